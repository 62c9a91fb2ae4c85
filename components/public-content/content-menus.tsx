/**
 * The center's header and footer menus from its menu items. Plain links; a parent with children opens with
 * <details>, so the menus work without script.
 */
import { ChevronDown } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { SmartLink } from '@/components/blocks/shared';
import { focusRing } from '@/components/shell/styles';
import type { MenuLink } from '@/lib/shared/content/public-data';

const linkClass = `inline-flex min-h-10 items-center rounded-[var(--radius)] px-3 text-sm font-medium hover:bg-muted-100 hover:text-primary-800 dark:hover:bg-muted-800 dark:hover:text-primary-200 ${focusRing}`;

export async function HeaderMenu({ items }: { items: readonly MenuLink[] }) {
  if (items.length === 0) return null;
  const t = await getTranslations('publicContent');
  return (
    <nav aria-label={t('menus.header')} className="border-b border-muted-200 bg-surface dark:border-muted-800">
      <ul className="mx-auto flex w-full max-w-7xl flex-wrap items-center gap-1 px-4 py-1.5 sm:px-6">
        {items.map((item) => (
          <li key={item.id} className="relative">
            {item.children.length > 0 ? (
              <details className="group">
                <summary className={`${linkClass} cursor-pointer list-none gap-1 [&::-webkit-details-marker]:hidden`}>
                  {item.name}
                  <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
                </summary>
                <ul className="absolute left-0 z-40 mt-1 min-w-56 rounded-[var(--radius)] border border-muted-200 bg-surface p-1 shadow-lg dark:border-muted-800">
                  {item.href ? (
                    <li>
                      <SmartLink href={item.href} className={`${linkClass} w-full`}>
                        {item.name}
                      </SmartLink>
                    </li>
                  ) : null}
                  {item.children.map((child) =>
                    child.href ? (
                      <li key={child.id}>
                        <SmartLink href={child.href} className={`${linkClass} w-full`}>
                          {child.name}
                        </SmartLink>
                      </li>
                    ) : null,
                  )}
                </ul>
              </details>
            ) : item.href ? (
              <SmartLink href={item.href} className={linkClass}>
                {item.name}
              </SmartLink>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export async function FooterMenu({ items }: { items: readonly MenuLink[] }) {
  if (items.length === 0) return null;
  const t = await getTranslations('publicContent');
  const footerLink = `text-sm underline-offset-2 hover:underline ${focusRing}`;
  return (
    <nav aria-label={t('menus.footer')} className="border-t border-muted-200 bg-surface dark:border-muted-800">
      <ul className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.id}>
            {item.href ? (
              <SmartLink href={item.href} className={`${footerLink} font-semibold`}>
                {item.name}
              </SmartLink>
            ) : (
              <span className="text-sm font-semibold">{item.name}</span>
            )}
            {item.children.length > 0 ? (
              <ul className="mt-2 grid gap-1.5">
                {item.children.map((child) =>
                  child.href ? (
                    <li key={child.id}>
                      <SmartLink href={child.href} className={`${footerLink} text-muted-800 dark:text-muted-200`}>
                        {child.name}
                      </SmartLink>
                    </li>
                  ) : null,
                )}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
