/** /test/api: the server-side API client against the real backend, with the visitor's session. */
import { getTranslations } from 'next-intl/server';
import { DeveloperPage } from '@/components/developer/developer-page';
import { SampleResult } from '@/components/developer/sample-result';
import { DeveloperSection } from '@/components/developer/section';
import { loadApiSamples } from '@/lib/server/developer/api-samples';
import { getViewer } from '@/lib/server/session/viewer';
import { developerMetadata, developerPage, type PageParams } from '../../page-context';

export const generateMetadata = developerMetadata('api');

export default async function DeveloperApiPage({ params }: { params: PageParams }) {
  await developerPage(params);
  const [t, viewer] = await Promise.all([getTranslations('developer.api'), getViewer()]);
  const samples = await loadApiSamples(viewer);
  return (
    <DeveloperPage pageKey="api">
      <p className="text-sm text-muted-800 dark:text-muted-200">{viewer ? t('asViewer', { name: viewer.fullName }) : t('signedOut')}</p>
      <div className="grid gap-6 lg:grid-cols-2">
        {samples.map(({ key, sample }) => (
          <DeveloperSection key={key} title={t(`samples.${key}`)} description={t(`explain.${key}`)}>
            <SampleResult sample={sample} />
          </DeveloperSection>
        ))}
      </div>
    </DeveloperPage>
  );
}
