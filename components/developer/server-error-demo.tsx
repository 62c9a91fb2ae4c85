'use client';

/**
 * /test/server-error: the ways to reach the error screen. The link loads the page with ?throw=1, whose server component
 * throws: Next.js answers 500 and renders the center's error boundary ([center]/[locale]/error.tsx), which reports
 * the error (Sentry when SENTRY_DSN is set; the server's onRequestError too). The button throws while rendering in
 * the browser: the same boundary, reported from the browser.
 */
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { actionLinkClass } from '@/components/ui/styles';
import { DeveloperSection } from './section';

function Thrower(): never {
  throw new Error('Developer pages: a deliberate error while rendering in the browser');
}

export function ServerErrorDemo({ throwHref }: { throwHref: string }) {
  const t = useTranslations('developer.serverError');
  const [broken, setBroken] = useState(false);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <DeveloperSection title={t('serverTitle')} description={t('serverDescription')}>
        {/* A full page load, so the 500 answer and the server-rendered error screen are what the browser gets. */}
        <a href={throwHref} className={actionLinkClass}>
          {t('throwServer')}
        </a>
      </DeveloperSection>
      <DeveloperSection title={t('browserTitle')} description={t('browserDescription')}>
        <Button variant="danger" onClick={() => setBroken(true)}>
          {t('throwBrowser')}
        </Button>
        {broken ? <Thrower /> : null}
      </DeveloperSection>
    </div>
  );
}
