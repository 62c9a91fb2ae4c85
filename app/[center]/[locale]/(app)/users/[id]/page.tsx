/** /users/{id}: a user's profile, roles, organizations and the actions the viewer may take. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { type PageParams, signedInPage } from '../../page-context';
import { loadUser } from '../load-user';
import { UserDetail } from '@/components/users/user-detail';

type Params = Promise<{ center: string; locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'users.detail' });
  return { title: t('metaTitle') };
}

export default async function UserPage({ params }: { params: Params }) {
  const { id } = await params;
  const { viewer } = await signedInPage(params as PageParams, `/users/${encodeURIComponent(id)}`);
  const loaded = await loadUser(viewer, id);
  if (loaded.forbidden) return <ForbiddenScreen />;
  return <UserDetail initialUser={loaded.user} />;
}
