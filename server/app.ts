/**
 * The backend: a Hono app serving the JSON:API under /api/v1 and token auth under /auth.
 * It is mounted inside Next.js by catch-all route handlers and can also run on its own
 * (server/standalone.ts). It imports nothing from the web.
 */
import { Hono } from 'hono';
import type { AppEnv, Deps } from './context';
import { apiHeaders } from '@/lib/shared/security/headers';
import { serverEnv } from './env';
import { healthRoutes } from './health';
import { negotiateLocale, translator } from './i18n';
import { log } from './log';
import { requestLog } from './middleware/request-log';
import { errorResponse, notFoundResponse, setResponseHeader } from './jsonapi/respond';
import { authMiddleware } from './middleware/auth';
import { scopeMiddleware } from './middleware/scope';
import { authRoutes } from './resources/auth/routes';
import { organizationRoutes } from './resources/organizations/routes';
import { userRoutes } from './resources/users/routes';
import { currentUserRoutes } from './resources/current-user/routes';
import { volunteerCenterRoutes } from './resources/volunteer-centers/routes';
import { accountRoutes } from './resources/accounts/routes';
import { lookupRoutes } from './resources/lookups/routes';
import { uploadRoutes } from './resources/uploads/routes';
import { accountSelfRoutes } from './resources/current-user/account-routes';
import { applicationRoutes } from './resources/applications/routes';
import { notificationRoutes } from './resources/notifications/routes';
import { ageGroupRoutes, vacancyRoutes } from './resources/vacancies/routes';
import { pageRoutes } from './resources/pages/routes';
import { publicContentRoutes } from './resources/pages/public-routes';
import { menuItemRoutes, menuRoutes } from './resources/menus/routes';
import { stockImageRoutes } from './resources/stock-images/routes';
import { mediaFileRoutes } from './resources/media-files/routes';
import { socialMapRoutes } from './resources/social-map/routes';
import { formRoutes } from './resources/forms/routes';
import { dataExportRoutes } from './resources/data-exports/routes';
import { accessibilityRoutes } from './resources/accessibility/routes';
import { publicFormRoutes } from './resources/forms/public-routes';
import { feedRoutes } from './resources/feeds/routes';
import { publicWidgetRoutes, widgetRoutes } from './resources/widgets/routes';
import { savedSearchRoutes } from './resources/saved-searches/routes';
import { notificationTemplateRoutes } from './resources/notification-templates/routes';
import { failedMailRoutes } from './resources/failed-mails/routes';
import { digestRoutes } from './resources/digest/routes';
import { dashboardRoutes } from './resources/dashboard/routes';
import { dataViewerRoutes } from './resources/data-viewer/routes';
import { TRUST_NONE } from './net/client-address';
import { requestClientAddress } from './net/request-address';
import { openapiRoutes } from './openapi/routes';
import { analyticsRoutes } from './resources/analytics/routes';
import { hourRoutes } from './resources/hours/routes';
import { volunteerPoolRoutes } from './resources/volunteer-pool/routes';
import { shiftRoutes } from './resources/shifts/routes';
import { workshopRoutes } from './resources/workshops/routes';
import { calendarFeedRoutes } from './resources/calendar-feeds/routes';
import { conversationRoutes } from './resources/conversations/routes';

export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>();
  const env = serverEnv();
  const securityHeaders = apiHeaders(deps.production ?? env.NODE_ENV === 'production');

  // Outermost: the request id and the log line cover everything below, error answers included.
  app.use('*', requestLog({ logger: () => deps.logger ?? log(), enabled: env.API_LOG }));
  app.use('*', async (c, next) => {
    await next();
    // A response that brings its own policy keeps it (the API reference page allows its one style by hash).
    for (const [name, value] of Object.entries(securityHeaders)) if (!c.res.headers.has(name)) setResponseHeader(c, name, value);
  });
  app.use('*', async (c, next) => {
    const locale = negotiateLocale(c.req.header('accept-language'));
    c.set('deps', deps);
    c.set('locale', locale);
    c.set('t', translator(locale));
    // The real client address (server/net/request-address.ts): never a bare client-supplied header.
    c.set('ip', requestClientAddress(c.req.raw.headers, c.env, deps.trustedProxies ?? TRUST_NONE));
    await next();
    setResponseHeader(c, 'Vary', 'Accept-Language, access-token, client, uid, Volunteer-Center-Id, X-Tenant');
    if (!c.res.headers.has('cache-control')) setResponseHeader(c, 'Cache-Control', 'no-store');
  });
  // Before the tenant scope: a probe names no center.
  app.route('/', healthRoutes);
  // Before the center scope: the API description is the same for every center and for everyone.
  app.route('/api/v1', openapiRoutes);
  app.use('/api/v1/*', scopeMiddleware, authMiddleware);
  // '/auth/*' matches '/auth' itself too: a second registration would run both twice on POST /auth.
  app.use('/auth/*', scopeMiddleware, authMiddleware);

  app.route('/auth', authRoutes);
  app.route('/api/v1', accountRoutes);
  app.route('/api/v1/volunteer_centers', volunteerCenterRoutes);
  app.route('/api/v1/organizations', organizationRoutes);
  app.route('/api/v1/users', userRoutes);
  app.route('/api/v1/uploads', uploadRoutes);
  app.route('/api/v1', accountSelfRoutes);
  app.route('/api/v1', currentUserRoutes);
  app.route('/api/v1', lookupRoutes);
  // Full paths inside (/vacancies/:id/applications, /applications/…), beside the vacancies router.
  app.route('/api/v1', applicationRoutes);
  app.route('/api/v1/notifications', notificationRoutes);
  app.route('/api/v1/vacancies', vacancyRoutes);
  app.route('/api/v1/age_groups', ageGroupRoutes);
  app.route('/api/v1/pages', pageRoutes);
  app.route('/api/v1/menus', menuRoutes);
  app.route('/api/v1/menu_items', menuItemRoutes);
  app.route('/api/v1/stock_images', stockImageRoutes);
  app.route('/api/v1/media_files', mediaFileRoutes);
  app.route('/api/v1/public/forms', publicFormRoutes);
  app.route('/api/v1/public/feeds', feedRoutes);
  app.route('/api/v1/public/vacancy_widgets', publicWidgetRoutes);
  app.route('/api/v1/vacancy_widgets', widgetRoutes);
  app.route('/api/v1/public', publicContentRoutes);
  app.route('/api/v1/social_map', socialMapRoutes);
  app.route('/api/v1/forms', formRoutes);
  app.route('/api/v1/data_exports', dataExportRoutes);
  app.route('/api/v1/accessibility_contact', accessibilityRoutes);
  app.route('/api/v1/saved_searches', savedSearchRoutes);
  app.route('/api/v1/dashboard', dashboardRoutes);
  app.route('/api/v1/data_viewer', dataViewerRoutes);
  app.route('/api/v1/analytics', analyticsRoutes);
  app.route('/api/v1', hourRoutes);
  app.route('/api/v1', volunteerPoolRoutes);
  // Full paths inside (/shifts/…, /shift_signups/…), beside the vacancies and workshops routers.
  app.route('/api/v1', shiftRoutes);
  app.route('/api/v1/workshops', workshopRoutes);
  app.route('/api/v1', calendarFeedRoutes);
  app.route('/api/v1', conversationRoutes);

  app.route('/api/v1/notification_templates', notificationTemplateRoutes);
  app.route('/api/v1/failed_mails', failedMailRoutes);
  app.route('/api/v1/digest', digestRoutes);
  app.notFound((c) => notFoundResponse(c));
  app.onError((error, c) => errorResponse(c, error));
  return app;
}

export type BackendApp = ReturnType<typeof createApp>;
