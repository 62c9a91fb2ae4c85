/** The empty layout (docs/domain.md#screens-and-routes): no header or footer, just the page, centered; used by /switch, /gelderse-handen, forms. */
import clsx from 'clsx';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

export async function EmptyLayout({ children, className }: { children: ReactNode; className?: string }) {
  const t = await getTranslations('shell');
  return (
    <>
      <SkipLink label={t('skipToContent')} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={clsx('flex min-h-dvh flex-col outline-none', className)}>
        {children}
      </main>
    </>
  );
}
