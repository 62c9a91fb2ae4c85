/** /users/{id}/edit: profile fields, status (allowed transitions only) and adding an organization. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { mayUpdateUser } from '@/domain/users';
import { rulesTarget } from '@/lib/shared/users/user-view';
import { type PageParams, signedInPage } from '../../../page-context';
import { loadUser } from '../../load-user';
import { UserEditForm } from '@/components/users/user-edit-form';

type Params = Promise<{ center: string; locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'users.edit' });
  return { title: t('title') };
}

export default async function EditUserPage({ params }: { params: Params }) {
  const { id } = await params;
  const { viewer } = await signedInPage(params as PageParams, `/users/${encodeURIComponent(id)}/edit`);
  const loaded = await loadUser(viewer, id);
  if (loaded.forbidden || !mayUpdateUser(viewer, rulesTarget(loaded.user))) return <ForbiddenScreen />;
  return <UserEditForm user={loaded.user} />;
}
