/**
 * Workshops (docs/domain.md#workshops, docs/authorization.md): center staff and content managers manage them;
 * everyone reads the published (and cancelled) ones, managers also drafts.
 */
import { mayManageWorkshops } from '@/domain/workshops';
import type { Viewer } from '../context';

type Actor = Viewer | null;

export const workshopPolicy = {
  manage: (actor: Actor) => mayManageWorkshops(actor),
  read: (actor: Actor, workshop: { status: string }) => workshop.status !== 'draft' || mayManageWorkshops(actor),
};
