/** /test/user-store: the session store and the TanStack Query cache of this tab. */
import { DeveloperPage } from '@/components/developer/developer-page';
import { UserStore } from '@/components/developer/user-store';
import { developerMetadata, developerPage, type PageParams } from '../../page-context';

export const generateMetadata = developerMetadata('userStore');

export default async function DeveloperUserStorePage({ params }: { params: PageParams }) {
  await developerPage(params);
  return (
    <DeveloperPage pageKey="userStore">
      <UserStore />
    </DeveloperPage>
  );
}
