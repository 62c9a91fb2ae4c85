/** /users/add ('Gebruiker toevoegen'): invite a user by e-mail. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/users/forbidden-screen';
import { canInviteUsers } from '@/lib/shared/users/rules';
import { type PageParams, signedInPage } from '../../page-context';
import { UserInviteClient } from './user-invite-client';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'users.add' });
  return { title: t('title') };
}

export default async function AddUserPage({ params }: { params: PageParams }) {
  const { viewer } = await signedInPage(params, '/users/add');
  // Only staff and organization superusers invite (userPolicy.create); the API checks again on submit.
  if (!canInviteUsers(viewer)) return <ForbiddenScreen />;
  return <UserInviteClient />;
}
