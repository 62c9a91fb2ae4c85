/**
 * /api/v1/analytics (docs/api.md, "Analytics"): the activity report (vacancies, applications, sign-ups) for center
 * staff and, limited to their organizations, organization superusers; the public site report (page views, searched
 * words) for center staff; and the public page-view beacon. Both reports compare the period with the one of equal
 * length before it.
 */
import { Hono, type Context } from 'hono';
import { isbot } from 'isbot';
import {
  analyticsOrganizationScope,
  bucketFor,
  countablePath,
  isValidPeriod,
  localDate,
  PAGE_VIEW_LIMIT,
  presetPeriod,
  previousPeriod,
  type AnalyticsPreset,
  type Period,
} from '@/domain/analytics';
import type { AppEnv } from '../../context';
import { addressBucket } from '../../net/client-address';
import { requireViewer } from '../../middleware/auth';
import { analyticsPolicy } from '../../policies';
import { readPlain } from '../../jsonapi/body';
import { document, resource } from '../../jsonapi/document';
import { ApiError, authorize, notFound, unprocessable } from '../../jsonapi/errors';
import { parseQuery } from '../../jsonapi/query';
import { json, noContent } from '../../jsonapi/respond';
import { activitySpec, pageViewBody, publicSpec } from './schemas';
import { cachedReport } from './cache';
import { activityReport, countPageView, publicReport } from './service';

export const analyticsRoutes = new Hono<AppEnv>();

const invalidFilter = (name: string) =>
  new ApiError(400, { code: 'invalidFilter', source: { parameter: `filter[${name}]` }, params: { name } });

/** The report's period: a preset, or from and to together, else the last 30 days (ending today in Amsterdam). */
function periodOf(c: Context<AppEnv>, f: { preset?: AnalyticsPreset; from?: string; to?: string }): Period {
  const today = localDate(c.get('deps').now());
  if (f.preset) {
    if (f.from || f.to) throw invalidFilter(f.from ? 'from' : 'to');
    return presetPeriod(f.preset, today);
  }
  if (!f.from !== !f.to) throw invalidFilter(f.from ? 'to' : 'from');
  const period = f.from && f.to ? { from: f.from, to: f.to } : presetPeriod('30d', today);
  if (!isValidPeriod(period)) throw invalidFilter('to');
  return period;
}

function periodAttributes(period: Period) {
  return { period, previousPeriod: previousPeriod(period), bucket: bucketFor(period) };
}

/** GET /analytics/activity: vacancies, applications and (whole center) sign-ups over the period. */
analyticsRoutes.get('/activity', async (c) => {
  const viewer = requireViewer(c);
  authorize(analyticsPolicy.view(viewer));
  const q = parseQuery(new URL(c.req.url), activitySpec);
  const period = periodOf(c, q.filter);
  let organizationIds = analyticsOrganizationScope(viewer);
  const chosen = q.filter.organization_id;
  if (chosen !== undefined) {
    // Another organization than one's own (or another center's) is not there for this viewer.
    if (organizationIds !== null && !organizationIds.includes(chosen)) throw notFound('organization');
    if (organizationIds === null) {
      const { db } = c.get('deps');
      const found = await db.query.organizations.findFirst({
        columns: { id: true },
        where: (o, { and, eq }) => and(eq(o.id, chosen), eq(o.volunteerCenterId, c.get('scope').center.id)),
      });
      if (!found) throw notFound('organization');
    }
    organizationIds = [chosen];
  }
  const attrs = periodAttributes(period);
  const { db, now } = c.get('deps');
  const centerId = c.get('scope').center.id;
  const key = `activity:${centerId}:${organizationIds?.join(',') ?? '*'}:${period.from}:${period.to}`;
  const report = await cachedReport(db, key, now().getTime(), () =>
    activityReport(db, { centerId, organizationIds, period, bucket: attrs.bucket }),
  );
  return json(
    c,
    document(
      resource({
        type: 'analytics_reports',
        id: `activity:${period.from}:${period.to}`,
        attributes: { ...attrs, organizationIds, ...report },
      }),
    ),
  );
});

/** GET /analytics/public_site: page views of the public pages and the most searched words. */
analyticsRoutes.get('/public_site', async (c) => {
  const viewer = requireViewer(c);
  authorize(analyticsPolicy.viewCenter(viewer));
  const q = parseQuery(new URL(c.req.url), publicSpec);
  const period = periodOf(c, q.filter);
  const attrs = periodAttributes(period);
  const { db, now } = c.get('deps');
  const centerId = c.get('scope').center.id;
  const report = await cachedReport(db, `public_site:${centerId}:${period.from}:${period.to}`, now().getTime(), () =>
    publicReport(db, { centerId, period, bucket: attrs.bucket }),
  );
  return json(
    c,
    document(resource({ type: 'analytics_reports', id: `public_site:${period.from}:${period.to}`, attributes: { ...attrs, ...report } })),
  );
});

/**
 * POST /analytics/page_views: the public pages' beacon, `{ "path": "/vacatures" }`. Counted per center, day and path;
 * neither the address, the user agent nor a cookie is stored (docs/decisions.md, "Counting without personal data").
 * Crawlers are answered but not counted; the address only feeds the in-memory rate limit.
 */
analyticsRoutes.post('/page_views', async (c) => {
  const { rateLimiter, db, now } = c.get('deps');
  const limited = await rateLimiter.hit(`page-view:ip:${addressBucket(c.get('ip'))}`, PAGE_VIEW_LIMIT.limit, PAGE_VIEW_LIMIT.windowMs);
  if (!limited.allowed) {
    const seconds = limited.retryAfterSeconds;
    throw new ApiError(429, { code: 'tooManyRequests', params: { seconds } }, { 'Retry-After': String(seconds) });
  }
  const body = await readPlain(c, pageViewBody);
  const path = countablePath(body.path);
  if (!path) throw unprocessable('invalidPagePath', '/path');
  if (!isbot(c.req.header('user-agent') ?? '')) await countPageView(db, c.get('scope').center.id, localDate(now()), path);
  return noContent(c);
});
