/**
 * /conversations/new?application_id= or ?volunteer_id=: a new conversation with a volunteer (docs/domain.md#conversations,
 * "Screens"), for the organizations the viewer handles or, for center staff, the center. Without a volunteer to write
 * to, the page says where conversations are started from.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ConversationsScreen } from '@/components/conversations/conversations-screen';
import { NewConversationForm } from '@/components/conversations/new-conversation-form';
import { ForbiddenScreen } from '@/components/errors/forbidden-screen';
import { Alert } from '@/components/ui/alert';
import { mayStartConversation } from '@/domain/conversations';
import { isCenterStaff, organizationsWithRole } from '@/domain/roles';
import { ApiRequestError } from '@/lib/shared/api/errors';
import { fetchApplication, validApplicationId } from '@/lib/shared/applications/api';
import { fetchUser } from '@/lib/shared/users/api';
import { getViewerApi } from '@/lib/server/session/viewer';
import { type PageParams, signedInPage } from '../../page-context';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'conversations.new' });
  return { title: t('metaTitle'), robots: { index: false } };
}

const one = (v: string | string[] | undefined) => (typeof v === 'string' && /^[1-9]\d{0,8}$/.test(v) ? v : null);

export default async function NewConversationPage({
  params,
  searchParams,
}: {
  params: PageParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const applicationId = one(query.application_id);
  const volunteerId = applicationId ? null : one(query.volunteer_id);
  const returnTo = `/conversations/new${applicationId ? `?application_id=${applicationId}` : volunteerId ? `?volunteer_id=${volunteerId}` : ''}`;
  const { center, viewer } = await signedInPage(params, returnTo);
  const t = await getTranslations('conversations.new');
  const centerName = center.profile.name || center.name;

  const organizations = organizationsWithRole(viewer, 'organization_superuser');
  const senders = [
    ...(isCenterStaff(viewer) ? [{ organizationId: null, name: centerName }] : []),
    ...viewer.organizations.filter((o) => organizations.includes(o.id)).map((o) => ({ organizationId: o.id, name: o.name })),
  ].filter((s) => mayStartConversation(viewer, s.organizationId));
  if (senders.length === 0) return <ForbiddenScreen />;
  const defaultSender =
    senders.find((s) => s.organizationId !== null && s.organizationId === viewer.selectedOrganizationId)?.organizationId ??
    senders[0]!.organizationId;

  const api = await getViewerApi(viewer);
  let recipient: string | null = null;
  let subject = '';
  let vacancyId: string | null = null;
  let problem: string | null = null;
  try {
    if (applicationId && validApplicationId(applicationId)) {
      const application = await fetchApplication(api, applicationId);
      if (application.userId === null) problem = t('guest');
      recipient = application.name || application.email;
      subject = application.vacancyTitle;
      vacancyId = application.vacancyId || null;
    } else if (volunteerId) {
      recipient = (await fetchUser(api, volunteerId)).fullName || null;
    }
  } catch (error) {
    // A volunteer the viewer may not read as a user (e.g. from a shift's sign-ups) is still one they may write to:
    // the API decides on submit. An application they may not see is not found.
    if (!(error instanceof ApiRequestError) || (applicationId && error.status !== 404 && error.status !== 403)) throw error;
    if (applicationId) problem = t('applicationNotFound');
  }

  const target = applicationId ? { applicationId } : volunteerId ? { volunteerId } : null;
  return (
    <ConversationsScreen viewerId={viewer.id} centerName={centerName}>
      <section aria-labelledby="new-conversation-heading" className="max-w-2xl space-y-4">
        <header className="space-y-1">
          <h2 id="new-conversation-heading" className="font-heading text-xl font-semibold">
            {t('title')}
          </h2>
          {recipient ? <p className="text-muted-800 dark:text-muted-200">{t('to', { name: recipient })}</p> : null}
        </header>
        {!target ? (
          <Alert tone="info">{t('noRecipient')}</Alert>
        ) : problem ? (
          <Alert tone="warning">{problem}</Alert>
        ) : (
          <NewConversationForm
            target={target}
            senders={senders}
            defaultSender={defaultSender}
            defaultSubject={subject}
            vacancyId={vacancyId}
          />
        )}
      </section>
    </ConversationsScreen>
  );
}
