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

// Vacancies and applications (docs/domain.md#entities, #states-and-transitions, #constants-and-limits; transitions in docs/domain.md).
export const vacancyTypes = ['volunteering', 'p2p', 'activity', 'language'] as const;
export const vacancyStatuses = ['draft', 'published', 'filled', 'expired', 'archived', 'deleted'] as const;
export const activityFrequencies = ['once', 'multi_day', 'regularly'] as const;
/** An application without a status is new; the volunteer may withdraw it while it is. */
export const applicationStatuses = ['accepted', 'rejected'] as const;

// Content (docs/domain.md#entities, #constants-and-limits).
export const pageTypes = ['news', 'success_story', 'default'] as const;
export const pageLayouts = ['default', 'wide'] as const;
export const contentBlockTypes = [
  'Markdown',
  'Image',
  'ImageTextButtons',
  'FourCards',
  'DynamicCards',
  'YouTube',
  'TextWithUsps',
  'QuoteBlock',
  'PhotoSlideshow',
  'PhotoHero',
  'Hotlinks',
  'CallToAction',
  'DualCta',
  'NewsCarousel',
  'SectionTitle',
  'BuilderForm',
  'LogoBar',
  'VacancyCategories',
  'HeroWithSearch',
] as const;
export const menuKeys = ['header', 'footer'] as const;
export const menuLinkTypes = ['page', 'system_page', 'url'] as const;

export type VacancyType = (typeof vacancyTypes)[number];
export type VacancyStatus = (typeof vacancyStatuses)[number];
export type ActivityFrequency = (typeof activityFrequencies)[number];
export type ApplicationStatus = (typeof applicationStatuses)[number];
export type PageType = (typeof pageTypes)[number];
export type PageLayout = (typeof pageLayouts)[number];
export type ContentBlockType = (typeof contentBlockTypes)[number];
export type MenuKey = (typeof menuKeys)[number];
export type MenuLinkType = (typeof menuLinkTypes)[number];

export const vacancyTypeEnum = pgEnum('vacancy_type', vacancyTypes);
export const vacancyStatusEnum = pgEnum('vacancy_status', vacancyStatuses);
export const activityFrequencyEnum = pgEnum('activity_frequency', activityFrequencies);
export const applicationStatusEnum = pgEnum('application_status', applicationStatuses);
export const pageTypeEnum = pgEnum('page_type', pageTypes);
export const pageLayoutEnum = pgEnum('page_layout', pageLayouts);
export const contentBlockTypeEnum = pgEnum('content_block_type', contentBlockTypes);
export const menuKeyEnum = pgEnum('menu_key', menuKeys);
export const menuLinkTypeEnum = pgEnum('menu_link_type', menuLinkTypes);
