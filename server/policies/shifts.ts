/**
 * Shifts and sign-ups (docs/domain.md#shifts, docs/authorization.md): the shifts of a vacancy are managed by its
 * organization's superusers and center staff, those of a workshop by center staff and content managers
 * (domain/shifts.ts). Anyone may read the shifts of a published parent and sign up, signed in or as a guest. A
 * sign-up is its volunteer's own; the shift's managers see and cancel every sign-up of it. Other centers' records
 * never reach these checks: the scoped queries make them 404 first.
 */
import { mayManageShiftsOf } from '@/domain/shifts';
import type { Viewer } from '../context';

type Actor = Viewer | null;

export interface ShiftParentRecord {
  organizationId: number | null;
  /** A workshop's shift (else a vacancy's). */
  workshop: boolean;
}

const parentOf = (shift: { organizationId: number | null; workshopId: number | null }): ShiftParentRecord => ({
  organizationId: shift.organizationId,
  workshop: shift.workshopId !== null,
});

export const shiftPolicy = {
  /** Creating, changing, cancelling shifts and seeing who comes. */
  manage: (actor: Actor, parent: ShiftParentRecord) => mayManageShiftsOf(actor, parent),
  manageShift: (actor: Actor, shift: { organizationId: number | null; workshopId: number | null }) =>
    mayManageShiftsOf(actor, parentOf(shift)),
  /** A shift of a published parent is public; the others only its managers see. */
  read: (actor: Actor, shift: { parentPublic: boolean; organizationId: number | null; workshopId: number | null }) =>
    shift.parentPublic || mayManageShiftsOf(actor, parentOf(shift)),
  /** Anyone may sign up for a shift they can see, signed in or as a guest. */
  signUp: () => true,
  /** A signed-in user's own sign-ups. */
  listOwn: (actor: Actor) => actor !== null,
  /** Cancelling a sign-up: its volunteer (until the cut-off, decided by the service) or the shift's managers (any time). */
  cancelSignup: (actor: Actor, signup: { userId: number | null; organizationId: number | null; workshopId: number | null }) =>
    (actor !== null && signup.userId === actor.user.id) || mayManageShiftsOf(actor, parentOf(signup)),
  isOwn: (actor: Actor, signup: { userId: number | null }) => actor !== null && signup.userId === actor.user.id,
};
