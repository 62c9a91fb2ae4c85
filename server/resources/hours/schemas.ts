/** The contract of /api/v1/hour_entries, /hour_sign_offs, /hour_certificates and /shifts/{id}/attendance (docs/api.md, "Hours"). */
import { z } from 'zod';
import {
  HOUR_ENTRY_STATUSES,
  hourEntryCreateSchema,
  hourEntryUpdateSchema,
  hourSignOffCreateSchema,
  MAX_ENTRY_MINUTES,
  schoolYearSchema,
} from '@/domain/hours';
import { recordIdSchema } from '@/domain/value-schemas';
import { filterEnum, filterId } from '../../jsonapi/query';

export const HOUR_ENTRY_TYPES = ['hour_entries', 'hour_entry'] as const;
export const HOUR_SIGN_OFF_TYPES = ['hour_sign_offs', 'hour_sign_off'] as const;

export const hourEntryCreate = hourEntryCreateSchema;
export const hourEntryUpdate = hourEntryUpdateSchema;
export const hourSignOffCreate = hourSignOffCreateSchema;

const isoDate = z.iso.date();

export const listSpec = {
  filters: {
    user_id: filterId,
    organization_id: filterId,
    status: filterEnum(HOUR_ENTRY_STATUSES),
    from: isoDate,
    to: isoDate,
  },
  sorts: ['worked_on'],
  defaultSort: '-worked_on',
  page: { defaultSize: 25, maxSize: 100 },
} as const;

export const signOffListSpec = {
  filters: { student_id: filterId, school_year: schoolYearSchema },
  page: { defaultSize: 25, maxSize: 100 },
} as const;

export const studentsSpec = { filters: { school_year: schoolYearSchema } } as const;

/** ?organization_id=&from=&to= (all optional: every organization, all time). */
export const certificateSpec = { params: ['organization_id', 'from', 'to'] } as const;
export const certificateParams = z
  .object({
    organization_id: z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number)
      .optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((p) => !p.from || !p.to || p.from <= p.to, { path: ['to'] });

/** `{data: [{signup_id, attended, minutes?}]}`: one item per confirmed sign-up of the shift. */
export const attendanceBody = z
  .object({
    data: z
      .array(
        z
          .object({
            signupId: recordIdSchema,
            attended: z.boolean(),
            minutes: z.number().int().min(1).max(MAX_ENTRY_MINUTES).optional(),
          })
          .strict(),
      )
      .min(1)
      .max(500),
  })
  .strict();
