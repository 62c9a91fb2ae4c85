/**
 * /api/v1/notification_templates (docs/api.md, "Notification templates"): a center's own text per mail and language,
 * for the site managers (center_superuser, content_manager, admin). Another center's template is not found (404).
 * The list's meta names every mail the product sends with its placeholders, so the editor lists new mails by itself.
 * /preview renders a draft with sample values; /:id/test_mail sends the draft (or the saved text) to the viewer.
 */
import { Hono, type Context } from 'hono';
import { TENANTS, type TenantKey } from '@/lib/shared/tenancy';
import type { Locale } from '@/domain/values';
import { LOCALES } from '@/domain/values';
import type { AppEnv } from '../../context';
import { requireViewer } from '../../middleware/auth';
import { notificationTemplatePolicy } from '../../policies/notification-templates';
import { readResource } from '../../jsonapi/body';
import { collection, document } from '../../jsonapi/document';
import { authorize } from '../../jsonapi/errors';
import { parseId, parseQuery } from '../../jsonapi/query';
import { json, noContent } from '../../jsonapi/respond';
import { translator } from '../../i18n';
import {
  builtInTemplate,
  COMMON_PLACEHOLDERS,
  keyLabel,
  mailTemplateKeys,
  placeholdersOf,
  renderTemplate,
} from '../../mail/center-templates';
import { type MailParams, type MailTemplate, renderMail } from '../../mail/templates';
import { listSpec, NOTIFICATION_TEMPLATE_TYPES, templateCreate, templatePreview, templateUpdate, testMail } from './schemas';
import { notificationTemplateResource } from './serializers';
import * as service from './service';

export const notificationTemplateRoutes = new Hono<AppEnv>();

function manager(c: Context<AppEnv>) {
  const viewer = requireViewer(c);
  authorize(notificationTemplatePolicy.manage(viewer));
  return { viewer, scope: { centerId: c.get('scope').center.id, userId: viewer.user.id } };
}

async function ownTemplate(c: Context<AppEnv>) {
  const { scope } = manager(c);
  return service.getTemplateOrThrow(c.get('deps').db, scope, parseId(c.req.param('id')));
}

/** Sample values for the preview and the test mail: the viewer's name, the center's, a link to the site. */
function sampleParams(c: Context<AppEnv>, key: MailTemplate, locale: Locale): MailParams {
  const viewer = requireViewer(c);
  const center = c.get('scope').center;
  const t = translator(locale);
  const params: MailParams = {
    appName: TENANTS[center.tenantKey as TenantKey]?.appName ?? center.name,
    name: viewer.user.firstName || viewer.user.email,
    actionUrl: `${c.get('deps').centerUrl(center.slug).replace(/\/+$/, '')}${locale === 'nl' ? '' : `/${locale}`}`,
  };
  for (const name of placeholdersOf(key)) {
    if ((COMMON_PLACEHOLDERS as readonly string[]).includes(name)) continue;
    const path = `notificationTemplateApi.samples.${name}`;
    const sample = t(path);
    params[name] = sample === path ? `[${name}]` : sample;
  }
  return params;
}

notificationTemplateRoutes.get('/', async (c) => {
  const { scope } = manager(c);
  const url = new URL(c.req.url);
  const q = parseQuery(url, listSpec);
  const sort = q.sort[0] ?? { field: 'key', direction: 'asc' as const };
  const { rows, total } = await service.listTemplates(c.get('deps').db, scope, {
    sort: sort.field === 'updatedAt' ? 'updatedAt' : 'key',
    descending: sort.direction === 'desc',
    limit: q.page.size,
    offset: q.page.offset,
  });
  const doc = collection(rows.map(notificationTemplateResource), { number: q.page.number, size: q.page.size, total }, url);
  const locale = c.get('locale');
  const keys = mailTemplateKeys().map((key) => ({
    key,
    label: keyLabel(key, locale),
    placeholders: placeholdersOf(key),
    built_in: Object.fromEntries(LOCALES.map((l) => [l, builtInTemplate(key, l)])),
  }));
  return json(c, { ...doc, meta: { ...doc.meta, keys } });
});

notificationTemplateRoutes.post('/', async (c) => {
  const { scope } = manager(c);
  const attrs = await readResource(c, { types: NOTIFICATION_TEMPLATE_TYPES, attributes: templateCreate });
  const t = c.get('t');
  const key = service.checkKey(t, attrs.key);
  const row = await service.createTemplate(c.get('deps').db, scope, attrs, t, keyLabel(key, attrs.locale), c.get('deps').now());
  return json(c, document(notificationTemplateResource(row)), 201);
});

notificationTemplateRoutes.post('/preview', async (c) => {
  manager(c);
  const attrs = await readResource(c, { types: NOTIFICATION_TEMPLATE_TYPES, attributes: templatePreview });
  const t = c.get('t');
  const key = service.checkKey(t, attrs.key);
  service.checkTexts(t, key, attrs);
  const params = sampleParams(c, key, attrs.locale);
  const rendered = renderMail(key, attrs.locale, params, [], renderTemplate(attrs, key, params));
  return json(c, { meta: rendered });
});

notificationTemplateRoutes.get('/:id', async (c) => json(c, document(notificationTemplateResource(await ownTemplate(c)))));

notificationTemplateRoutes.patch('/:id', async (c) => {
  const row = await ownTemplate(c);
  const { scope } = manager(c);
  const attrs = await readResource(c, { types: NOTIFICATION_TEMPLATE_TYPES, attributes: templateUpdate, id: row.id });
  const updated = await service.updateTemplate(c.get('deps').db, scope, row, attrs, c.get('t'), c.get('deps').now());
  return json(c, document(notificationTemplateResource(updated)));
});

notificationTemplateRoutes.delete('/:id', async (c) => {
  const row = await ownTemplate(c);
  await service.deleteTemplate(c.get('deps').db, manager(c).scope, row);
  return noContent(c);
});

/** The draft in the body (or the saved text) with sample values, to the viewer's own address only. */
notificationTemplateRoutes.post('/:id/test_mail', async (c) => {
  const row = await ownTemplate(c);
  const { viewer } = manager(c);
  const attrs = await readResource(c, { types: NOTIFICATION_TEMPLATE_TYPES, attributes: testMail, id: row.id });
  const key = service.checkKey(c.get('t'), row.key);
  service.checkTexts(c.get('t'), key, attrs);
  const locale = row.locale;
  const params = sampleParams(c, key, locale);
  const custom = renderTemplate({ subject: attrs.subject ?? row.subject, body: attrs.body ?? row.body }, key, params);
  await c.get('deps').mailer.send({
    volunteerCenterId: c.get('scope').center.id,
    to: viewer.user.email,
    locale,
    template: key,
    params,
    custom,
  });
  return json(c, { meta: { to: viewer.user.email } }, 202);
});
