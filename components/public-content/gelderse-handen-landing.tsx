/** The Gelderse Handen campaign page: a brand hero, three points and a closing line (light colours only). */
import { getTranslations } from 'next-intl/server';
import { ForceColorMode } from '@/components/shell/force-color-mode';

export async function GeldersHandenLanding() {
  const t = await getTranslations('geldersHanden');
  const points = ['find', 'organizations', 'together'] as const;
  return (
    <div className="flex flex-1 flex-col">
      {/* The campaign page is designed for light only: its brand hero and photos were not made for dark. */}
      <ForceColorMode mode="light" />
      <div className="bg-primary-800 text-white dark:bg-primary-950">
        <div className="mx-auto max-w-3xl px-6 py-16 sm:py-24">
          <p className="text-sm font-semibold tracking-wide text-primary-100 uppercase">{t('eyebrow')}</p>
          <h1 className="mt-2 font-heading text-4xl font-bold tracking-tight sm:text-5xl">{t('title')}</h1>
          <p className="mt-5 text-lg text-primary-50">{t('intro')}</p>
        </div>
      </div>
      <div className="mx-auto w-full max-w-3xl px-6 py-12">
        <ul className="grid gap-6 sm:grid-cols-3">
          {points.map((p) => (
            <li key={p}>
              <h2 className="font-heading text-lg font-semibold text-primary-800 dark:text-primary-200">{t(`points.${p}.title`)}</h2>
              <p className="mt-2 text-sm text-muted-800 dark:text-muted-200">{t(`points.${p}.text`)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-muted-800 dark:text-muted-200">{t('closing')}</p>
      </div>
    </div>
  );
}
