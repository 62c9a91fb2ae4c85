/** /switch (empty layout, public): lists the volunteer centers and lets this browser show another one. */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Alert } from '@/components/ui/alert';
import { focusRing } from '@/components/ui/styles';
import { createServerApi } from '@/lib/server/api/server';
import { fetchCenters } from '@/lib/shared/center/api';
import { isAppLocale } from '@/lib/shared/i18n/locales';
import { TENANTS } from '@/lib/shared/tenancy/tenants';
import { chooseCenter, forgetCenter } from './actions';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!isAppLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'switch' });
  return { title: t('title'), robots: { index: false } };
}

export default async function SwitchPage({
  params,
  searchParams,
}: {
  params: Promise<{ center: string; locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { center: currentSlug, locale } = await params;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  const [t, query] = await Promise.all([getTranslations('switch'), searchParams]);

  const api = await createServerApi({ locale, auth: null });
  const centers = await fetchCenters(api);

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:py-16">
      <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-3 text-muted-800 dark:text-muted-200">{t('intro')}</p>
      {query.error === 'unknown' ? (
        <Alert role="alert" tone="error" className="mt-4">
          {t('unknownCenter')}
        </Alert>
      ) : null}

      <form action={chooseCenter} className="mt-8">
        <fieldset>
          <legend className="sr-only">{t('listLabel')}</legend>
          {centers.length === 0 ? <p className="text-sm text-muted-700 dark:text-muted-300">{t('empty')}</p> : null}
          <ul className="divide-y divide-muted-200 overflow-hidden rounded-[var(--radius)] border border-muted-200 bg-surface dark:divide-muted-800 dark:border-muted-800">
            {centers.map((c) => {
              const current = c.slug === currentSlug;
              return (
                <li key={c.id}>
                  <button
                    type="submit"
                    name="slug"
                    value={c.slug}
                    aria-current={current ? 'true' : undefined}
                    className={`flex w-full items-center justify-between gap-4 px-4 py-3 text-left hover:bg-muted-50 dark:hover:bg-muted-900 ${focusRing}`}
                  >
                    <span>
                      <span className="block font-semibold">{c.name}</span>
                      <span className="block text-sm text-muted-700 dark:text-muted-300">{TENANTS[c.tenantKey].appName}</span>
                    </span>
                    {current ? (
                      <span className="rounded-full bg-primary-100 px-2.5 py-0.5 text-xs font-semibold text-primary-900 dark:bg-primary-900 dark:text-primary-100">
                        {t('current')}
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </fieldset>
      </form>

      <form action={forgetCenter} className="mt-6">
        <button
          type="submit"
          className={`rounded-[var(--radius)] border border-muted-300 px-4 py-2 text-sm font-semibold hover:bg-muted-100 dark:border-muted-700 dark:hover:bg-muted-800 ${focusRing}`}
        >
          {t('useHostCenter')}
        </button>
        <p className="mt-2 text-sm text-muted-700 dark:text-muted-300">{t('useHostCenterHelp')}</p>
      </form>
    </div>
  );
}
