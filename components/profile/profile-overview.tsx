/**
 * The signed-in user's profile at a glance (details, periodic mail, roles, organizations), links to edit it, and
 * deleting the account behind a confirmation dialog. A server component; /profiel loads the profile.
 */
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { actionLinkClass } from '@/components/ui/styles';
import { Link } from '@/lib/shared/i18n/navigation';
import { digestSchedule } from '@/lib/shared/profile/digest-days';
import type { ProfileView } from '@/lib/shared/profile/profile-view';
import type { Viewer } from '@/lib/shared/session/types';
import { DeleteAccountDialog } from './delete-account-dialog';
import { linkClass, sectionClass } from './form-styles';

export async function ProfileOverview({ locale, viewer, profile }: { locale: string; viewer: Viewer; profile: ProfileView }) {
  const t = await getTranslations('profile.overview');
  const tDetails = await getTranslations('profile.details');
  const tDigest = await getTranslations('profile.digest');
  const tRoles = await getTranslations('session.roles');
  const notGiven = <span className="text-muted-700 dark:text-muted-300">{t('notGiven')}</span>;

  const schedule = digestSchedule(profile.digestDays);
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const digest =
    schedule.kind === 'some'
      ? tDigest('summary.some', { days: list.format(schedule.days.map((d) => tDigest(`dayInSentence.${d}`))) })
      : tDigest(`summary.${schedule.kind}`);
  const organizationName = (id: string | null) => viewer.organizations.find((o) => o.id === id)?.name;

  const rows: { label: string; value: ReactNode; edit: string }[] = [
    { label: tDetails('name'), value: profile.fullName || notGiven, edit: '/profile-edit' },
    { label: t('email'), value: <span className="break-all">{profile.email}</span>, edit: '/profile-edit/email' },
    { label: tDetails('phoneNumber'), value: profile.phoneNumber || notGiven, edit: '/profile-edit' },
    { label: tDetails('jobTitle'), value: profile.jobTitle || notGiven, edit: '/profile-edit' },
    { label: tDetails('gender'), value: profile.gender ? tDetails(`genders.${profile.gender}`) : notGiven, edit: '/profile-edit' },
    { label: t('language'), value: profile.locale === 'nl' ? 'Nederlands' : 'English', edit: '/profile-edit/settings' },
    { label: t('digest'), value: digest, edit: '/profile-edit/periodieke-mail' },
  ];

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title')}</h1>
          <p className="mt-2 text-muted-800 dark:text-muted-200">{t('intro')}</p>
        </div>
        <Link href="/profile-edit" className={actionLinkClass}>
          {t('edit')}
        </Link>
      </header>

      <section aria-labelledby="profile-details" className={sectionClass}>
        <h2 id="profile-details" className="font-heading text-xl font-semibold">
          {t('details')}
        </h2>
        <dl className="mt-4 divide-y divide-muted-200 dark:divide-muted-800">
          {rows.map((row) => (
            <div key={row.label} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr_auto] sm:items-baseline sm:gap-4">
              <dt className="text-sm font-medium">{row.label}</dt>
              <dd className="text-sm">{row.value}</dd>
              <dd className="text-sm">
                <Link href={row.edit} className={linkClass}>
                  {t('change')}
                  <span className="sr-only"> {row.label}</span>
                </Link>
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="profile-roles" className={sectionClass}>
          <h2 id="profile-roles" className="font-heading text-xl font-semibold">
            {t('roles')}
          </h2>
          {viewer.roles.length ? (
            <ul className="mt-4 space-y-2 text-sm">
              {viewer.roles.map((role) => (
                <li key={role.id}>
                  <span className="font-medium">{tRoles(role.name)}</span>
                  {role.organizationId ? (
                    <span> · {role.organizationName ?? organizationName(role.organizationId) ?? role.organizationId}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-sm">{t('noRoles')}</p>
          )}
        </section>
        <section aria-labelledby="profile-organizations" className={sectionClass}>
          <h2 id="profile-organizations" className="font-heading text-xl font-semibold">
            {t('organizations')}
          </h2>
          {viewer.organizations.length ? (
            <ul className="mt-4 space-y-2 text-sm">
              {viewer.organizations.map((organization) => (
                <li key={organization.id} className="font-medium">
                  {organization.name}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-sm">{t('noOrganizations')}</p>
          )}
        </section>
      </div>

      <section
        aria-labelledby="profile-delete"
        className="rounded-xl border border-red-300 bg-surface p-5 shadow-sm sm:p-6 dark:border-red-800"
      >
        <h2 id="profile-delete" className="font-heading text-xl font-semibold">
          {t('deleteTitle')}
        </h2>
        <p className="mt-2 text-sm">{t('deleteIntro')}</p>
        <div className="mt-4">
          {viewer.impersonating ? <p className="text-sm font-medium">{t('deleteImpersonating')}</p> : <DeleteAccountDialog />}
        </div>
      </section>
    </div>
  );
}
