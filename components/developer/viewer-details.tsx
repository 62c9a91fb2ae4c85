/**
 * /test/user: the signed-in user as the web knows them (lib/server/session getViewer: GET /api/v1/current_user with
 * roles and organizations, made into the plain Viewer the screens receive), or the way to sign in.
 */
import { getTranslations } from 'next-intl/server';
import { DescriptionList } from '@/components/ui/description-list';
import { EmptyState } from '@/components/ui/empty-state';
import { actionLinkClass } from '@/components/ui/styles';
import { Link } from '@/lib/shared/i18n/navigation';
import type { Viewer } from '@/lib/shared/session/types';
import { DeveloperSection, JsonBlock } from './section';

export async function ViewerDetails({ viewer, signInHref }: { viewer: Viewer | null; signInHref: string }) {
  const t = await getTranslations('developer.user');
  const tRoles = await getTranslations('session.roles');
  if (!viewer)
    return (
      <EmptyState title={t('signedOut')} description={t('signedOutDescription')} heading="h2">
        <Link href={signInHref} className={actionLinkClass}>
          {t('signIn')}
        </Link>
      </EmptyState>
    );
  const selected = viewer.organizations.find((o) => o.id === viewer.selectedOrganizationId);
  return (
    <div className="space-y-6">
      <DeveloperSection title={t('profileTitle')}>
        <DescriptionList
          items={[
            { term: t('id'), details: viewer.id },
            { term: t('name'), details: viewer.fullName },
            { term: t('email'), details: viewer.email, detailsClassName: 'break-all' },
            { term: t('selectedOrganization'), details: selected?.name ?? '—' },
            { term: t('impersonating'), details: viewer.impersonating ? t('yes') : t('no') },
          ]}
        />
      </DeveloperSection>
      <div className="grid gap-6 lg:grid-cols-2">
        <DeveloperSection title={t('rolesTitle', { count: viewer.roles.length })}>
          {viewer.roles.length ? (
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {viewer.roles.map((role) => (
                <li key={role.id}>
                  {tRoles(role.name)}
                  {role.organizationName ? ` — ${role.organizationName}` : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm">{t('none')}</p>
          )}
        </DeveloperSection>
        <DeveloperSection title={t('organizationsTitle', { count: viewer.organizations.length })}>
          {viewer.organizations.length ? (
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {viewer.organizations.map((organization) => (
                <li key={organization.id} className="break-words">
                  {organization.name} ({organization.organizationType})
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm">{t('none')}</p>
          )}
        </DeveloperSection>
      </div>
      <DeveloperSection title={t('rawTitle')} description={t('rawDescription')}>
        <JsonBlock value={viewer} label={t('rawTitle')} />
      </DeveloperSection>
    </div>
  );
}
