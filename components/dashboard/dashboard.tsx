/**
 * The dashboard: per role what to do next (docs/domain.md#dashboard). Cards per section of GET /api/v1/dashboard,
 * every figure a link to the filtered list behind it, short lists of the rows themselves, empty states; below them
 * the user's notifications, organizations and roles. A server component; the page loads the data.
 */
import clsx from 'clsx';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { OrganizationSelectButton } from '@/components/session/organization-select-button';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { cardClass, focusRing, linkClass } from '@/components/ui/styles';
import { APPLICATION_STATES, type ApplicationState } from '@/domain/applications';
import {
  type DashboardApplicationItem,
  EXPIRING_WITHIN_DAYS,
  HOURS_MONTHS,
  RECENT_SIGNUP_DAYS,
  RECENTLY_CHANGED_DAYS,
  UNANSWERED_AFTER_DAYS,
} from '@/domain/dashboard';
import type { DashboardView } from '@/lib/shared/dashboard/api';
import { Link } from '@/lib/shared/i18n/navigation';
import type { RoleName, ViewerOrganization } from '@/lib/shared/session/types';
import { HoursTable } from './hours-table';

export interface DashboardProps {
  viewerName: string;
  appName: string;
  centerName: string;
  /** null when the figures could not be loaded. */
  data: DashboardView | null;
  organizations: ViewerOrganization[];
  selectedOrganizationId: string | null;
  roles: RoleName[];
}

type T = Awaited<ReturnType<typeof getTranslations<'dashboard'>>>;
type Format = Awaited<ReturnType<typeof getFormatter>>;

const STATE_TONES: Record<ApplicationState, BadgeTone> = { new: 'info', accepted: 'success', rejected: 'danger', withdrawn: 'muted' };

/** A figure: the number large, its label, and the whole tile a link to the list it counts. */
function Figure({ value, label, href, testId }: { value: number; label: string; href: string; testId: string }) {
  return (
    <li>
      <Link
        href={href}
        data-testid={testId}
        className={clsx(
          'flex h-full flex-col rounded-lg border border-muted-200 bg-muted-50 p-3 hover:border-primary-400 hover:bg-primary-50 dark:border-muted-800 dark:bg-muted-900 dark:hover:bg-muted-800',
          focusRing,
        )}
      >
        <span className="text-3xl font-bold text-primary-800 tabular-nums dark:text-primary-200">{value}</span>
        <span className="mt-1 text-sm text-muted-800 dark:text-muted-200">{label}</span>
      </Link>
    </li>
  );
}

function Figures({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return <ul className={clsx('mt-4 grid grid-cols-2 gap-3', wide && 'sm:grid-cols-3 xl:grid-cols-5')}>{children}</ul>;
}

function Card({
  id,
  title,
  intro,
  wide = false,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={clsx(cardClass, 'min-w-0', wide && 'lg:col-span-2')}>
      <h2 id={id} className="font-heading text-xl font-semibold">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-muted-800 dark:text-muted-200">{intro}</p> : null}
      {children}
    </section>
  );
}

/** A short list under its heading, or one line saying there is nothing. */
function ShortList({ title, empty, children, more }: { title: string; empty: string; children: ReactNode[]; more?: ReactNode }) {
  return (
    <div className="min-w-0">
      <h3 className="font-heading text-base font-semibold">{title}</h3>
      {children.length ? (
        <ul className="mt-2 divide-y divide-muted-200 text-sm dark:divide-muted-800">{children}</ul>
      ) : (
        <p className="mt-2 rounded-md border border-dashed border-muted-300 p-3 text-sm text-muted-800 dark:border-muted-700 dark:text-muted-200">
          {empty}
        </p>
      )}
      {more ? <p className="mt-2 text-sm">{more}</p> : null}
    </div>
  );
}

function Row({ href, title, detail, badge }: { href: string; title: string; detail?: string; badge?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 py-2">
      <span className="min-w-0">
        <Link href={href} className={clsx(linkClass, 'break-words')}>
          {title}
        </Link>
        {detail ? <span className="block text-muted-700 dark:text-muted-300">{detail}</span> : null}
      </span>
      {badge}
    </li>
  );
}

const date = (format: Format, iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });

function applicationRows(
  items: DashboardApplicationItem[],
  t: T,
  tState: (s: ApplicationState) => string,
  format: Format,
  showName: boolean,
) {
  return items.map((a) => (
    <Row
      key={a.id}
      href={`/applications/${a.id}`}
      title={showName ? t('applicationTitle', { name: a.name, vacancy: a.vacancyTitle }) : a.vacancyTitle}
      detail={t('appliedOn', { date: date(format, a.createdAt) })}
      badge={<Badge tone={STATE_TONES[a.state]}>{tState(a.state)}</Badge>}
    />
  ));
}

export async function Dashboard({ viewerName, appName, centerName, data, organizations, selectedOrganizationId, roles }: DashboardProps) {
  const t = await getTranslations('dashboard');
  const tSession = await getTranslations('session');
  const tStates = await getTranslations('applications.states');
  const tState = (s: ApplicationState) => tStates(s);
  const format = await getFormatter();
  const center = data?.center ?? null;
  const organization = data?.organization ?? null;
  const hours = data?.hours ?? null;
  const volunteer = data?.volunteer ?? null;
  const mentor = data?.mentor ?? null;
  const content = data?.content ?? null;
  const unread = data?.notifications?.unread ?? 0;

  return (
    <div className="space-y-8">
      <header>
        <h1 className="font-heading text-3xl font-bold tracking-tight break-words">{t('title', { name: viewerName })}</h1>
        <p className="mt-2 text-muted-800 dark:text-muted-200">{t('centerIntro', { appName, center: centerName })}</p>
      </header>

      {data ? null : (
        <p role="alert" className={clsx(cardClass, 'text-sm')}>
          {t('loadFailed')}
        </p>
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        {center ? (
          <Card id="dashboard-center" title={t('center.title')} intro={t('center.intro')} wide>
            <Figures wide>
              <Figure
                testId="figure-pending-organizations"
                value={center.pendingOrganizations}
                label={t('center.pendingOrganizations')}
                href="/organizations?status=pending"
              />
              <Figure
                testId="figure-expiring-vacancies"
                value={center.expiringVacancies}
                label={t('center.expiringVacancies', { days: EXPIRING_WITHIN_DAYS })}
                href={`/vacancies?status=published&expiring=${EXPIRING_WITHIN_DAYS}&sort=expires_at`}
              />
              <Figure
                testId="figure-unanswered-applications"
                value={center.unansweredApplications}
                label={t('center.unansweredApplications', { days: UNANSWERED_AFTER_DAYS })}
                href={`/applications?status=new&waiting=${UNANSWERED_AFTER_DAYS}&sort=created_at`}
              />
              <Figure
                testId="figure-recent-organizations"
                value={center.recentOrganizations}
                label={t('center.recentOrganizations', { days: RECENT_SIGNUP_DAYS })}
                href="/organizations?sort=-created_at"
              />
              <Figure
                testId="figure-recent-volunteers"
                value={center.recentVolunteers}
                label={t('center.recentVolunteers', { days: RECENT_SIGNUP_DAYS })}
                href="/users?role=volunteer&sort=-created_at"
              />
            </Figures>
            <div className="mt-6 grid gap-6 md:grid-cols-3">
              <ShortList
                title={t('center.pendingList')}
                empty={t('center.pendingEmpty')}
                more={
                  <Link href="/organizations/approve" className={linkClass}>
                    {t('center.approveLink')}
                  </Link>
                }
              >
                {center.pendingOrganizationList.map((o) => (
                  <Row
                    key={o.id}
                    href={`/organizations/${o.id}`}
                    title={o.name}
                    detail={t('signedUpOn', { date: date(format, o.createdAt) })}
                  />
                ))}
              </ShortList>
              <ShortList title={t('center.expiringList')} empty={t('center.expiringEmpty')}>
                {center.expiringVacancyList.map((v) => (
                  <Row
                    key={v.id}
                    href={`/vacancies/${v.id}`}
                    title={v.title}
                    detail={t('expiresOn', { organization: v.organizationName, date: date(format, v.expiresAt) })}
                  />
                ))}
              </ShortList>
              <ShortList title={t('center.unansweredList')} empty={t('center.unansweredEmpty')}>
                {applicationRows(center.unansweredApplicationList, t, tState, format, true)}
              </ShortList>
            </div>
          </Card>
        ) : null}

        {organization ? (
          <Card id="dashboard-organization" title={t('organization.title')} intro={t('organization.intro')}>
            <Figures>
              <Figure
                testId="figure-open-vacancies"
                value={organization.openVacancies}
                label={t('organization.openVacancies')}
                href="/vacancies?status=published"
              />
              <Figure
                testId="figure-new-applications"
                value={organization.newApplications}
                label={t('organization.newApplications')}
                href="/applications?status=new"
              />
            </Figures>
            <div className="mt-6">
              <ShortList
                title={t('organization.perVacancy')}
                empty={t('organization.perVacancyEmpty')}
                more={
                  <Link href="/vacancies/add" className={linkClass}>
                    {t('organization.addVacancy')}
                  </Link>
                }
              >
                {organization.vacanciesWithNewApplications.map((v) => (
                  <Row
                    key={v.id}
                    href={`/applications?status=new&vacancy=${v.id}`}
                    title={v.title}
                    badge={<Badge tone="info">{t('organization.newCount', { count: v.newApplications })}</Badge>}
                  />
                ))}
              </ShortList>
            </div>
          </Card>
        ) : null}

        {hours ? (
          <Card
            id="dashboard-hours"
            title={t('hours.title')}
            intro={t(center ? 'hours.introCenter' : 'hours.introOrganization', { months: HOURS_MONTHS })}
            wide
          >
            <HoursTable hours={hours} />
          </Card>
        ) : null}

        {volunteer ? (
          <Card id="dashboard-volunteer" title={t('volunteer.title')} intro={t('volunteer.intro')}>
            <Figures>
              {APPLICATION_STATES.map((state) => (
                <Figure
                  key={state}
                  testId={`figure-applications-${state}`}
                  value={volunteer.applications[state]}
                  label={t('applicationsInState', { state: tState(state) })}
                  href={`/applications?status=${state}`}
                />
              ))}
            </Figures>
            <div className="mt-6 grid gap-6 xl:grid-cols-2">
              <ShortList
                title={t('volunteer.recentApplications')}
                empty={t('volunteer.applicationsEmpty')}
                more={
                  <Link href="/applications" className={linkClass}>
                    {t('volunteer.allApplications')}
                  </Link>
                }
              >
                {applicationRows(volunteer.recentApplications, t, tState, format, false)}
              </ShortList>
              <ShortList
                title={t('volunteer.suggested')}
                empty={t('volunteer.suggestedEmpty')}
                more={
                  <>
                    <Link href="/vacancies/search" className={linkClass}>
                      {t('volunteer.search')}
                    </Link>
                    {' · '}
                    <Link href="/profile-edit" className={linkClass}>
                      {t('volunteer.profile')}
                    </Link>
                  </>
                }
              >
                {volunteer.suggestedVacancies.map((v) => (
                  <Row key={v.id} href={`/vacancies/search/${v.id}`} title={v.title} detail={v.organizationName} />
                ))}
              </ShortList>
            </div>
          </Card>
        ) : null}

        {mentor ? (
          <Card id="dashboard-mentor" title={t('mentor.title')} intro={t('mentor.intro', { count: mentor.students })}>
            <Figures>
              {APPLICATION_STATES.map((state) => (
                <Figure
                  key={state}
                  testId={`figure-student-applications-${state}`}
                  value={mentor.applications[state]}
                  label={t('applicationsInState', { state: tState(state) })}
                  href={`/applications?status=${state}`}
                />
              ))}
            </Figures>
            <div className="mt-6">
              <ShortList title={t('mentor.recentApplications')} empty={t('mentor.applicationsEmpty')}>
                {applicationRows(mentor.recentApplications, t, tState, format, true)}
              </ShortList>
            </div>
          </Card>
        ) : null}

        {content ? (
          <Card id="dashboard-content" title={t('content.title')} intro={t('content.intro')}>
            <Figures>
              <Figure testId="figure-drafts" value={content.drafts} label={t('content.drafts')} href="/content/pages?published=false" />
              <Figure
                testId="figure-recently-changed"
                value={content.recentlyChanged}
                label={t('content.recentlyChanged', { days: RECENTLY_CHANGED_DAYS })}
                href="/content/pages?sort=-updated_at"
              />
            </Figures>
            <div className="mt-6 grid gap-6 xl:grid-cols-2">
              <ShortList title={t('content.draftList')} empty={t('content.draftsEmpty')}>
                {content.draftList.map((p) => (
                  <Row
                    key={p.id}
                    href={`/content/pages/${p.id}`}
                    title={p.title}
                    detail={t('changedOn', { date: date(format, p.updatedAt) })}
                  />
                ))}
              </ShortList>
              <ShortList title={t('content.changedList')} empty={t('content.changedEmpty')}>
                {content.recentlyChangedList.map((p) => (
                  <Row
                    key={p.id}
                    href={`/content/pages/${p.id}`}
                    title={p.title}
                    detail={t('changedOn', { date: date(format, p.updatedAt) })}
                    badge={
                      <Badge tone={p.isPublished ? 'success' : 'muted'}>
                        {p.isPublished ? t('content.published') : t('content.draft')}
                      </Badge>
                    }
                  />
                ))}
              </ShortList>
            </div>
          </Card>
        ) : null}

        <Card id="dashboard-notifications" title={t('notifications.title')} intro={t('notifications.intro')}>
          <Figures>
            <Figure testId="figure-unread-notifications" value={unread} label={t('notifications.unread')} href="/notificaties" />
          </Figures>
        </Card>

        <Card id="dashboard-your-organizations" title={t('yourOrganizations.title')}>
          {organizations.length ? (
            <ul className="mt-4 divide-y divide-muted-200 dark:divide-muted-800">
              {organizations.map((o) => {
                const selected = o.id === selectedOrganizationId;
                return (
                  <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                    <div className="min-w-0">
                      <p className="font-medium break-words">{o.name}</p>
                      <p className="text-sm text-muted-700 dark:text-muted-300">
                        {t('yourOrganizations.type', { type: o.organizationType || '-' })}
                      </p>
                    </div>
                    {selected ? (
                      <span className="rounded-full bg-primary-100 px-2.5 py-0.5 text-xs font-semibold text-primary-900 dark:bg-primary-900 dark:text-primary-100">
                        {t('yourOrganizations.selected')}
                      </span>
                    ) : organizations.length > 1 ? (
                      <OrganizationSelectButton organizationId={o.id} label={t('yourOrganizations.select', { name: o.name })} />
                    ) : null}
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="mt-4 text-sm">{t('yourOrganizations.empty')}</p>
          )}
        </Card>

        <Card id="dashboard-roles" title={t('yourRoles')}>
          {roles.length ? (
            <ul className="mt-4 flex flex-wrap gap-2">
              {roles.map((role) => (
                <li key={role} className="rounded-full bg-muted-100 px-3 py-1 text-sm dark:bg-muted-800">
                  {tSession(`roles.${role}`)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-sm">{t('noRoles')}</p>
          )}
          <p className="mt-4 text-sm">
            <Link href="/account/roles" className={linkClass}>
              {t('links.roles')}
            </Link>
            {' · '}
            <Link href="/support" className={linkClass}>
              {t('links.support')}
            </Link>
          </p>
        </Card>
      </div>
    </div>
  );
}
