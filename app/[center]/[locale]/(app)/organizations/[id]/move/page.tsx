/** /organizations/{id}/move (center staff): to another center of the same tenant, when the site allows moving. */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { getViewerApi } from '@/lib/server/session/viewer';
import { signedInPage } from '../../../page-context';
import { mayAdministerOrganizations } from '../../data';
import { fetchOrganization } from '@/lib/shared/organizations/api';
import { MoveOrganizationForm } from '@/components/organizations/move-organization-form';

type Params = Promise<{ center: string; locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'organizations.move' });
  return { title: t('metaTitle') };
}

const centersSchema = z.array(z.object({ id: z.string(), name: z.string(), slug: z.string().nullish() }));

export default async function MoveOrganizationPage({ params }: { params: Params }) {
  const { id } = await params;
  const { center, viewer } = await signedInPage(params, `/organizations/${id}/move`);
  if (!mayAdministerOrganizations(viewer)) return <ForbiddenScreen />;
  const api = await getViewerApi(viewer);
  const loaded = await fetchOrganization(api, id);
  // Hidden when the site does not allow moving (and for deleted organizations).
  if (!loaded || !loaded.movingEnabled || loaded.organization.status === 'deleted') notFound();
  const doc = await api
    .get('/api/v1/volunteer_centers', { filter: { tenantKeyEq: center.tenantKey }, page: { size: 1000 }, sort: 'name' })
    .catch(() => null);
  const centers = doc
    ? centersSchema
        .parse(doc.data)
        .filter((c) => c.id !== center.id)
        .map((c) => ({ id: c.id, name: c.name }))
    : [];
  return (
    <MoveOrganizationForm
      organization={{ id: loaded.organization.id, name: loaded.organization.name }}
      currentCenterName={center.profile.name || center.name}
      centers={centers}
    />
  );
}
