/** /test/auth: the sign-in state, seen by the server and by the browser. */
import { cookies } from 'next/headers';
import { AuthState } from '@/components/developer/auth-state';
import { DeveloperPage } from '@/components/developer/developer-page';
import { developerMetadata, developerPage, type PageParams } from '../../page-context';

export const generateMetadata = developerMetadata('auth');

export default async function DeveloperAuthPage({ params }: { params: PageParams }) {
  await developerPage(params);
  // Names only: the values are sealed secrets.
  const names = (await cookies()).getAll().map((cookie) => cookie.name);
  return (
    <DeveloperPage pageKey="auth">
      <AuthState serverCookieNames={names} signInHref="/auth/login-1?redirect=%2Ftest%2Fauth" />
    </DeveloperPage>
  );
}
