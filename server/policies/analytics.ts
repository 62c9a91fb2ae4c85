/**
 * Analytics (docs/domain.md#analytics): center staff see the whole center's figures and its public site's use;
 * organization superusers the activity of their own organizations. The page-view beacon needs no policy (public).
 */
import { mayViewAnalytics, mayViewCenterAnalytics } from '@/domain/analytics';
import type { Viewer } from '../context';

type Actor = Viewer | null;

export const analyticsPolicy = {
  /** The activity report: the whole center for staff, their organizations for organization superusers. */
  view: (actor: Actor) => mayViewAnalytics(actor),
  /** The public site report (page views, searched words) is the center's only. */
  viewCenter: (actor: Actor) => mayViewCenterAnalytics(actor),
};
