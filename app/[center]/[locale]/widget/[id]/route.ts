/**
 * /widget/{id}: the embeddable vacancy widget (docs/architecture.md "The vacancy widget"), a whole HTML document
 * rendered here without React, so a partner's page loads no framework code. It reads no session and sets no
 * cookie: it is the same for every visitor, which is what lets browsers without third-party cookies show it and a
 * CDN keep it (s-maxage). Framing by any site is allowed for this path only (frameAncestorsFor in
 * lib/shared/security/headers.ts). /widget/voorbeeld shows the settings screen's unsaved settings (never cached).
 */
import { getTranslations } from 'next-intl/server';
import { publicRequest } from '@/lib/server/content/public-page';
import { NONCE_HEADER } from '@/lib/server/routing/headers';
import { getWidgetContent, previewVacancies } from '@/lib/server/widgets/public-api';
import { absoluteAsset, absoluteUrl } from '@/lib/shared/content/seo';
import { CENTER_COOKIE } from '@/lib/shared/tenancy/resolve-center';
import { bankHref, type SearchParamsRecord } from '@/lib/shared/vacancies/filters';
import type { PublicVacancy } from '@/lib/shared/vacancies/public-vacancy';
import { WIDGET_PREVIEW_ID } from '@/lib/shared/widgets/embed';
import { widgetPageHtml } from '@/lib/shared/widgets/page';
import { widgetBankFilters, type WidgetSettings, widgetSettingsFromQuery } from '@/lib/shared/widgets/view';

type Params = Promise<{ center: string; locale: string; id: string }>;

/** A browser keeps it a minute, a shared cache five; the data cache behind it follows the vacancy and widget tags. */
const CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

function searchParamsOf(url: URL): SearchParamsRecord {
  const record: SearchParamsRecord = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    record[key] = values.length > 1 ? values : values[0];
  }
  return record;
}

const notFound = () =>
  new Response('<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>404</title></head><body><p>404</p></body></html>', {
    status: 404,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });

export async function GET(request: Request, { params }: { params: Params }) {
  const [publicReq, { id }] = await Promise.all([publicRequest(params), params]);
  if (!publicReq) return notFound();
  const { center, locale, key, origin } = publicReq;
  const preview = id === WIDGET_PREVIEW_ID;

  let settings: WidgetSettings;
  let vacancies: PublicVacancy[];
  if (preview) {
    settings = widgetSettingsFromQuery(searchParamsOf(new URL(request.url)));
    vacancies = await previewVacancies(key, locale, settings);
  } else {
    const content = await getWidgetContent(key, locale, id);
    if (!content) return notFound();
    settings = content.widget;
    vacancies = content.vacancies;
  }

  const [t, types] = await Promise.all([
    getTranslations({ locale, namespace: 'vacancyWidget' }),
    getTranslations({ locale, namespace: 'vacancyBank.types' }),
  ]);
  const name = center.profile.name;
  const html = widgetPageHtml({
    lang: locale,
    title: t('title', { name }),
    logoUrl: absoluteAsset(origin, center.profile.websiteLogoUrl) ?? null,
    primaryColor: center.profile.primaryColor,
    theme: settings.theme,
    items: vacancies.map((v) => ({
      title: v.title,
      url: absoluteUrl(origin, locale, `/vacancies/search/${v.id}`),
      details: [v.organizationName, v.remote ? t('remote') : v.city, types(v.vacancyType)].filter((s): s is string => !!s),
      summary: v.summary,
    })),
    emptyText: t('empty'),
    moreUrl: absoluteUrl(origin, locale, bankHref('/vacancies/search', widgetBankFilters(settings))),
    moreText: t('more', { name }),
    newWindowText: t('newWindow'),
    nonce: request.headers.get(NONCE_HEADER),
    noindex: true,
  });
  // A center chosen by the visitor's own center cookie (the /switch page, never a partner's iframe) is theirs alone.
  const chosenByCookie = new RegExp(`(?:^|;\\s*)${CENTER_COOKIE}=`).test(request.headers.get('cookie') ?? '');
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': preview ? 'no-store' : chosenByCookie ? 'private, max-age=60' : CACHE_CONTROL,
      'x-robots-tag': 'noindex',
    },
  });
}
