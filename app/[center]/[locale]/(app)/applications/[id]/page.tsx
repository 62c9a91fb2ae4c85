/**
 * /applications/{id}: one application; accept or reject and the internal note for those who manage it,
 * withdrawing it for the applicant.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ApplicationDetails } from '@/components/applications/application-details';
import { ApplicationMessageButton } from '@/components/conversations/application-message-button';
import { conversationsOffered } from '@/lib/shared/conversations/access';
import { TENANTS } from '@/lib/shared/tenancy/tenants';
import { fetchApplication, validApplicationId } from '@/lib/shared/applications/api';
import type { ApplicationView } from '@/lib/shared/applications/view';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { BackLink } from '@/components/ui/back-link';
import { ApiRequestError } from '@/lib/shared/api/errors';
import { getViewerApi } from '@/lib/server/session/viewer';
import { signedInPage } from '../../page-context';
import { mayListVacancies } from '../../vacancies/data';

type Params = Promise<{ center: string; locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'applications.details' });
  return { title: t('metaTitle') };
}

export default async function ApplicationPage({ params }: { params: Params }) {
  const { id } = await params;
  const { center, viewer } = await signedInPage(params, `/applications/${id}`);
  if (!validApplicationId(id)) notFound();
  const api = await getViewerApi(viewer);
  let application: ApplicationView;
  try {
    application = await fetchApplication(api, id);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 403) return <ForbiddenScreen />;
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
  const t = await getTranslations('applications.details');
  return (
    <div className="space-y-4">
      <BackLink href="/applications">{t('back')}</BackLink>
      <ApplicationDetails
        application={application}
        canOpenVacancy={mayListVacancies(viewer)}
        own={application.userId === viewer.id}
        // One click to the application's conversation (docs/domain.md#conversations): for those who handle it, when
        // the applicant has an account to write to.
        actions={
          application.manageable && application.userId !== null && conversationsOffered(TENANTS[center.tenantKey].features, viewer) ? (
            <ApplicationMessageButton applicationId={application.id} />
          ) : null
        }
      />
    </div>
  );
}
