'use server';
/**
 * Shifts and workshops from the web (docs/domain.md#shifts, #workshops): form actions, so signing up, cancelling and
 * the managers' forms work without JavaScript. The backend decides who may (policies) and what is valid; its field
 * errors come back keyed by form field.
 */
import { getTranslations } from 'next-intl/server';
import { RECORD_ID_PATTERN } from '@/domain/values';
import { ApiRequestError, type ApiClient } from '@/lib/shared/api';
import { createServerApi } from '@/lib/server/api/server';
import { fieldFromPointer } from '@/lib/shared/forms/server-errors';
import { redirect } from '@/lib/shared/i18n/navigation';
import { apiCenter, getRequestContext } from '@/lib/server/session/request-context';
import { getViewer, getViewerApi } from '@/lib/server/session/viewer';
import {
  cancelShift,
  cancelSignup,
  cancelSignupByToken,
  createShift,
  rotateCalendarFeed,
  signUpForShift,
  updateReminderHour,
  updateShift,
  type ShiftParent,
} from '@/lib/shared/shifts/api';
import { type FormState, GUEST_FIELDS, type SignupState } from '@/lib/shared/shifts/form-state';
import { shiftInstants } from '@/lib/shared/shifts/time';
import {
  WORKSHOP_AUDIENCES,
  WORKSHOP_STATUSES,
  createWorkshop,
  deleteWorkshop,
  updateWorkshop,
  type WorkshopWrite,
} from '@/lib/shared/workshops/api';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};
const idOf = (form: FormData, name = 'id') => {
  const id = text(form, name);
  return RECORD_ID_PATTERN.test(id) ? id : null;
};
/** A same-site path to go back to (never another origin). */
const pathOf = (form: FormData, fallback: string) => {
  const path = text(form, 'returnTo');
  return path.startsWith('/') && !path.startsWith('//') ? path : fallback;
};

/** The path with `?dienst=<notice>` (or `&…`), its #fragment kept last. */
function withNotice(path: string, name: string, value: string): string {
  const [base = '', hash] = path.split('#', 2);
  return `${base}${base.includes('?') ? '&' : '?'}${name}=${value}${hash ? `#${hash}` : ''}`;
}

/** Field errors by form field, the rest as one message. `aliases` maps an API field to the form's. */
function errorsOf(error: ApiRequestError, known: readonly string[], aliases: Record<string, string> = {}) {
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const e of error.errors) {
    const message = e.detail ?? e.title;
    if (!message) continue;
    const raw = fieldFromPointer(e.source?.pointer);
    const field = raw ? (aliases[raw] ?? raw) : undefined;
    if (field && known.includes(field)) fields[field] ??= message;
    else if (!other.includes(message)) other.push(message);
  }
  return { fields, message: other.join(' ') };
}

async function viewerApiOrNull(): Promise<ApiClient | null> {
  const viewer = await getViewer();
  return viewer ? getViewerApi(viewer) : null;
}

/** Signs the viewer or a guest up for one shift; `waitlist=1` accepts the waitlist of a full shift. */
export async function signUpForShiftAction(_previous: SignupState, form: FormData): Promise<SignupState> {
  const { center, locale } = await getRequestContext();
  const t = await getTranslations({ locale, namespace: 'shifts.picker' });
  const shiftId = idOf(form, 'shiftId');
  const values = Object.fromEntries(GUEST_FIELDS.map((f) => [f, text(form, f)]));
  if (!shiftId) return { status: 'error', message: t('failed'), fields: {}, values };
  const waitlist = text(form, 'waitlist') === '1';
  const signedIn = await viewerApiOrNull();
  const api = signedIn ?? (await createServerApi({ locale, center: apiCenter(center), auth: null }));
  const guest = signedIn
    ? null
    : { firstName: values.firstName!, lastName: values.lastName!, email: values.email!, phoneNumber: values.phoneNumber! };
  try {
    const signup = await signUpForShift(api, shiftId, { guest, waitlist });
    if (signup.status === 'pending') return { status: 'pending', email: values.email, fields: {}, values: {} };
    if (signup.status === 'waitlisted') return { status: 'waitlisted', waitlistPosition: signup.waitlistPosition, fields: {}, values: {} };
    return { status: 'confirmed', fields: {}, values: {} };
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status >= 500) return { status: 'error', message: t('failed'), fields: {}, values };
    const full = error.errors.some((e) => e.source?.pointer === '/data/attributes/waitlist');
    if (full) return { status: 'full', fields: {}, values };
    const { fields, message } = errorsOf(error, GUEST_FIELDS);
    return { status: 'error', message: message || (Object.keys(fields).length ? t('errorSummary') : t('failed')), fields, values };
  }
}

/** The volunteer cancels their own sign-up (until the cut-off: the backend checks), then goes back. */
export async function cancelMySignupAction(form: FormData): Promise<void> {
  const { locale } = await getRequestContext();
  const id = idOf(form);
  const returnTo = pathOf(form, '/profiel/diensten');
  const api = await viewerApiOrNull();
  let outcome = 'geannuleerd';
  if (id && api) {
    try {
      await cancelSignup(api, id);
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status >= 500) throw error;
      outcome = 'niet-geannuleerd';
    }
  }
  redirect({ href: withNotice(returnTo, 'dienst', outcome), locale });
}

/** A new personal feed address; the old one stops working (docs/domain.md#shifts). */
export async function rotateFeedAction(): Promise<void> {
  const { locale } = await getRequestContext();
  const api = await viewerApiOrNull();
  if (api) await rotateCalendarFeed(api);
  redirect({ href: '/profiel/diensten?dienst=nieuw-adres#agenda', locale });
}

const SHIFT_FIELDS = ['date', 'startTime', 'endTime', 'place', 'description', 'capacity', 'cancelCutoffHours'] as const;

/** Creates a shift (no id) or changes one, for a vacancy or a workshop, then goes back to the manager. */
export async function saveShiftAction(_previous: FormState, form: FormData): Promise<FormState> {
  const { locale } = await getRequestContext();
  const t = await getTranslations({ locale, namespace: 'shifts.form' });
  const values = Object.fromEntries(SHIFT_FIELDS.map((f) => [f, text(form, f)]));
  const id = idOf(form);
  const vacancyId = idOf(form, 'vacancyId');
  const workshopId = idOf(form, 'workshopId');
  const returnTo = pathOf(form, '/dashboard');
  const fields: Record<string, string> = {};
  const instants = shiftInstants(values.date!, values.startTime!, values.endTime!);
  if (!values.date) fields.date = t('required');
  if (!values.startTime) fields.startTime = t('required');
  if (!values.endTime) fields.endTime = t('required');
  if (!instants && !Object.keys(fields).length) fields.date = t('invalidTime');
  const capacity = Number(values.capacity);
  if (!Number.isInteger(capacity) || capacity < 1) fields.capacity = t('capacityInvalid');
  const cutoff = values.cancelCutoffHours === '' ? 24 : Number(values.cancelCutoffHours);
  if (!Number.isInteger(cutoff) || cutoff < 0) fields.cancelCutoffHours = t('cutoffInvalid');
  if (Object.keys(fields).length || !instants) return { status: 'error', message: t('errorSummary'), fields, values };
  const api = await viewerApiOrNull();
  if (!api) return { status: 'error', message: t('signedOut'), fields, values };
  const attributes = {
    startsAt: instants.startsAt,
    endsAt: instants.endsAt,
    place: values.place || null,
    description: values.description || null,
    capacity,
    cancelCutoffHours: cutoff,
  };
  try {
    if (id) await updateShift(api, id, attributes);
    else {
      const parent: ShiftParent | null = vacancyId ? { vacancyId } : workshopId ? { workshopId } : null;
      if (!parent) return { status: 'error', message: t('failed'), fields, values };
      await createShift(api, parent, attributes);
    }
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status >= 500) return { status: 'error', message: t('failed'), fields, values };
    const errors = errorsOf(error, SHIFT_FIELDS, { startsAt: 'startTime', endsAt: 'endTime' });
    return { status: 'error', message: errors.message || t('errorSummary'), fields: errors.fields, values };
  }
  redirect({ href: withNotice(returnTo, 'dienst', id ? 'gewijzigd' : 'toegevoegd'), locale });
  return { status: 'saved', fields: {}, values };
}

/** Cancels a shift (everyone signed up is mailed by the backend). */
export async function cancelShiftAction(form: FormData): Promise<void> {
  const { locale } = await getRequestContext();
  const id = idOf(form);
  const returnTo = pathOf(form, '/dashboard');
  const api = await viewerApiOrNull();
  if (id && api) await cancelShift(api, id);
  redirect({ href: withNotice(returnTo, 'dienst', 'geannuleerd'), locale });
}

/** A manager cancels someone's sign-up (any time); the first on the waitlist moves up. */
export async function cancelSignupAsManagerAction(form: FormData): Promise<void> {
  const { locale } = await getRequestContext();
  const id = idOf(form);
  const returnTo = pathOf(form, '/dashboard');
  const api = await viewerApiOrNull();
  if (id && api) await cancelSignup(api, id);
  redirect({ href: withNotice(returnTo, 'dienst', 'afgemeld'), locale });
}

const WORKSHOP_FIELDS = ['title', 'description', 'place', 'onlineUrl', 'audience', 'status'] as const;

export async function saveWorkshopAction(_previous: FormState, form: FormData): Promise<FormState> {
  const { locale } = await getRequestContext();
  const t = await getTranslations({ locale, namespace: 'workshops.form' });
  const values = Object.fromEntries(WORKSHOP_FIELDS.map((f) => [f, text(form, f)]));
  const id = idOf(form);
  const fields: Record<string, string> = {};
  if (!values.title) fields.title = t('titleRequired');
  const audience = WORKSHOP_AUDIENCES.find((a) => a === values.audience);
  const status = WORKSHOP_STATUSES.find((s) => s === values.status);
  if (!audience) fields.audience = t('audienceRequired');
  if (!status) fields.status = t('statusRequired');
  if (Object.keys(fields).length || !audience || !status) return { status: 'error', message: t('errorSummary'), fields, values };
  const api = await viewerApiOrNull();
  if (!api) return { status: 'error', message: t('signedOut'), fields, values };
  const attributes: WorkshopWrite = {
    title: values.title!,
    description: values.description!,
    place: values.place || null,
    onlineUrl: values.onlineUrl || null,
    audience,
    status,
  };
  let savedId = id;
  try {
    if (id) await updateWorkshop(api, id, attributes);
    else savedId = (await createWorkshop(api, attributes)).id;
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status >= 500) return { status: 'error', message: t('failed'), fields, values };
    const errors = errorsOf(error, WORKSHOP_FIELDS);
    return { status: 'error', message: errors.message || t('errorSummary'), fields: errors.fields, values };
  }
  redirect({ href: `/workshops/beheer/${savedId}?workshop=${id ? 'gewijzigd' : 'toegevoegd'}`, locale });
  return { status: 'saved', fields: {}, values };
}

export async function deleteWorkshopAction(form: FormData): Promise<void> {
  const { locale } = await getRequestContext();
  const id = idOf(form);
  const api = await viewerApiOrNull();
  if (id && api) await deleteWorkshop(api, id);
  redirect({ href: '/workshops/beheer?workshop=verwijderd', locale });
}

/** The cancel page's button: the mailed token is the only credential (no session needed). */
export async function cancelByTokenAction(form: FormData): Promise<void> {
  const { center, locale } = await getRequestContext();
  const token = text(form, 'token');
  let outcome = 'failed';
  if (token && token.length <= 200) {
    try {
      await cancelSignupByToken(await createServerApi({ locale, center: apiCenter(center), auth: null }), token);
      outcome = 'done';
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status >= 500) throw error;
    }
  }
  redirect({ href: `/diensten/annuleren?uitkomst=${outcome}`, locale });
}

/** /instellingen/diensten: the hour of the day before a shift at which reminders go out (center staff; the backend checks). */
export async function saveReminderHourAction(_previous: FormState, form: FormData): Promise<FormState> {
  const { locale } = await getRequestContext();
  const t = await getTranslations({ locale, namespace: 'shifts.settings' });
  const raw = text(form, 'shiftReminderHour');
  const hour = Number(raw);
  const values = { shiftReminderHour: raw };
  if (!/^\d{1,2}$/.test(raw) || hour > 23)
    return { status: 'error', message: t('failed'), fields: { shiftReminderHour: t('failed') }, values };
  const api = await viewerApiOrNull();
  if (!api) return { status: 'error', message: t('failed'), fields: {}, values };
  try {
    await updateReminderHour(api, hour);
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status >= 500) return { status: 'error', message: t('failed'), fields: {}, values };
    const errors = errorsOf(error, ['shiftReminderHour']);
    return { status: 'error', message: errors.message || t('failed'), fields: errors.fields, values };
  }
  return { status: 'saved', fields: {}, values };
}
