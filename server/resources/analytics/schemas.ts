/**
 * The contract of /api/v1/analytics (docs/api.md, "Analytics"): the period filter of both reports and the page-view
 * beacon's body. Shared by the router and the OpenAPI description (server/openapi), which must not import a router.
 */
import { ANALYTICS_PRESETS, isoDate } from '@/domain/analytics';
import { filterEnum, filterId } from '../../jsonapi/query';

/** filter[preset] or filter[from] + filter[to] (inclusive days); without any, the last 30 days. */
const periodFilters = {
  preset: filterEnum(ANALYTICS_PRESETS),
  from: isoDate,
  to: isoDate,
};

/** The activity report; center staff may narrow it to one organization, an organization superuser to one of theirs. */
export const activitySpec = { filters: { ...periodFilters, organization_id: filterId } } as const;

/** The public site report (page views, searched words): the whole center only. */
export const publicSpec = { filters: periodFilters } as const;

export { pageViewSchema as pageViewBody } from '@/domain/analytics';
