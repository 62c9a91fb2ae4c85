/** The center's vacancy widgets (docs/authorization.md): whoever manages the center's site keeps them; anyone sees one. */
import { mayManageWidgets } from '@/domain/widgets';
import type { Viewer } from '../context';

export const widgetPolicy = {
  manage: (actor: Viewer | null) => mayManageWidgets(actor),
};
