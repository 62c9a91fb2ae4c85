/** /account/roles: the signed-in user's roles, with the organization each applies to. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountRoles } from '@/components/profile/account-roles';
import { TENANTS } from '@/lib/shared/tenancy/tenants';
import { type PageParams, signedInPage } from '../../page-context';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'account.roles' });
  return { title: t('metaTitle') };
}

export default async function AccountRolesPage({ params }: { params: PageParams }) {
  const { center, viewer } = await signedInPage(params, '/account/roles');
  return <AccountRoles roles={viewer.roles} appName={TENANTS[center.tenantKey].appName} />;
}
