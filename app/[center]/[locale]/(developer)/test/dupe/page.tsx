/** /test/dupe: duplicate requests: one request for every component asking under the same query key. */
import { DeveloperPage } from '@/components/developer/developer-page';
import { DedupeDemo } from '@/components/developer/dedupe-demo';
import { developerMetadata, developerPage, type PageParams } from '../../page-context';

export const generateMetadata = developerMetadata('dupe');

export default async function DeveloperDedupeDemoPage({ params }: { params: PageParams }) {
  await developerPage(params);
  return (
    <DeveloperPage pageKey="dupe">
      <DedupeDemo />
    </DeveloperPage>
  );
}
