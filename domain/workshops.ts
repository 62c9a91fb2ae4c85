/**
 * Workshops (docs/domain.md#workshops): the center's own trainings and meetings, listed publicly on /workshops and
 * in the activity calendar. Their dates are shifts (domain/shifts.ts), with the same sign-up, waitlist and reminders.
 * Center staff and content managers manage them; everyone sees the published ones.
 */
import { z } from 'zod';
import { hasRole, isCenterStaff, type Holder } from './roles';

export const WORKSHOP_AUDIENCES = ['everyone', 'volunteers', 'organizations'] as const;
export type WorkshopAudience = (typeof WORKSHOP_AUDIENCES)[number];

/** draft: only managers see it; published: public; cancelled: still readable, no sign-ups. */
export const WORKSHOP_STATUSES = ['draft', 'published', 'cancelled'] as const;
export type WorkshopStatus = (typeof WORKSHOP_STATUSES)[number];

export const WORKSHOP_LIMITS = { title: 200, description: 20_000, place: 300, url: 2000 } as const;

/** Center staff and content managers (the center's site) manage workshops. */
export const mayManageWorkshops = (actor: Holder): boolean => isCenterStaff(actor) || hasRole(actor, 'content_manager');

export const workshopAttributesSchema = z.object({
  title: z.string().trim().min(1).max(WORKSHOP_LIMITS.title),
  description: z.string().max(WORKSHOP_LIMITS.description),
  place: z.string().trim().max(WORKSHOP_LIMITS.place).nullable(),
  onlineUrl: z
    .url({ protocol: /^https?$/ })
    .trim()
    .max(WORKSHOP_LIMITS.url)
    .nullable(),
  audience: z.enum(WORKSHOP_AUDIENCES),
  status: z.enum(WORKSHOP_STATUSES),
});
export type WorkshopAttributes = z.output<typeof workshopAttributesSchema>;
