/** /test/toaster: toasts and the loading bar. */
import { DeveloperPage } from '@/components/developer/developer-page';
import { ToasterDemo } from '@/components/developer/toaster-demo';
import { developerMetadata, developerPage, type PageParams } from '../../page-context';

export const generateMetadata = developerMetadata('toaster');

export default async function DeveloperToasterDemoPage({ params }: { params: PageParams }) {
  await developerPage(params);
  return (
    <DeveloperPage pageKey="toaster">
      <ToasterDemo />
    </DeveloperPage>
  );
}
