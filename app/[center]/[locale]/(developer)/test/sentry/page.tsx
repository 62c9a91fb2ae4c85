/** /test/sentry: a test event from the server and from the browser, when SENTRY_DSN is set. */
import { DeveloperPage } from '@/components/developer/developer-page';
import { SentryTest } from '@/components/developer/sentry-test';
import { webEnv } from '@/lib/server/env';
import { developerMetadata, developerPage, type PageParams } from '../../page-context';

export const generateMetadata = developerMetadata('sentry');

export default async function DeveloperSentryPage({ params }: { params: PageParams }) {
  await developerPage(params);
  // The host only: the DSN's key stays on the server.
  const dsnHost = webEnv.SENTRY_DSN ? new URL(webEnv.SENTRY_DSN).host : null;
  return (
    <DeveloperPage pageKey="sentry">
      <SentryTest dsnHost={dsnHost} environment={webEnv.NODE_ENV} />
    </DeveloperPage>
  );
}
