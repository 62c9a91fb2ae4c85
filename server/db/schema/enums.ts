import { pgEnum } from 'drizzle-orm/pg-core';

export const organizationTypes = ['NonProfit', 'VolunteerCenter', 'School'] as const;
export const organizationStatuses = ['approved', 'pending', 'denied', 'archived', 'deleted'] as const;
export const userStatuses = ['active', 'invited', 'inactive', 'archived'] as const;
export const signupMethods = ['signedUp', 'createdByUser', 'imported', 'unknown'] as const;
export const genders = ['male', 'female', 'other'] as const;
export const roleNames = [
  'admin',
  'center_superuser',
  'content_manager',
  'page_manager',
  'organization_superuser',
  'mentor',
  'student',
  'volunteer',
] as const;
/** Roles that only make sense for a given organization. */
export const organizationScopedRoles = ['organization_superuser', 'mentor', 'student'] as const;
export const locales = ['nl', 'en'] as const;
export const userTokenPurposes = ['confirmation', 'reset_password', 'invitation', 'one_time_sign_in', 'email_change'] as const;
export const emailStatuses = ['queued', 'sent', 'logged', 'failed'] as const;

export type OrganizationType = (typeof organizationTypes)[number];
export type OrganizationStatus = (typeof organizationStatuses)[number];
export type UserStatus = (typeof userStatuses)[number];
export type SignupMethod = (typeof signupMethods)[number];
export type RoleName = (typeof roleNames)[number];
export type Locale = (typeof locales)[number];
export type UserTokenPurpose = (typeof userTokenPurposes)[number];

export const organizationTypeEnum = pgEnum('organization_type', organizationTypes);
export const organizationStatusEnum = pgEnum('organization_status', organizationStatuses);
export const userStatusEnum = pgEnum('user_status', userStatuses);
export const signupMethodEnum = pgEnum('signup_method', signupMethods);
export const genderEnum = pgEnum('gender', genders);
export const roleNameEnum = pgEnum('role_name', roleNames);
export const localeEnum = pgEnum('locale', locales);
export const userTokenPurposeEnum = pgEnum('user_token_purpose', userTokenPurposes);
export const emailStatusEnum = pgEnum('email_status', emailStatuses);
