/**
 * The database enums, built from the value lists of domain/ (the one place they are written; import the lists and
 * their types from there). Relative imports: drizzle-kit loads this folder without the "@/" alias.
 */
import { pgEnum } from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES } from '../../../domain/applications';
import { CONTENT_BLOCK_TYPES, MENU_KEYS, MENU_LINK_TYPES, PAGE_LAYOUTS, PAGE_TYPES } from '../../../domain/content';
import { FORM_ACCESS_PERMISSIONS, QUESTION_TYPES } from '../../../domain/forms';
import { ORGANIZATION_STATUSES, ORGANIZATION_TYPES } from '../../../domain/organizations';
import { ROLE_NAMES } from '../../../domain/roles';
import { GENDERS, SIGNUP_METHODS, USER_STATUSES } from '../../../domain/users';
import { ACTIVITY_FREQUENCIES, VACANCY_STATUSES, VACANCY_TYPES } from '../../../domain/vacancies';
import { LOCALES } from '../../../domain/values';

/** Backend-only lists: what a mailed link is for, and a mail's delivery. */
export const userTokenPurposes = ['confirmation', 'reset_password', 'invitation', 'one_time_sign_in', 'email_change'] as const;
export const emailStatuses = ['queued', 'sent', 'logged', 'failed'] as const;

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

export const vacancyTypeEnum = pgEnum('vacancy_type', VACANCY_TYPES);
export const vacancyStatusEnum = pgEnum('vacancy_status', VACANCY_STATUSES);
export const activityFrequencyEnum = pgEnum('activity_frequency', ACTIVITY_FREQUENCIES);
/** An application without a status is new; the volunteer may withdraw it while it is. */
export const applicationStatusEnum = pgEnum('application_status', APPLICATION_STATUSES);
export const pageTypeEnum = pgEnum('page_type', PAGE_TYPES);
export const pageLayoutEnum = pgEnum('page_layout', PAGE_LAYOUTS);
export const contentBlockTypeEnum = pgEnum('content_block_type', CONTENT_BLOCK_TYPES);
export const menuKeyEnum = pgEnum('menu_key', MENU_KEYS);
export const menuLinkTypeEnum = pgEnum('menu_link_type', MENU_LINK_TYPES);
export const formAccessPermissionEnum = pgEnum('form_access_permission', FORM_ACCESS_PERMISSIONS);
export const questionTypeEnum = pgEnum('question_type', QUESTION_TYPES);
