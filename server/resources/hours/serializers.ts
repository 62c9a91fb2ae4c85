/** JSON:API resources of hours (docs/api.md, "Hours"). `hours` is `minutes / 60` for display; minutes are the truth. */
import { minutesToHours } from '@/domain/hours';
import { resource, type ResourceObject } from '../../jsonapi/document';
import type { HourEntryView, SignOffView } from './service';

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** `reviewable` and `editable` say what the viewer may do with the entry (the rules of domain/hours.ts). */
export function hourEntryResource(row: HourEntryView, may: { reviewable: boolean; editable: boolean }): ResourceObject {
  return resource({
    type: 'hour_entries',
    id: row.id,
    attributes: {
      userId: row.userId,
      userName: fullName(row.userFirstName, row.userLastName),
      organizationId: row.organizationId,
      organizationName: row.organizationName,
      vacancyId: row.vacancyId,
      vacancyTitle: row.vacancyTitle,
      shiftId: row.shiftId,
      shiftSignupId: row.shiftSignupId,
      workedOn: row.workedOn,
      minutes: row.minutes,
      hours: minutesToHours(row.minutes),
      note: row.note,
      status: row.status,
      recordedById: row.recordedById,
      reviewedById: row.reviewedById,
      reviewedAt: row.reviewedAt,
      reviewable: may.reviewable,
      editable: may.editable,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    },
  });
}

export function hourSignOffResource(row: SignOffView): ResourceObject {
  return resource({
    type: 'hour_sign_offs',
    id: row.id,
    attributes: {
      studentId: row.studentId,
      studentName: fullName(row.studentFirstName, row.studentLastName),
      mentorId: row.mentorId,
      mentorName: row.mentorId === null ? null : fullName(row.mentorFirstName, row.mentorLastName),
      schoolYear: row.schoolYear,
      totalMinutes: row.totalMinutes,
      totalHours: minutesToHours(row.totalMinutes),
      note: row.note,
      signedAt: row.signedAt,
    },
  });
}
