/** /users/{id}/add_role: grant a role (with its organization when the role needs one). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForbiddenScreen } from '@/components/users/forbidden-screen';
import { grantableRoles } from '@/lib/shared/users/rules';
import { type PageParams, signedInPage } from '../../../page-context';
import { loadUser } from '../../load-user';
import { AddRoleClient } from './add-role-client';

type Params = Promise<{ center: string; locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'users.addRole' });
  return { title: t('title') };
}

export default async function AddRolePage({ params }: { params: Params }) {
  const { id } = await params;
  const { viewer } = await signedInPage(params as PageParams, `/users/${encodeURIComponent(id)}/add_role`);
  const loaded = await loadUser(viewer, id);
  if (loaded.forbidden || grantableRoles(viewer).length === 0) return <ForbiddenScreen />;
  return <AddRoleClient user={loaded.user} />;
}
