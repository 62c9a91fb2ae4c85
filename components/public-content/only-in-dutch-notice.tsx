/** Shown above a page that an English visitor reached but that exists only in Dutch (findContentPage). */
import { getTranslations } from 'next-intl/server';

export async function OnlyInDutchNotice() {
  const t = await getTranslations('publicContent');
  return (
    <p role="note" className="mx-auto w-full max-w-7xl px-4 pt-6 text-sm text-muted-800 sm:px-6 dark:text-muted-200">
      {t('onlyInDutch')}
    </p>
  );
}
