/**
 * The dashboard (docs/domain.md#dashboard): which sections a signed-in person sees, the periods its figures count,
 * and the shape of the figures as the API serves them (snake_case on the wire, camelCase here and in the web).
 */
import type { ApplicationState } from './applications';
import { hasRole, isCenterStaff, isPageEditor, organizationsWithRole, type Holder } from './roles';

/** A published vacancy is "about to expire" when its expiry falls within this many days from now. */
export const EXPIRING_WITHIN_DAYS = 14;
/** A new application "has no answer" once it is older than this many days. */
export const UNANSWERED_AFTER_DAYS = 7;
/** Organizations and volunteers "signed up recently": created within this many days. */
export const RECENT_SIGNUP_DAYS = 30;
/** Pages "changed recently": updated within this many days. */
export const RECENTLY_CHANGED_DAYS = 7;
/** How many rows each short list shows. */
export const DASHBOARD_LIST_SIZE = 5;
/** The hours card counts this many calendar months, the current one included (docs/domain.md#hours). */
export const HOURS_MONTHS = 6;
/** The hours card shows at most this many organizations, the most hours first. */
export const HOURS_ORGANIZATIONS = 10;

export const DASHBOARD_SECTIONS = ['center', 'organization', 'hours', 'volunteer', 'mentor', 'content', 'notifications'] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];

/**
 * The sections of a person's dashboard, by role (docs/domain.md#roles): center staff the center's work queue;
 * organization superusers their organizations'; volunteers and students their own applications; mentors their
 * students'; whoever edits pages the content; everyone their notifications.
 */
export function dashboardSections(holder: Holder): DashboardSection[] {
  if (!holder) return [];
  const sections: DashboardSection[] = [];
  if (isCenterStaff(holder)) sections.push('center');
  if (organizationsWithRole(holder, 'organization_superuser').length) sections.push('organization');
  if (dashboardHoursOrganizations(holder) !== undefined) sections.push('hours');
  if (hasRole(holder, 'volunteer', 'student')) sections.push('volunteer');
  if (hasRole(holder, 'mentor')) sections.push('mentor');
  if (isPageEditor(holder)) sections.push('content');
  sections.push('notifications');
  return sections;
}

/**
 * Whose approved hours the hours card counts (docs/domain.md#hours, "Totals elsewhere"): `null` for center staff (the
 * whole center), the organizations an organization superuser holds that role in, `undefined` for whoever sees none.
 */
export function dashboardHoursOrganizations<Id>(holder: Holder<Id>): Id[] | null | undefined {
  if (!holder) return undefined;
  if (isCenterStaff(holder)) return null;
  const own = organizationsWithRole(holder, 'organization_superuser');
  return own.length ? own : undefined;
}

/**
 * The months the hours card counts, oldest first, as `YYYY-MM`: the month of `today` (an ISO date in the center's
 * time zone, Europe/Amsterdam) and the HOURS_MONTHS - 1 before it.
 */
export function hoursMonths(today: string): string[] {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1;
  return Array.from({ length: HOURS_MONTHS }, (_, i) => {
    const m = index - (HOURS_MONTHS - 1) + i;
    return `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
  });
}

/** The first day after a `YYYY-MM` month, as an ISO date (the exclusive end of a month range). */
export function dayAfterMonth(month: string): string {
  const next = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
  return `${Math.floor(next / 12)}-${String((next % 12) + 1).padStart(2, '0')}-01`;
}

/** Counts of applications per state; every state is present (0 when none). */
export type ApplicationStateCounts = Record<ApplicationState, number>;

export interface DashboardApplicationItem {
  id: number;
  name: string;
  vacancyId: number;
  vacancyTitle: string;
  state: ApplicationState;
  createdAt: string;
}

export interface DashboardCenterSection {
  pendingOrganizations: number;
  pendingOrganizationList: { id: number; name: string; createdAt: string }[];
  expiringVacancies: number;
  expiringVacancyList: { id: number; title: string; organizationName: string; expiresAt: string }[];
  unansweredApplications: number;
  unansweredApplicationList: DashboardApplicationItem[];
  recentOrganizations: number;
  recentVolunteers: number;
}

export interface DashboardOrganizationSection {
  openVacancies: number;
  newApplications: number;
  /** The open vacancies with new applications, most new applications first. */
  vacanciesWithNewApplications: { id: number; title: string; newApplications: number }[];
}

export interface DashboardVolunteerSection {
  applications: ApplicationStateCounts;
  recentApplications: DashboardApplicationItem[];
  /** The newest public vacancies the person has not applied to. */
  suggestedVacancies: { id: number; title: string; organizationName: string; publishedAt: string | null }[];
}

export interface DashboardMentorSection {
  students: number;
  applications: ApplicationStateCounts;
  recentApplications: DashboardApplicationItem[];
}

export interface DashboardContentSection {
  drafts: number;
  draftList: { id: number; title: string; pageType: string; locale: string; updatedAt: string }[];
  recentlyChanged: number;
  recentlyChangedList: { id: number; title: string; pageType: string; locale: string; isPublished: boolean; updatedAt: string }[];
}

/** Approved minutes of one organization (or of all, for the totals) in each counted month, every month present. */
export interface DashboardHoursMonth {
  month: string;
  minutes: number;
}

export interface DashboardHoursSection {
  /** The counted months, oldest first (`YYYY-MM`, Europe/Amsterdam). */
  months: string[];
  /** The organizations with the most approved minutes in these months first, at most HOURS_ORGANIZATIONS. */
  organizations: { id: number; name: string; minutes: number; months: DashboardHoursMonth[] }[];
  /** How many organizations have approved hours in these months (more than listed when over HOURS_ORGANIZATIONS). */
  organizationCount: number;
  /** Every organization in scope per month, listed or not. */
  monthTotals: DashboardHoursMonth[];
  totalMinutes: number;
}

export interface DashboardNotificationsSection {
  unread: number;
}

/** The dashboard resource's attributes: a section is null when the person does not see it. */
export interface DashboardAttributes {
  sections: DashboardSection[];
  center: DashboardCenterSection | null;
  organization: DashboardOrganizationSection | null;
  hours: DashboardHoursSection | null;
  volunteer: DashboardVolunteerSection | null;
  mentor: DashboardMentorSection | null;
  content: DashboardContentSection | null;
  notifications: DashboardNotificationsSection | null;
  /** When the figures were counted (ISO). */
  countedAt: string;
}
