/** /test/form: every control of the form kit. */
import { DeveloperPage } from '@/components/developer/developer-page';
import { FormKitDemo } from '@/components/developer/form-kit-demo';
import { developerMetadata, developerPage, type PageParams } from '../../page-context';

export const generateMetadata = developerMetadata('form');

export default async function DeveloperFormKitDemoPage({ params }: { params: PageParams }) {
  await developerPage(params);
  return (
    <DeveloperPage pageKey="form">
      <FormKitDemo />
    </DeveloperPage>
  );
}
