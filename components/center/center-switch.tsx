/**
 * /switch: the volunteer centers as buttons that make this browser show that center, and the way back to the
 * center of the host name. The page passes the server actions (app/…/(empty)/switch/actions.ts) in.
 */
import { getTranslations } from 'next-intl/server';
import { Alert } from '@/components/ui/alert';
import { focusRing } from '@/components/ui/styles';
import type { Center } from '@/lib/shared/center/types';
import { TENANTS } from '@/lib/shared/tenancy/tenants';

export async function CenterSwitch({
  centers,
  currentSlug,
  unknownCenter,
  chooseCenter,
  forgetCenter,
}: {
  centers: Center[];
  /** The center this browser shows now. */
  currentSlug: string;
  /** The last choice named no existing center (?error=unknown). */
  unknownCenter: boolean;
  chooseCenter: (formData: FormData) => Promise<void>;
  forgetCenter: () => Promise<void>;
}) {
  const t = await getTranslations('switch');
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:py-16">
      <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-3 text-muted-800 dark:text-muted-200">{t('intro')}</p>
      {unknownCenter ? (
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
