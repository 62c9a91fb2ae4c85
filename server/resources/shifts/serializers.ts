/** JSON:API resources of shifts and sign-ups (docs/api.md "Shifts"). Tokens and their hashes stay inside. */
import { cancelUntil } from '@/domain/shifts';
import { resource, type ResourceObject } from '../../jsonapi/document';
import { shiftFigures, type ShiftView, type SignupView } from './service';

export function shiftResource(s: ShiftView): ResourceObject {
  return resource({
    type: 'shifts',
    id: s.id,
    attributes: {
      vacancyId: s.vacancyId,
      workshopId: s.workshopId,
      title: s.title,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      place: s.place,
      description: s.description,
      capacity: s.capacity,
      cancelCutoffHours: s.cancelCutoffHours,
      status: s.status,
      ...shiftFigures(s),
      mySignupId: s.mySignupId,
      mySignupStatus: s.mySignupStatus,
    },
  });
}

/** A sign-up as its volunteer sees it (the answer to signing up, "my shifts", the mailed links). */
export function ownSignupResource(s: SignupView): ResourceObject {
  return resource({
    type: 'shift_signups',
    id: s.id,
    attributes: {
      status: s.status,
      waitlistPosition: s.waitlistPosition,
      shiftId: s.shiftId,
      shiftStatus: s.shiftStatus,
      vacancyId: s.vacancyId,
      workshopId: s.workshopId,
      title: s.title,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      place: s.place,
      cancelUntil: s.status === 'cancelled' ? null : cancelUntil(s),
      createdAt: s.createdAt,
    },
  });
}

/** A sign-up as the shift's managers see it: who comes and how to reach them. */
export function managedSignupResource(s: SignupView): ResourceObject {
  return resource({
    type: 'shift_signups',
    id: s.id,
    attributes: {
      shiftId: s.shiftId,
      userId: s.userId,
      firstName: s.firstName,
      lastName: s.lastName,
      email: s.email,
      phoneNumber: s.phoneNumber,
      status: s.status,
      waitlistPosition: s.waitlistPosition,
      attended: s.attended,
      createdAt: s.createdAt,
    },
  });
}
