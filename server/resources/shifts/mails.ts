/**
 * Shift mails (docs/domain.md#shifts), each in the language the volunteer signed up in: the guest's confirmation
 * link (shiftSignupConfirm), a place (shiftConfirmed), the waitlist (shiftWaitlisted), moved up from the waitlist
 * (shiftPromoted), cancelled by the organization (shiftCancelled) and the reminder (server/jobs/shift-reminders.ts).
 * Every mail of a live sign-up carries its cancel link. They are queued in the caller's transaction (the outbox), so
 * they exist exactly when the change they tell of commits.
 */
import { TENANTS, type TenantKey } from '@/lib/shared/tenancy';
import type { Locale } from '@/domain/values';
import { cancelUntil } from '@/domain/shifts';
import type { CenterRow, Deps } from '../../context';
import type { Executor } from '../../db/client';
import { hashSecret } from '../../auth/tokens';
import type { MailTemplate } from '../../mail/templates';
import type { OutgoingMail } from '../../mail/mailer';
import { signupCancelToken } from './secrets';
import type { SignupView } from './service';

const TIME_ZONE = 'Europe/Amsterdam';

export const appNameOf = (center: Pick<CenterRow, 'tenantKey' | 'name'>) => TENANTS[center.tenantKey as TenantKey]?.appName ?? center.name;

export function centerLink(deps: Pick<Deps, 'centerUrl'>, slug: string, locale: Locale, path: string) {
  return `${deps.centerUrl(slug).replace(/\/+$/, '')}${locale === 'nl' ? '' : `/${locale}`}${path}`;
}

/**
 * One formatter per language and shape, made once: a formatter holds native memory that only a full garbage collection
 * frees, and the reminder job formats a few per mail (a new one per call took 50 000 reminders to over 1 GB; see
 * docs/benchmarks.md "Shifts").
 */
function formatters(locale: Locale) {
  const tag = locale === 'nl' ? 'nl-NL' : 'en-GB';
  return {
    day: new Intl.DateTimeFormat(tag, { timeZone: TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    time: new Intl.DateTimeFormat(tag, { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' }),
    moment: new Intl.DateTimeFormat(tag, {
      timeZone: TIME_ZONE,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
    }),
  };
}
const FORMATTERS = { nl: formatters('nl'), en: formatters('en') } satisfies Record<Locale, ReturnType<typeof formatters>>;

/** "zaterdag 5 december 2026 10:00 - 12:00", Dutch time, in the reader's language. */
export function formatWhen(startsAt: Date, endsAt: Date, locale: Locale): string {
  const { day, time } = FORMATTERS[locale];
  return `${day.format(startsAt)} ${time.format(startsAt)} - ${time.format(endsAt)}`;
}

export function formatMoment(moment: Date, locale: Locale): string {
  return FORMATTERS[locale].moment.format(moment);
}

/** The cancel link of a live sign-up (the web's /diensten/annuleren page posts its token to cancel_by_token). */
export function cancelLink(
  deps: Pick<Deps, 'centerUrl' | 'deviceTokenSecret'>,
  slug: string,
  signup: Pick<SignupView, 'id' | 'createdAt' | 'locale'>,
) {
  return centerLink(deps, slug, signup.locale, `/diensten/annuleren?token=${encodeURIComponent(signupCancelToken(deps, signup))}`);
}

/** The hash stored with a sign-up so its cancel link can be looked up. */
export const cancelHashOf = (deps: Pick<Deps, 'deviceTokenSecret'>, signup: { id: number; createdAt: Date }) =>
  hashSecret(signupCancelToken(deps, signup));

export type ShiftMailKind = 'shiftConfirmed' | 'shiftWaitlisted' | 'shiftPromoted' | 'shiftCancelled';

type MailCenter = Pick<CenterRow, 'id' | 'slug' | 'tenantKey' | 'name'>;

/** The params every shift mail has: the activity's or workshop's title, when, where, and until when one may cancel. */
export function shiftParams(signup: SignupView) {
  const locale = signup.locale;
  return {
    name: signup.firstName || signup.email,
    title: signup.title,
    when: formatWhen(signup.startsAt, signup.endsAt, locale),
    place: signup.place ?? '-',
    cancelUntil: formatMoment(cancelUntil(signup), locale),
    position: signup.waitlistPosition ?? 0,
  };
}

export function shiftMail(
  deps: Pick<Deps, 'centerUrl' | 'deviceTokenSecret'>,
  center: MailCenter,
  signup: SignupView,
  template: MailTemplate,
  actionUrl: string,
): OutgoingMail {
  return {
    volunteerCenterId: center.id,
    to: signup.email,
    locale: signup.locale,
    template,
    params: { appName: appNameOf(center), actionUrl, ...shiftParams(signup) },
  };
}

/** Queues one of the state mails for each sign-up, in the transaction `tx`. */
export async function sendShiftMails(
  deps: Pick<Deps, 'centerUrl' | 'deviceTokenSecret' | 'mailer'>,
  tx: Executor,
  center: MailCenter,
  signups: SignupView[],
  kind: ShiftMailKind,
) {
  const mails = signups.map((s) => shiftMail(deps, center, s, kind, kind === 'shiftCancelled' ? '' : cancelLink(deps, center.slug, s)));
  if (!mails.length) return;
  if (deps.mailer.sendMany) await deps.mailer.sendMany(mails, tx);
  else for (const mail of mails) await deps.mailer.send(mail, tx);
}

/** The guest's confirmation link (the web's /diensten/bevestigen page posts its token to /shift_signups/confirm). */
export async function sendGuestConfirmation(
  deps: Pick<Deps, 'centerUrl' | 'deviceTokenSecret' | 'mailer'>,
  tx: Executor,
  center: MailCenter,
  signup: SignupView,
  token: string,
) {
  const url = centerLink(deps, center.slug, signup.locale, `/diensten/bevestigen?token=${encodeURIComponent(token)}`);
  await deps.mailer.send(shiftMail(deps, center, signup, 'shiftSignupConfirm', url), tx);
}
