/**
 * The database enums, built from the value lists of domain/ (the one place they are written). The lower-case
 * names are kept for the backend modules that import them from here.
 */
import { pgEnum } from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../domain/applications';
import {
  CONTENT_BLOCK_TYPES,
  type ContentBlockType,
  MENU_KEYS,
  MENU_LINK_TYPES,
  type MenuKey,
  type MenuLinkType,
  PAGE_LAYOUTS,
  PAGE_TYPES,
  type PageLayout,
  type PageType,
} from '../../../domain/content';
import { ORGANIZATION_STATUSES, ORGANIZATION_TYPES, type OrganizationStatus, type OrganizationType } from '../../../domain/organizations';
import { ORGANIZATION_ROLES, ROLE_NAMES, type RoleName } from '../../../domain/roles';
import { GENDERS, SIGNUP_METHODS, type SignupMethod, USER_STATUSES, type UserStatus } from '../../../domain/users';
import {
  ACTIVITY_FREQUENCIES,
  type ActivityFrequency,
  VACANCY_STATUSES,
  VACANCY_TYPES,
  type VacancyStatus,
  type VacancyType,
} from '../../../domain/vacancies';
import { LOCALES, type Locale } from '../../../domain/values';

export const organizationTypes = ORGANIZATION_TYPES;
export const organizationStatuses = ORGANIZATION_STATUSES;
export const userStatuses = USER_STATUSES;
export const signupMethods = SIGNUP_METHODS;
export const genders = GENDERS;
export const roleNames = ROLE_NAMES;
/** Roles that only make sense for a given organization. */
export const organizationScopedRoles = ORGANIZATION_ROLES;
export const locales = LOCALES;
/** Backend-only lists: what a mailed link is for, and a mail's delivery. */
export const userTokenPurposes = ['confirmation', 'reset_password', 'invitation', 'one_time_sign_in', 'email_change'] as const;
export const emailStatuses = ['queued', 'sent', 'logged', 'failed'] as const;

export type { Locale, OrganizationStatus, OrganizationType, RoleName, SignupMethod, UserStatus };
export type UserTokenPurpose = (typeof userTokenPurposes)[number];

export const organizationTypeEnum = pgEnum('organization_type', ORGANIZATION_TYPES);
export const organizationStatusEnum = pgEnum('organization_status', ORGANIZATION_STATUSES);
export const userStatusEnum = pgEnum('user_status', USER_STATUSES);
export const signupMethodEnum = pgEnum('signup_method', SIGNUP_METHODS);
export const genderEnum = pgEnum('gender', GENDERS);
export const roleNameEnum = pgEnum('role_name', ROLE_NAMES);
export const localeEnum = pgEnum('locale', LOCALES);
export const userTokenPurposeEnum = pgEnum('user_token_purpose', userTokenPurposes);
export const emailStatusEnum = pgEnum('email_status', emailStatuses);

export const vacancyTypes = VACANCY_TYPES;
export const vacancyStatuses = VACANCY_STATUSES;
export const activityFrequencies = ACTIVITY_FREQUENCIES;
/** An application without a status is new; the volunteer may withdraw it while it is. */
export const applicationStatuses = APPLICATION_STATUSES;

export const pageTypes = PAGE_TYPES;
export const pageLayouts = PAGE_LAYOUTS;
export const contentBlockTypes = CONTENT_BLOCK_TYPES;
export const menuKeys = MENU_KEYS;
export const menuLinkTypes = MENU_LINK_TYPES;

export type {
  ActivityFrequency,
  ApplicationStatus,
  ContentBlockType,
  MenuKey,
  MenuLinkType,
  PageLayout,
  PageType,
  VacancyStatus,
  VacancyType,
};

export const vacancyTypeEnum = pgEnum('vacancy_type', VACANCY_TYPES);
export const vacancyStatusEnum = pgEnum('vacancy_status', VACANCY_STATUSES);
export const activityFrequencyEnum = pgEnum('activity_frequency', ACTIVITY_FREQUENCIES);
export const applicationStatusEnum = pgEnum('application_status', APPLICATION_STATUSES);
export const pageTypeEnum = pgEnum('page_type', PAGE_TYPES);
export const pageLayoutEnum = pgEnum('page_layout', PAGE_LAYOUTS);
export const contentBlockTypeEnum = pgEnum('content_block_type', CONTENT_BLOCK_TYPES);
export const menuKeyEnum = pgEnum('menu_key', MENU_KEYS);
export const menuLinkTypeEnum = pgEnum('menu_link_type', MENU_LINK_TYPES);
