/**
 * The data viewer (docs/domain.md#roles, docs/api.md "Data viewer"): admins and center superusers, and per dataset
 * only when the API's own list of that resource would show them the whole center. So the data viewer never reaches
 * further than the resource's policy: if a list rule narrows for a role, its dataset closes for that role too.
 */
import { mayUseDataViewer, type DataViewerDataset } from '@/domain/data-viewer';
import { mayManageAllForms } from '@/domain/forms';
import type { Viewer } from '../context';
import { applicationPolicy } from './applications';
import { contentPolicy } from './content';
import { organizationPolicy, userPolicy } from './index';
import { vacancyPolicy } from './vacancies';

type Actor = Viewer | null;

const WHOLE_CENTER: Record<DataViewerDataset, (actor: Viewer) => boolean> = {
  organizations: (actor) => organizationPolicy.visibleStatuses(actor) === null,
  users: (actor) => userPolicy.list(actor) && userPolicy.listScope(actor) === null,
  vacancies: (actor) => vacancyPolicy.list(actor) && vacancyPolicy.listScope(actor) === null,
  applications: (actor) => applicationPolicy.listScope(actor).all,
  pages: (actor) => contentPolicy.managePages(actor),
  forms: (actor) => mayManageAllForms(actor),
};

export const dataViewerPolicy = {
  read: (actor: Actor, dataset: DataViewerDataset): boolean => !!actor && mayUseDataViewer(actor) && WHOLE_CENTER[dataset](actor),
};
