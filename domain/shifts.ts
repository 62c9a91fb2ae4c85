/**
 * Shifts (docs/domain.md#shifts): time slots of an activity vacancy or of a workshop with a capacity. A sign-up is
 * confirmed while there is room, otherwise (when the volunteer accepts it) waitlisted; a guest's sign-up is pending
 * until its mailed link confirms it. A freed place goes to the first on the waitlist. Volunteers cancel their own
 * sign-up until the shift's cut-off; the shift's managers cancel any sign-up, or the shift, at any time.
 */
import { z } from 'zod';
import { hasRole, isCenterStaff, organizationsWithRole, type Holder } from './roles';

export const SHIFT_STATUSES = ['open', 'cancelled'] as const;
export type ShiftStatus = (typeof SHIFT_STATUSES)[number];

/** pending: a guest's, not yet confirmed by mail (holds no place); cancelled sign-ups keep their row. */
export const SHIFT_SIGNUP_STATUSES = ['pending', 'confirmed', 'waitlisted', 'cancelled'] as const;
export type ShiftSignupStatus = (typeof SHIFT_SIGNUP_STATUSES)[number];

export const SHIFT_LIMITS = {
  place: 300,
  description: 2000,
  capacity: 10_000,
  /** A week: a cut-off longer than that is a shift nobody may leave. */
  cancelCutoffHours: 168,
  /** A shift lasts at most a day (hours are counted per day, docs/domain.md#hours). */
  durationHours: 24,
} as const;

/** The hour (Europe/Amsterdam) from which reminders for tomorrow's shifts go out, unless the center sets another. */
export const DEFAULT_SHIFT_REMINDER_HOUR = 18;
export const shiftReminderHourSchema = z.number().int().min(0).max(23);

const instant = z.iso.datetime({ offset: true }).transform((s) => new Date(s));

export const shiftAttributesSchema = z.object({
  startsAt: instant,
  endsAt: instant,
  place: z.string().trim().max(SHIFT_LIMITS.place).nullable(),
  description: z.string().trim().max(SHIFT_LIMITS.description).nullable(),
  capacity: z.number().int().min(1).max(SHIFT_LIMITS.capacity),
  cancelCutoffHours: z.number().int().min(0).max(SHIFT_LIMITS.cancelCutoffHours),
});

/** The last moment a volunteer may cancel their own sign-up. */
export const cancelUntil = (shift: { startsAt: Date; cancelCutoffHours: number }): Date =>
  new Date(shift.startsAt.getTime() - shift.cancelCutoffHours * 3600_000);

/** Places still free: capacity less the confirmed sign-ups, never below zero. */
export const spotsLeft = (capacity: number, confirmed: number): number => Math.max(0, capacity - confirmed);

/**
 * Who manages the shifts of a parent (docs/domain.md#shifts): of a vacancy its organization's superusers and center
 * staff; of a workshop center staff and content managers.
 */
export function mayManageShiftsOf<Id>(actor: Holder<Id>, parent: { organizationId: Id | null; workshop: boolean }): boolean {
  if (isCenterStaff(actor)) return true;
  if (parent.workshop) return hasRole(actor, 'content_manager');
  return parent.organizationId !== null && organizationsWithRole(actor, 'organization_superuser').includes(parent.organizationId);
}
