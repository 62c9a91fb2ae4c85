/**
 * /test/server-error: with ?throw=1 this server component throws, so the answer is a 500 with the center's error
 * screen and the error reaches the error hook (Sentry when SENTRY_DSN is set). Without it, the page offers the ways in.
 */
import { DeveloperPage } from '@/components/developer/developer-page';
import { ServerErrorDemo } from '@/components/developer/server-error-demo';
import { developerMetadata, developerPage, type PageParams } from '../../page-context';

export const generateMetadata = developerMetadata('serverError');

export default async function DeveloperServerErrorPage({
  params,
  searchParams,
}: {
  params: PageParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale } = await developerPage(params);
  if ((await searchParams).throw === '1') throw new Error('Developer pages: a deliberate server error (/test/server-error?throw=1)');
  return (
    <DeveloperPage pageKey="serverError">
      <ServerErrorDemo throwHref={`${locale === 'en' ? '/en' : ''}/test/server-error?throw=1`} />
    </DeveloperPage>
  );
}
