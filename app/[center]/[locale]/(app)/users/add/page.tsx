/** /users/add ('Gebruiker toevoegen'): invite a user by e-mail. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { mayManageUsers } from '@/domain/users';
import { type PageParams, signedInPage } from '../../page-context';
import { UserInviteForm } from '@/components/users/user-invite-form';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'users.add' });
  return { title: t('title') };
}

export default async function AddUserPage({ params }: { params: PageParams }) {
  const { viewer } = await signedInPage(params, '/users/add');
  // Only staff and organization superusers invite (userPolicy.create); the API checks again on submit.
  if (!mayManageUsers(viewer)) return <ForbiddenScreen />;
  return <UserInviteForm />;
}
