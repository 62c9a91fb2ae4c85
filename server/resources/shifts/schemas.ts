/**
 * The contract of /api/v1/shifts and /api/v1/shift_signups (docs/api.md "Shifts"): shift attributes from
 * domain/shifts.ts, a parent on create (vacancy_id or workshop_id), sign-up bodies for a signed-in volunteer and a
 * guest, and the mailed tokens. Shared by the router and the OpenAPI description.
 */
import { z } from 'zod';
import { shiftAttributesSchema } from '@/domain/shifts';
import { recordIdSchema } from '@/domain/value-schemas';
import { filterId } from '../../jsonapi/query';

export const SHIFT_TYPES = ['shifts', 'shift'] as const;
export const SIGNUP_TYPES = ['shift_signups', 'shift_signup'] as const;

const text = (max: number) => z.string().trim().max(max);

export const shiftCreate = shiftAttributesSchema
  .partial({ place: true, description: true, cancelCutoffHours: true })
  .extend({ vacancyId: recordIdSchema.optional(), workshopId: recordIdSchema.optional() })
  .strict()
  // Exactly one parent (the table's shifts_one_parent check).
  .refine((v) => (v.vacancyId === undefined) !== (v.workshopId === undefined), { path: ['vacancyId'] });

export const shiftUpdate = shiftAttributesSchema.partial().strict();

/** A signed-in volunteer's name and address come from their account. */
export const memberSignup = z.object({ waitlist: z.boolean().optional(), phoneNumber: text(40).nullable().optional() }).strict();

/** A guest says who they are; the organization needs a way back to them. */
export const guestSignup = z
  .object({
    firstName: text(100).min(1),
    lastName: text(100).min(1),
    email: z.email().max(254),
    phoneNumber: text(40).min(1),
    waitlist: z.boolean().optional(),
  })
  .strict();

/** A mailed token: the guest's confirmation (43 characters) or a cancel link's (`<id>.<43 characters>`). */
export const tokenBody = z.object({ token: z.string().trim().min(1).max(200) }).strict();

export const listSpec = {
  filters: {
    vacancy_id: filterId,
    workshop_id: filterId,
    upcoming: z.enum(['true', 'false']),
    // The activity calendar's workshop dates (docs/domain.md#activity-calendar): only one kind of parent.
    parent_type: z.enum(['vacancies', 'workshops']),
  },
  page: { defaultSize: 50, maxSize: 200 },
} as const;

export const signupListSpec = { page: { defaultSize: 100, maxSize: 1000 } } as const;
export const ownSignupListSpec = { page: { defaultSize: 25, maxSize: 100 } } as const;
