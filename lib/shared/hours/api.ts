/**
 * The hours' backend calls (docs/api.md "Hours") for any ApiClient: own entries, where one may record, the
 * organization's review queue and attendance, the mentor's students and sign-offs, and the certificate's address.
 */
import type { HourEntryStatus } from '@/domain/hours';
import { type ApiClient, serialize } from '@/lib/shared/api';

export interface HourEntryView {
  id: string;
  userName: string;
  organizationId: number;
  organizationName: string;
  vacancyTitle: string | null;
  shiftId: number | null;
  workedOn: string;
  minutes: number;
  hours: number;
  note: string | null;
  status: HourEntryStatus;
  reviewable: boolean;
  editable: boolean;
}

export type RecordingOptions = {
  organizations: { id: number; name: string }[];
  vacancies: { id: number; title: string; organizationId: number }[];
  shifts: { id: number; title: string; startsAt: string; endsAt: string }[];
};

export interface AttendanceShift {
  id: number;
  title: string;
  startsAt: string;
  confirmedCount: number;
  recordedCount: number;
}

export interface AttendanceSignup {
  signupId: number;
  name: string;
  attended: boolean | null;
  minutes: number | null;
}

export interface MentorStudent {
  id: number;
  name: string;
  approvedMinutes: number;
  pendingMinutes: number;
  signOffId: number | null;
  signedMinutes: number | null;
  signedAt: string | null;
}

type EntryDoc = HourEntryView & { type: string };

export async function listHourEntries(
  api: ApiClient,
  filter: { userId?: string; status?: HourEntryStatus } = {},
  page = 1,
): Promise<{ entries: HourEntryView[]; totalMinutes: number; totalPages: number }> {
  const doc = await api.get<EntryDoc[], { totalMinutes: number; page: { totalPages: number } }>('/api/v1/hour_entries', {
    filter: { user_id: filter.userId, status: filter.status },
    page: { size: 25, number: page },
  });
  return { entries: doc.data, totalMinutes: Number(doc.meta.totalMinutes ?? 0), totalPages: doc.meta.page?.totalPages ?? 1 };
}

export async function recordingOptions(api: ApiClient): Promise<RecordingOptions> {
  const doc = await api.get<null, RecordingOptions>('/api/v1/hour_entries/options');
  return doc.meta;
}

export async function recordHours(
  api: ApiClient,
  attributes: { vacancyId?: number; shiftId?: number; workedOn: string; minutes: number; note?: string },
) {
  await api.post('/api/v1/hour_entries', serialize('hour_entries', attributes));
}

export async function reviewHours(api: ApiClient, id: string, attributes: { status: 'approved' | 'rejected'; minutes?: number }) {
  await api.patch(`/api/v1/hour_entries/${id}`, serialize('hour_entries', attributes, { id }));
}

export async function deleteHours(api: ApiClient, id: string) {
  await api.delete(`/api/v1/hour_entries/${id}`);
}

export async function attendanceShifts(api: ApiClient): Promise<AttendanceShift[]> {
  const doc = await api.get<null, { shifts: AttendanceShift[] }>('/api/v1/hour_entries/attendance_shifts');
  return doc.meta.shifts ?? [];
}

export async function shiftAttendance(api: ApiClient, shiftId: number) {
  const doc = await api.get<null, { shift: { defaultMinutes: number }; signups: AttendanceSignup[] }>(
    `/api/v1/shifts/${shiftId}/attendance`,
  );
  return doc.meta;
}

export async function saveAttendance(api: ApiClient, shiftId: number, items: { signupId: number; attended: boolean; minutes?: number }[]) {
  await api.post(`/api/v1/shifts/${shiftId}/attendance`, {
    data: items.map((i) => ({ signup_id: i.signupId, attended: i.attended, ...(i.minutes ? { minutes: i.minutes } : {}) })),
  });
}

export async function mentorStudents(api: ApiClient, schoolYear?: string) {
  const doc = await api.get<null, { schoolYear: string; students: MentorStudent[] }>('/api/v1/hour_sign_offs/students', {
    filter: { school_year: schoolYear },
  });
  return doc.meta;
}

export async function signOffYear(api: ApiClient, studentId: number, schoolYear: string) {
  await api.post('/api/v1/hour_sign_offs', serialize('hour_sign_offs', { studentId, schoolYear }));
}

/** The certificate's address below the web's /bff forwarding (a plain download link). */
export function certificatePath(params: { organizationId?: string; from?: string; to?: string }): string {
  const q = new URLSearchParams();
  if (params.organizationId) q.set('organization_id', params.organizationId);
  if (params.from) q.set('from', params.from);
  if (params.to) q.set('to', params.to);
  const s = q.toString();
  return `/bff/api/v1/hour_certificates${s ? `?${s}` : ''}`;
}
