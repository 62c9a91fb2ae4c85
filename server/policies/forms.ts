/**
 * Forms (docs/domain.md#forms): center staff and content managers manage every form of the center, organization
 * superusers the forms of their own organizations; nobody else any. Answering a form needs no policy (public).
 */
import { type FormAccess, mayManageForm, mayManageForms } from '@/domain/forms';
import type { Viewer } from '../context';

type Actor = Viewer | null;

export const formPolicy = {
  /** May open the form builder at all (its list then shows only the forms `manage` allows). */
  list: (actor: Actor) => mayManageForms(actor),
  /** This form, or a new one for this organization (null: the center's own). */
  manage: (actor: Actor, form: FormAccess<number>) => mayManageForm(actor, form),
};
