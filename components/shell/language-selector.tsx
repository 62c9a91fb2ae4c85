'use client';

/**
 * Language side panel (docs/domain.md#screens-and-routes "Side panels: language"). Switches the locale and keeps the current path and
 * query; next-intl's router updates the NEXT_LOCALE cookie so the choice sticks.
 */
import { Check, Languages } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { usePathname, useRouter } from '@/lib/shared/i18n/navigation';
import { type AppLocale, isAppLocale, LOCALES } from '@/lib/shared/i18n/locales';
import { Sheet } from './sheet';
import { focusRing } from '@/components/ui/styles';
import { toolbarButtonClass } from './styles';

/** Each language in its own name, so a visitor finds theirs whatever the current language. */
const NATIVE_NAMES: Record<AppLocale, string> = { nl: 'Nederlands', en: 'English' };

/**
 * `icon` in the toolbar; `row` (with its own classes) in the phone menu, where the toolbar leaves the selector out.
 */
export function LanguageSelector({ rowClassName }: { rowClassName?: string } = {}) {
  const t = useTranslations('shell.language');
  const current = useLocale();
  const pathname = usePathname();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();

  function choose(locale: AppLocale) {
    setOpen(false);
    if (locale === current) return;
    const search = typeof window === 'undefined' ? '' : window.location.search;
    startTransition(() => router.replace(`${pathname}${search}`, { locale, scroll: false }));
  }

  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      title={t('title')}
      description={t('description')}
      closeLabel={t('close')}
      trigger={
        rowClassName ? (
          <button type="button" className={rowClassName} aria-busy={pending}>
            <Languages aria-hidden className="size-5 shrink-0" />
            <span>
              {t('title')}: {isAppLocale(current) ? NATIVE_NAMES[current] : current}
            </span>
          </button>
        ) : (
          <button
            type="button"
            className={toolbarButtonClass}
            aria-label={t('open', { language: isAppLocale(current) ? NATIVE_NAMES[current] : current })}
            aria-busy={pending}
          >
            <Languages aria-hidden className="size-5" />
          </button>
        )
      }
    >
      <ul className="space-y-1">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <button
              type="button"
              lang={locale}
              onClick={() => choose(locale)}
              aria-current={locale === current ? 'true' : undefined}
              className={`flex w-full items-center justify-between rounded-[var(--radius)] px-3 py-2 text-left hover:bg-muted-100 dark:hover:bg-muted-800 ${focusRing} ${locale === current ? 'font-semibold text-primary-700 dark:text-primary-300' : ''}`}
            >
              <span>{NATIVE_NAMES[locale]}</span>
              {locale === current ? <Check aria-hidden className="size-4" /> : null}
            </button>
          </li>
        ))}
      </ul>
    </Sheet>
  );
}
