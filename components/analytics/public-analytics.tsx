'use client';

/**
 * What the public pages do for analytics (docs/decisions.md "Counting without personal data"), kept tiny:
 *
 * - a page-view beacon per page (also after client navigations): a keepalive POST of the path alone to
 *   /api/v1/analytics/page_views. It runs in the browser, so cached pages are counted too; no cookie is set or read.
 * - Google Analytics only when the center set a gtagId and only after the visitor agreed in the banner; the choice is
 *   kept in localStorage. Before that no Google script is requested. The script needs no nonce: a cached page's
 *   policy allows its origin, and on a page with a nonce 'strict-dynamic' trusts what the page's own scripts add.
 */
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { ANALYTICS_CONSENT_KEY } from '@/domain/analytics-consent';
import { focusRing } from '@/components/ui/styles';

type Consent = 'granted' | 'denied' | null;

function readConsent(): Consent {
  try {
    const value = window.localStorage.getItem(ANALYTICS_CONSENT_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function loadGoogleAnalytics(id: string) {
  if (document.getElementById('gtag-script')) return;
  window.dataLayer = window.dataLayer ?? [];
  const gtag = (...args: unknown[]) => window.dataLayer!.push(args);
  gtag('js', new Date());
  gtag('config', id, { anonymize_ip: true });
  const script = document.createElement('script');
  script.id = 'gtag-script';
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}

export function PublicAnalytics({ centerId, gtagId }: { centerId: string; gtagId: string | null }) {
  const t = useTranslations('analytics.consent');
  const pathname = usePathname();
  // undefined until read on the client: the server renders no banner, so a cached page shows none to a visitor who chose.
  const [consent, setConsent] = useState<Consent | undefined>(undefined);

  useEffect(() => {
    const body = JSON.stringify({ path: window.location.pathname });
    void fetch('/api/v1/analytics/page_views', {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json', 'Volunteer-Center-Id': centerId },
      body,
    }).catch(() => {
      // A lost page view is not worth an error.
    });
  }, [pathname, centerId]);

  useEffect(() => {
    // localStorage exists only in the browser: the choice is read after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (gtagId) setConsent(readConsent());
  }, [gtagId]);

  useEffect(() => {
    if (gtagId && consent === 'granted') loadGoogleAnalytics(gtagId);
  }, [gtagId, consent]);

  if (!gtagId || consent !== null) return null;

  const choose = (value: 'granted' | 'denied') => {
    try {
      window.localStorage.setItem(ANALYTICS_CONSENT_KEY, value);
    } catch {
      // Private mode: the choice holds for this page only.
    }
    setConsent(value);
  };
  const button = `inline-flex h-10 items-center rounded-md px-4 text-sm font-medium ${focusRing}`;
  return (
    <section
      aria-label={t('label')}
      className="fixed inset-x-2 bottom-2 z-40 rounded-xl border border-muted-200 bg-surface p-4 text-sm text-text shadow-lg sm:inset-x-auto sm:left-4 sm:max-w-md dark:border-muted-800"
    >
      <p>{t('text')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => choose('granted')}
          className={`${button} bg-primary-700 text-primary-foreground hover:bg-primary-800`}
        >
          {t('accept')}
        </button>
        <button
          type="button"
          onClick={() => choose('denied')}
          className={`${button} border border-muted-300 hover:bg-muted-50 dark:border-muted-700 dark:hover:bg-muted-900`}
        >
          {t('decline')}
        </button>
      </div>
    </section>
  );
}
