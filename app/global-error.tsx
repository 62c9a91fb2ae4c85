'use client';

/**
 * Last-resort boundary: the root layout itself failed, so this renders its own <html>. No i18n provider and no
 * center branding here; the theme's default colors apply. Crawlers get the bare message.
 */
import './globals.css';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { BareError, ErrorScreen } from '@/components/ui/error-screen';
import { reportClientError } from '@/components/errors/report-error';
import { GLOBAL_ERROR_TEXTS, localeFromPath } from '@/lib/shared/errors/global-texts';

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const locale = localeFromPath(usePathname());
  // The crawler list (isbot's patterns, a few kB) loads only when this boundary renders: imported statically it
  // would ship with every page's first-load JavaScript, since the root error boundary is part of it.
  const [crawler, setCrawler] = useState(false);
  useEffect(() => {
    let current = true;
    void import('@/lib/shared/device/classify').then(({ isCrawler }) => {
      if (current) setCrawler(isCrawler(navigator.userAgent));
    });
    return () => {
      current = false;
    };
  }, []);
  const text = GLOBAL_ERROR_TEXTS[locale];
  useEffect(() => reportClientError(error), [error]);
  return (
    <html lang={locale}>
      <body className="min-h-dvh bg-background font-sans text-text antialiased">
        {crawler ? (
          <BareError code={null} title={text.title} />
        ) : (
          <ErrorScreen
            code={null}
            title={text.title}
            description={text.description}
            detail={error.digest ? `ref: ${error.digest}` : null}
            homeHref={locale === 'en' ? '/en' : '/'}
            homeLabel={text.backToHome}
            actions={
              <button
                type="button"
                onClick={reset}
                className="inline-flex items-center rounded-[var(--radius)] border border-muted-300 px-5 py-2.5 font-semibold hover:bg-muted-100"
              >
                {text.tryAgain}
              </button>
            }
          />
        )}
      </body>
    </html>
  );
}
