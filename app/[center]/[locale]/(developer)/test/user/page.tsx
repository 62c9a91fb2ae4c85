/** /test/user: the current viewer as the web receives it. */
import { DeveloperPage } from '@/components/developer/developer-page';
import { ViewerDetails } from '@/components/developer/viewer-details';
import { getViewer } from '@/lib/server/session/viewer';
import { developerMetadata, developerPage, type PageParams } from '../../page-context';

export const generateMetadata = developerMetadata('user');

export default async function DeveloperUserPage({ params }: { params: PageParams }) {
  await developerPage(params);
  const viewer = await getViewer();
  return (
    <DeveloperPage pageKey="user">
      <ViewerDetails viewer={viewer} signInHref="/auth/login-1?redirect=%2Ftest%2Fuser" />
    </DeveloperPage>
  );
}
