/**
 * Hours (docs/domain.md#hours, docs/authorization.md): everyone signed in records and reads their own; organization
 * superusers review their organizations' hours and record attendance on their vacancies' shifts; a mentor reads their
 * students' hours and signs off their school years; center staff everything of the center. The rules are
 * domain/hours.ts's, shared with the web. Records of other centers never reach these checks (scoped queries: 404).
 */
import {
  hourListScope,
  mayEditOwnHourEntry,
  mayListSignOffs,
  mayReadHourEntry,
  mayRecordHours,
  mayReviewHourEntry,
  maySignOff,
  type HourEntryAccess,
  type HourListScope,
} from '@/domain/hours';
import { hasRole, isCenterStaff } from '@/domain/roles';
import type { Viewer } from '../context';
import { asPerson } from './person';

type Actor = Viewer | null;

export type HourEntryRecord = HourEntryAccess<number> & { status: string };

export const hourPolicy = {
  record: (actor: Actor) => mayRecordHours(actor),
  listScope: (actor: Viewer): HourListScope<number> => hourListScope({ id: actor.user.id, roles: actor.roles }),
  read: (actor: Actor, entry: HourEntryRecord) => mayReadHourEntry(asPerson(actor), entry),
  review: (actor: Actor, entry: Pick<HourEntryRecord, 'organizationId'>) => mayReviewHourEntry(actor, entry),
  editOwn: (actor: Actor, entry: HourEntryRecord) => mayEditOwnHourEntry(asPerson(actor), entry),
  /** Attendance on a vacancy's shift: who reviews that organization's hours; a workshop's: center staff. */
  recordAttendance: (actor: Actor, shift: { organizationId: number | null }) =>
    shift.organizationId === null ? isCenterStaff(actor) : mayReviewHourEntry(actor, { organizationId: shift.organizationId }),
  listSignOffs: (actor: Actor) => mayListSignOffs(actor),
  signOff: (actor: Actor, student: { mentorId: number | null }) => maySignOff(asPerson(actor), student),
  listStudents: (actor: Actor) => hasRole(actor, 'mentor'),
};
