/**
 * The site footer: the profile's columns 1-4, 6 and 8 (each shown when it has a title or content; content is
 * plain text, line breaks kept) and the ANBI / NOV logos when the center enables them. Footer variant from the
 * theme: 'tab' (brand-colored band) or 'legacy' (light, bordered).
 */
import clsx from 'clsx';
import { getTranslations } from 'next-intl/server';
import { type CenterProfile, FOOTER_COLUMNS } from '@/lib/shared/center/types';
import type { ResolvedThemeConfig } from '@/lib/shared/theme/config';
import { footerColumns } from '@/lib/shared/center/footer-columns';
import { Link } from '@/lib/shared/i18n/navigation';
import { focusRing } from '@/components/ui/styles';

export interface SiteFooterProps {
  profile: CenterProfile;
  theme: Pick<ResolvedThemeConfig, 'footer' | 'header'>;
}

export async function SiteFooter({ profile, theme }: SiteFooterProps) {
  const t = await getTranslations('shell.footer');
  const tAccessibility = await getTranslations('accessibility');
  const columns = footerColumns(profile, FOOTER_COLUMNS);
  const tab = theme.footer.variant === 'tab';
  const year = new Date().getFullYear();
  return (
    <footer
      className={clsx(
        'mt-auto',
        tab
          ? 'bg-primary-900 text-primary-50 dark:bg-primary-950'
          : 'border-t border-muted-200 bg-muted-50 text-text dark:border-muted-800 dark:bg-muted-950',
      )}
    >
      <h2 className="sr-only">{t('heading')}</h2>
      <div className={clsx('mx-auto px-4 py-10 sm:px-6', !theme.header.fullWidth && 'max-w-7xl')}>
        {columns.length > 0 ? (
          <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {columns.map((column) => (
              <section key={column.number} aria-labelledby={column.title ? `footer-column-${column.number}` : undefined}>
                {column.title ? (
                  <h3 id={`footer-column-${column.number}`} className="mb-2 font-heading text-base font-semibold">
                    {column.title}
                  </h3>
                ) : null}
                {column.content ? (
                  <p className={clsx('text-sm whitespace-pre-line', tab ? 'text-primary-100' : 'text-muted-700 dark:text-muted-300')}>
                    {column.content}
                  </p>
                ) : null}
              </section>
            ))}
          </div>
        ) : null}
        <div
          className={clsx(
            'flex flex-wrap items-center justify-between gap-4 text-sm',
            columns.length > 0 && 'mt-10 border-t pt-6',
            tab ? 'border-primary-700' : 'border-muted-200 dark:border-muted-800',
          )}
        >
          <p>{t('copyright', { year, name: profile.name })}</p>
          <p>
            <Link href="/toegankelijkheid" className={clsx('underline underline-offset-2 hover:no-underline', focusRing)}>
              {tAccessibility('footerLink')}
            </Link>
          </p>
          {profile.showAnbiLogo || profile.showNovLogo ? (
            <ul className="flex items-center gap-3" aria-label={t('hallmarks')}>
              {profile.showAnbiLogo ? (
                <li className="rounded-[var(--radius)] bg-white p-1.5">
                  {/* eslint-disable-next-line @next/next/no-img-element -- small static SVG */}
                  <img src="/logos/anbi.svg" alt={t('anbi')} width={96} height={32} className="h-8 w-auto" />
                </li>
              ) : null}
              {profile.showNovLogo ? (
                <li className="rounded-[var(--radius)] bg-white p-1.5">
                  {/* eslint-disable-next-line @next/next/no-img-element -- small static SVG */}
                  <img src="/logos/nov.svg" alt={t('nov')} width={96} height={32} className="h-8 w-auto" />
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
