/**
 * The volunteer pool (docs/domain.md#volunteer-pool): volunteers and students keep their own pool profile;
 * organization superusers and center staff search the pool of their center; organization superusers reply for
 * the organization they act for; the volunteer alone reads, and answers, the replies to their profile.
 */
import { hasOrganizationRole, isCenterStaff, organizationsWithRole } from '@/domain/roles';
import { mayKeepPoolProfile, mayReadSentReplies, mayReplyToProfile, maySearchPool } from '@/domain/volunteer-pool';
import type { Viewer } from '../context';

type Actor = Viewer | null;

export const volunteerPoolPolicy = {
  keepProfile: (actor: Actor) => mayKeepPoolProfile(actor),
  search: (actor: Actor) => maySearchPool(actor),
  reply: (actor: Actor) => mayReplyToProfile(actor),
  /** Replying as this organization: its superuser only. */
  replyAs: (actor: Actor, organizationId: number) => hasOrganizationRole(actor, organizationId, 'organization_superuser'),
  listSent: (actor: Actor) => mayReadSentReplies(actor),
  /** Whose sent replies an actor lists: null = every organization of the center (center staff). */
  sentScope: (actor: Actor): number[] | null => (isCenterStaff(actor) ? null : organizationsWithRole(actor, 'organization_superuser')),
  /** A reply is read by its recipient, the sending organization's superusers and center staff. */
  readReply: (actor: Actor, reply: { organizationId: number; volunteerUserId: number }) =>
    !!actor &&
    (actor.user.id === reply.volunteerUserId ||
      isCenterStaff(actor) ||
      hasOrganizationRole(actor, reply.organizationId, 'organization_superuser')),
  /** Only the volunteer the reply was sent to answers it (or marks it read). */
  answer: (actor: Actor, reply: { volunteerUserId: number }) => !!actor && actor.user.id === reply.volunteerUserId,
};
