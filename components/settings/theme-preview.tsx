'use client';

/**
 * The design screen's live preview: a sample header, card, buttons and footer styled by the same
 * themeToCssVariables the root layout uses, applied as custom properties on this element only (Tailwind's
 * utilities read var(--color-…), so everything inside follows the form as it changes).
 */
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';
import { resolveThemeConfig } from '@/lib/shared/theme/config';
import { themeToCssVariables, type ThemeInput } from '@/lib/shared/theme/css-variables';

export function ThemePreview({ theme, name }: { theme: ThemeInput; name: string }) {
  const t = useTranslations('settings.design.preview');
  const resolved = resolveThemeConfig(theme.themeConfig);
  const style = themeToCssVariables(theme, resolved) as CSSProperties;
  const { header, footer } = resolved;
  const items = [t('home'), t('vacancies'), t('about')];

  return (
    <section aria-labelledby="theme-preview-title" className="space-y-3">
      <div>
        <h2 id="theme-preview-title" className="font-heading text-xl font-semibold">
          {t('title')}
        </h2>
        <p className="text-sm text-muted-800 dark:text-muted-200">{t('description')}</p>
      </div>
      {/* A sample only: spans styled as links and buttons, so nothing in it is focusable or announced as a control. */}
      <div style={style} className="overflow-hidden rounded-xl border border-muted-300 bg-background font-sans text-text shadow-sm">
        <div className={clsx('border-b border-muted-200 bg-white', header.variant === 'legacy' && 'border-b-4 border-b-primary-700')}>
          <div
            className={clsx(
              'flex items-center gap-4 px-4 py-3',
              !header.fullWidth && 'mx-auto max-w-xl',
              header.centerMenuItems ? 'justify-between' : '',
            )}
          >
            <span className="font-heading text-base font-bold text-primary-800">{name}</span>
            <ul className={clsx('flex flex-1 gap-1 text-sm', header.centerMenuItems ? 'justify-center' : 'justify-start')}>
              {items.map((item, index) => (
                <li
                  key={item}
                  className={clsx(
                    'px-2 py-1',
                    header.menuItemFontClass,
                    header.variant === 'tab'
                      ? index === 0 && 'rounded-t-lg border-b-2 border-primary-700 text-primary-800'
                      : index === 0 && 'rounded-lg bg-primary-50 text-primary-800',
                  )}
                >
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="space-y-4 p-5">
          <div className="rounded-lg border border-muted-200 bg-white p-4 shadow-sm">
            <p className="font-heading text-lg font-bold text-primary-900">{t('cardTitle')}</p>
            <p className="mt-1 text-sm">{t('cardBody')}</p>
            <p className="mt-2 text-sm font-medium text-primary-700 underline underline-offset-2">{t('link')}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <span className="inline-flex h-10 items-center rounded-md bg-primary-700 px-4 text-sm font-medium text-primary-foreground">
              {t('primaryButton')}
            </span>
            <span className="inline-flex h-10 items-center rounded-md bg-secondary-700 px-4 text-sm font-medium text-secondary-foreground">
              {t('secondaryButton')}
            </span>
            <span className="inline-flex h-10 items-center rounded-md border border-primary-600 px-4 text-sm font-medium text-primary-700">
              {t('outlineButton')}
            </span>
          </div>
          <div className="flex gap-1" aria-hidden="true">
            {(['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const).map((key) => (
              <span key={key} className="h-4 flex-1 rounded-sm" style={{ backgroundColor: `var(--color-primary-${key})` }} />
            ))}
          </div>
        </div>
        <div
          className={clsx(
            'px-5 py-3 text-sm',
            footer.variant === 'tab' ? 'bg-primary-900 text-white' : 'border-t-4 border-primary-700 bg-muted-100 text-muted-900',
          )}
        >
          {t('footerText')} · {name}
        </div>
      </div>
    </section>
  );
}
