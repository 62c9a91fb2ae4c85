/** /test/dollar-api: the browser's API client called by hand (the old app's $api). */
import { DeveloperPage } from '@/components/developer/developer-page';
import { DollarApiConsole } from '@/components/developer/dollar-api-console';
import { developerMetadata, developerPage, type PageParams } from '../../page-context';

export const generateMetadata = developerMetadata('dollarApi');

export default async function DeveloperDollarApiConsolePage({ params }: { params: PageParams }) {
  await developerPage(params);
  return (
    <DeveloperPage pageKey="dollarApi">
      <DollarApiConsole />
    </DeveloperPage>
  );
}
