/**
 * The shifts' backend calls (/api/v1/shifts, /api/v1/shift_signups, /api/v1/calendar_feed) for any ApiClient, and
 * the views the screens use (docs/domain.md#shifts). Ids are strings on the web; the wire's numbers are turned into
 * strings here, once.
 */
import { type ApiClient, type Resource, serialize } from '@/lib/shared/api';
import type { ShiftStatus } from '@/domain/shifts';

export type SignupStatus = 'pending' | 'confirmed' | 'waitlisted' | 'cancelled';

export interface ShiftView {
  id: string;
  vacancyId: string | null;
  workshopId: string | null;
  startsAt: string;
  endsAt: string;
  place: string | null;
  description: string | null;
  capacity: number;
  cancelCutoffHours: number;
  status: ShiftStatus;
  confirmedCount: number;
  waitlistCount: number;
  spotsLeft: number;
  mySignupId: string | null;
  mySignupStatus: SignupStatus | null;
}

/** A sign-up as its owner sees it (the answer to signing up, and "my shifts"). */
export interface MySignupView {
  id: string;
  status: SignupStatus;
  waitlistPosition: number | null;
  shiftId: string;
  startsAt: string;
  endsAt: string;
  title: string;
  cancelUntil: string | null;
  place: string | null;
  vacancyId: string | null;
  workshopId: string | null;
}

/** A sign-up as the shift's managers see it (who comes). */
export interface ShiftSignupView {
  id: string;
  userId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  status: SignupStatus;
  waitlistPosition: number | null;
  attended: boolean | null;
}

const idOrNull = (value: unknown): string | null => (value === null || value === undefined || value === '' ? null : String(value));
const num = (value: unknown, fallback = 0): number => (typeof value === 'number' ? value : Number(value ?? fallback) || fallback);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const strOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function toShiftView(r: Resource): ShiftView {
  return {
    id: r.id,
    vacancyId: idOrNull(r.vacancyId),
    workshopId: idOrNull(r.workshopId),
    startsAt: str(r.startsAt),
    endsAt: str(r.endsAt),
    place: strOrNull(r.place),
    description: strOrNull(r.description),
    capacity: num(r.capacity),
    cancelCutoffHours: num(r.cancelCutoffHours),
    status: r.status === 'cancelled' ? 'cancelled' : 'open',
    confirmedCount: num(r.confirmedCount),
    waitlistCount: num(r.waitlistCount),
    spotsLeft: num(r.spotsLeft),
    mySignupId: idOrNull(r.mySignupId),
    mySignupStatus: (strOrNull(r.mySignupStatus) as SignupStatus | null) ?? null,
  };
}

export function toMySignupView(r: Resource): MySignupView {
  return {
    id: r.id,
    status: str(r.status) as SignupStatus,
    waitlistPosition: typeof r.waitlistPosition === 'number' ? r.waitlistPosition : null,
    shiftId: String(r.shiftId ?? ''),
    startsAt: str(r.startsAt),
    endsAt: str(r.endsAt),
    title: str(r.title),
    cancelUntil: strOrNull(r.cancelUntil),
    place: strOrNull(r.place),
    vacancyId: idOrNull(r.vacancyId),
    workshopId: idOrNull(r.workshopId),
  };
}

function toSignupView(r: Resource): ShiftSignupView {
  return {
    id: r.id,
    userId: idOrNull(r.userId),
    firstName: str(r.firstName),
    lastName: str(r.lastName),
    email: str(r.email),
    phoneNumber: strOrNull(r.phoneNumber),
    status: str(r.status) as SignupStatus,
    waitlistPosition: typeof r.waitlistPosition === 'number' ? r.waitlistPosition : null,
    attended: typeof r.attended === 'boolean' ? r.attended : null,
  };
}

export type ShiftParent = { vacancyId: string } | { workshopId: string };

/** The shifts of a vacancy or workshop, in time order (public for a published parent). */
export async function listShifts(api: ApiClient, parent: ShiftParent): Promise<ShiftView[]> {
  const filter = 'vacancyId' in parent ? { vacancy_id: parent.vacancyId } : { workshop_id: parent.workshopId };
  const doc = await api.get<Resource[]>('/api/v1/shifts', { filter, page: { size: 100 } });
  return (Array.isArray(doc.data) ? doc.data : []).map(toShiftView);
}

export async function fetchShift(api: ApiClient, id: string): Promise<ShiftView> {
  const doc = await api.get<Resource>(`/api/v1/shifts/${id}`);
  return toShiftView(doc.data);
}

export interface ShiftWrite {
  startsAt: string;
  endsAt: string;
  place: string | null;
  description: string | null;
  capacity: number;
  cancelCutoffHours: number;
}

export async function createShift(api: ApiClient, parent: ShiftParent, attributes: ShiftWrite): Promise<ShiftView> {
  // The wire's parent ids are numbers (docs/api.md).
  const parentIds = 'vacancyId' in parent ? { vacancyId: Number(parent.vacancyId) } : { workshopId: Number(parent.workshopId) };
  const doc = await api.post<Resource>('/api/v1/shifts', serialize('shifts', { ...parentIds, ...attributes }));
  return toShiftView(doc.data);
}

export async function updateShift(api: ApiClient, id: string, attributes: Partial<ShiftWrite>): Promise<ShiftView> {
  const doc = await api.patch<Resource>(`/api/v1/shifts/${id}`, serialize('shifts', { ...attributes }, { id }));
  return toShiftView(doc.data);
}

export async function cancelShift(api: ApiClient, id: string): Promise<void> {
  await api.post(`/api/v1/shifts/${id}/cancel`, {});
}

export interface GuestDetails {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

/** Signs the viewer (or a guest, given their details) up; `waitlist` accepts the waitlist when the shift is full. */
export async function signUpForShift(
  api: ApiClient,
  shiftId: string,
  input: { guest?: GuestDetails | null; waitlist?: boolean },
): Promise<MySignupView> {
  const attributes = { ...(input.guest ?? {}), ...(input.waitlist ? { waitlist: true } : {}) };
  const doc = await api.post<Resource>(`/api/v1/shifts/${shiftId}/signups`, serialize('shift_signups', attributes));
  return toMySignupView(doc.data);
}

/** Who comes to a shift (its managers only). */
export async function listShiftSignups(api: ApiClient, shiftId: string): Promise<ShiftSignupView[]> {
  const doc = await api.get<Resource[]>(`/api/v1/shifts/${shiftId}/signups`, { page: { size: 500 } });
  return (Array.isArray(doc.data) ? doc.data : []).map(toSignupView);
}

/** The viewer's own sign-ups, upcoming first. */
export async function listMySignups(api: ApiClient): Promise<MySignupView[]> {
  const doc = await api.get<Resource[]>('/api/v1/shift_signups', { page: { size: 100 } });
  return (Array.isArray(doc.data) ? doc.data : []).map(toMySignupView);
}

export async function cancelSignup(api: ApiClient, id: string): Promise<void> {
  await api.post(`/api/v1/shift_signups/${id}/cancel`, {});
}

/** The guest's mailed links: the token is the only credential. */
export async function confirmSignupByToken(api: ApiClient, token: string): Promise<MySignupView | null> {
  const doc = await api.post<Resource | null>('/api/v1/shift_signups/confirm', serialize('shift_signups', { token }));
  return doc.data ? toMySignupView(doc.data) : null;
}

export async function cancelSignupByToken(api: ApiClient, token: string): Promise<MySignupView | null> {
  const doc = await api.post<Resource | null>('/api/v1/shift_signups/cancel_by_token', serialize('shift_signups', { token }));
  return doc.data ? toMySignupView(doc.data) : null;
}

/** The personal iCal feed's secret address (docs/domain.md#shifts, calendar). */
export async function fetchCalendarFeedUrl(api: ApiClient): Promise<string | null> {
  const doc = await api.get<Resource | null>('/api/v1/calendar_feed');
  return feedUrlOf(doc.data);
}

export async function rotateCalendarFeed(api: ApiClient): Promise<string | null> {
  const doc = await api.post<Resource | null>('/api/v1/calendar_feed/rotate', {});
  return feedUrlOf(doc.data);
}

function feedUrlOf(data: Resource | null): string | null {
  return data && typeof data.url === 'string' ? data.url : null;
}

/** Whether the viewer may still cancel their own sign-up (the backend decides again). */
export function mayStillCancel(signup: Pick<MySignupView, 'cancelUntil' | 'status'>, now: Date = new Date()): boolean {
  if (signup.status === 'cancelled') return false;
  return !signup.cancelUntil || new Date(signup.cancelUntil).getTime() > now.getTime();
}

/** The shift's "who comes" list as CSV, downloaded through the web's /bff forwarding. */
export const signupsCsvHref = (shiftId: string) => `/bff/api/v1/shifts/${encodeURIComponent(shiftId)}/signups.csv`;

/** The center's reminder hour (0–23, Europe/Amsterdam; default 18), a center setting (docs/domain.md#shifts). */
export async function fetchReminderHour(api: ApiClient): Promise<number> {
  // A setting of the center's profile, which the center resource brings as its `profile` relationship.
  const doc = await api.get<Resource>('/api/v1/volunteer_centers/current', { include: ['profile'] });
  const hour = (doc.data?.profile as { shiftReminderHour?: unknown } | null | undefined)?.shiftReminderHour;
  return typeof hour === 'number' && Number.isInteger(hour) && hour >= 0 && hour <= 23 ? hour : 18;
}

export async function updateReminderHour(api: ApiClient, hour: number): Promise<void> {
  await api.patch('/api/v1/volunteer_centers/current', serialize('volunteer_centers', { shiftReminderHour: hour }));
}
