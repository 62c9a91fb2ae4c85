'use client';

/**
 * /test/sentry: one test event from the server (a server action, flushed before it answers) and one from the browser
 * (the SDK the root layout starts only with a DSN, components/monitoring). Without SENTRY_DSN nothing leaves the
 * machine and the page says so.
 */
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DescriptionList } from '@/components/ui/description-list';
import { sendServerTestEvent, type SentryTestResult } from '@/lib/server/developer/actions';
import { DeveloperSection } from './section';

async function sendBrowserTestEvent(): Promise<SentryTestResult> {
  const Sentry = await import('@sentry/nextjs');
  if (!Sentry.getClient()) return { status: 'notConfigured' };
  const eventId = Sentry.captureMessage('Developer pages: browser test event', { level: 'info', tags: { source: 'developer-pages' } });
  return (await Sentry.flush(2000)) ? { status: 'sent', eventId } : { status: 'failed' };
}

export function SentryTest({ dsnHost, environment }: { dsnHost: string | null; environment: string }) {
  const t = useTranslations('developer.sentry');
  const [server, setServer] = useState<SentryTestResult | null>(null);
  const [browser, setBrowser] = useState<SentryTestResult | null>(null);
  const [pending, setPending] = useState<'server' | 'browser' | null>(null);

  const run = async (where: 'server' | 'browser') => {
    setPending(where);
    try {
      const result = await (where === 'server' ? sendServerTestEvent() : sendBrowserTestEvent()).catch((): SentryTestResult => ({
        status: 'failed',
      }));
      (where === 'server' ? setServer : setBrowser)(result);
    } finally {
      setPending(null);
    }
  };
  const describe = (result: SentryTestResult | null) =>
    result === null ? '' : result.status === 'sent' ? t('sent', { id: result.eventId }) : t(result.status);

  return (
    <div className="space-y-6">
      <DeveloperSection title={t('setupTitle')}>
        <DescriptionList
          items={[
            { term: t('dsn'), details: dsnHost ? t('dsnSet', { host: dsnHost }) : t('dsnUnset'), detailsClassName: 'break-all' },
            { term: t('environment'), details: environment },
          ]}
        />
      </DeveloperSection>
      <div className="grid gap-6 md:grid-cols-2">
        <DeveloperSection title={t('serverTitle')} description={t('serverDescription')}>
          <Button onClick={() => void run('server')} pending={pending === 'server'}>
            {t('sendServer')}
          </Button>
          <p role="status" className="text-sm break-words">
            {describe(server)}
          </p>
        </DeveloperSection>
        <DeveloperSection title={t('browserTitle')} description={t('browserDescription')}>
          <Button onClick={() => void run('browser')} pending={pending === 'browser'}>
            {t('sendBrowser')}
          </Button>
          <p role="status" className="text-sm break-words">
            {describe(browser)}
          </p>
        </DeveloperSection>
      </div>
    </div>
  );
}
