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

export const DASHBOARD_SECTIONS = ['center', 'organization', 'volunteer', 'mentor', 'content', 'notifications'] as const;
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
  if (hasRole(holder, 'volunteer', 'student')) sections.push('volunteer');
  if (hasRole(holder, 'mentor')) sections.push('mentor');
  if (isPageEditor(holder)) sections.push('content');
  sections.push('notifications');
  return sections;
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

export interface DashboardNotificationsSection {
  unread: number;
}

/** The dashboard resource's attributes: a section is null when the person does not see it. */
export interface DashboardAttributes {
  sections: DashboardSection[];
  center: DashboardCenterSection | null;
  organization: DashboardOrganizationSection | null;
  volunteer: DashboardVolunteerSection | null;
  mentor: DashboardMentorSection | null;
  content: DashboardContentSection | null;
  notifications: DashboardNotificationsSection | null;
  /** When the figures were counted (ISO). */
  countedAt: string;
}
