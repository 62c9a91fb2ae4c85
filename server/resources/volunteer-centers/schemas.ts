/**
 * The contract of PATCH /api/v1/volunteer_centers/current: every profile field of docs/domain.md#entities, each optional
 * (absent = unchanged), '' or null clears a text field. The rules themselves live in lib/shared/center/profile-rules.ts,
 * shared with the settings screens. Messages are keys: `api.…` (generic) or `settings.api.…` (this resource),
 * translated by `profileIssuesToErrors`.
 */
import { shiftReminderHourSchema } from '@/domain/shifts';
import { z } from 'zod';
import { BAR_VARIANTS, THEME_SHAPES } from '@/domain/centers';
import {
  GTAG_ID,
  MAX_CUSTOM_COLORS,
  PHONE_NUMBER,
  PROFILE_LIMITS,
  cssVariableProblem,
  isCustomColorName,
  isHexColor,
  isImageLocation,
  normalizeShades,
  shadeProblems,
} from '@/lib/shared/center/profile-rules';
import { FOOTER_COLUMNS } from '@/lib/shared/center/types';
import { normalizeHex } from '@/lib/shared/theme/color';
import { FONT_KEYS } from '@/lib/shared/theme/fonts';
import { isAllowedMenuItemFontClass, normalizeMenuItemFontClass } from '@/lib/shared/theme/menu-font-classes';
import type { Translate } from '../../i18n';
import type { ApiErrorItem } from '../../jsonapi/errors';
import { issuesToErrors } from '../../jsonapi/validation';
import { TENANT_KEYS } from '@/lib/shared/tenancy';
import { filterEnum } from '../../jsonapi/query';

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const clearable = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToNull, schema.nullable());

const text = (max: number) => clearable(z.string().trim().max(max));

const color = clearable(
  z
    .string()
    .trim()
    .refine(isHexColor, 'settings.api.hexColor')
    .transform((v) => normalizeHex(v) as string),
);

const shades = z
  .record(z.string(), z.unknown())
  .superRefine((value, ctx) => {
    const { missing, invalid, unknown } = shadeProblems(value);
    for (const key of missing) ctx.addIssue({ code: 'custom', path: [key], message: 'settings.api.shadeMissing', params: { key } });
    for (const key of invalid) ctx.addIssue({ code: 'custom', path: [key], message: 'settings.api.hexColor' });
    for (const key of unknown) ctx.addIssue({ code: 'custom', path: [key], message: 'settings.api.shadeUnknownKey', params: { key } });
  })
  .transform(normalizeShades);

const imageLocation = clearable(z.string().trim().max(PROFILE_LIMITS.url).refine(isImageLocation, 'settings.api.imageUrl'));

const variant = z.enum(BAR_VARIANTS);

export const themeConfigSchema = z
  .object({
    defaultShape: z.enum(THEME_SHAPES).optional(),
    fonts: z
      .object({ sans: z.enum(FONT_KEYS).optional(), heading: z.enum(FONT_KEYS).optional() })
      .strict()
      .optional(),
    cssVariables: z
      .record(z.string(), z.unknown())
      .superRefine((value, ctx) => {
        const entries = Object.entries(value);
        if (entries.length > PROFILE_LIMITS.cssVariables)
          ctx.addIssue({
            code: 'custom',
            path: [],
            message: 'settings.api.tooManyCssVariables',
            params: { max: PROFILE_LIMITS.cssVariables },
          });
        for (const [name, v] of entries) {
          const problem = cssVariableProblem(name, v);
          if (problem) ctx.addIssue({ code: 'custom', path: [name], message: `settings.api.cssVariable.${problem}`, params: { name } });
        }
      })
      .transform((value) => Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v).trim()])))
      .optional(),
    header: z
      .object({
        fullWidth: z.boolean().optional(),
        variant: variant.optional(),
        sticky: z.boolean().optional(),
        languageToggle: z.boolean().optional(),
        centerMenuItems: z.boolean().optional(),
        menuItemFontClass: z
          .string()
          .refine(isAllowedMenuItemFontClass, 'settings.api.menuItemFontClass')
          .transform(normalizeMenuItemFontClass)
          .optional(),
      })
      .strict()
      .optional(),
    footer: z.object({ variant: variant.optional() }).strict().optional(),
  })
  .strict();

const footerFields = Object.fromEntries(
  FOOTER_COLUMNS.flatMap((n) => [
    [`footerColumn${n}Title`, text(PROFILE_LIMITS.footerTitle)],
    [`footerColumn${n}Content`, text(PROFILE_LIMITS.footerContent)],
  ]),
) as Record<`footerColumn${(typeof FOOTER_COLUMNS)[number]}${'Title' | 'Content'}`, ReturnType<typeof text>>;

export const profileUpdate = z
  .object({
    name: z.string().trim().min(2).max(PROFILE_LIMITS.name),
    websiteLogoUrl: imageLocation,
    websiteLogoDarkUrl: imageLocation,
    faviconUrl: imageLocation,
    gtagId: clearable(z.string().trim().regex(GTAG_ID, 'settings.api.gtagId')),
    website: clearable(
      z
        .url({ protocol: /^https?$/ })
        .trim()
        .max(PROFILE_LIMITS.url),
    ),
    contactEmail: clearable(z.email().trim().max(PROFILE_LIMITS.email)),
    contactPhoneNumber: clearable(z.string().trim().regex(PHONE_NUMBER, 'settings.api.phoneNumber')),
    primaryColor: color,
    secondaryColor: color,
    mutedColor: color,
    backgroundColor: color,
    textColor: color,
    primaryColorShades: shades.nullable(),
    secondaryColorShades: shades.nullable(),
    mutedColorShades: shades.nullable(),
    customColorShades: z
      .record(z.string(), shades)
      .superRefine((value, ctx) => {
        const names = Object.keys(value);
        if (names.length > MAX_CUSTOM_COLORS)
          ctx.addIssue({ code: 'custom', path: [], message: 'settings.api.tooManyCustomColors', params: { max: MAX_CUSTOM_COLORS } });
        for (const name of names)
          if (!isCustomColorName(name))
            ctx.addIssue({ code: 'custom', path: [name], message: 'settings.api.customColorName', params: { name } });
      })
      .nullable(),
    ...footerFields,
    showAnbiLogo: z.boolean(),
    showNovLogo: z.boolean(),
    themeConfig: themeConfigSchema,
    shiftReminderHour: shiftReminderHourSchema,
  })
  .partial()
  .strict();

export type ProfileUpdate = z.output<typeof profileUpdate>;

/**
 * zod issues -> JSON:API error items. Generic issues go through the shared `issuesToErrors`; this resource's
 * own message keys (`settings.api.…`) are translated here with their parameters.
 */
export function profileIssuesToErrors(issues: z.core.$ZodIssue[], t: Translate): ApiErrorItem[] {
  return issues.flatMap((issue) => {
    const items = issuesToErrors([issue], t);
    if (issue.message.startsWith('settings.api.')) {
      const params = issue.code === 'custom' ? ((issue.params ?? {}) as Record<string, string | number>) : {};
      for (const item of items) item.detail = t(issue.message, params);
    }
    return items;
  });
}

/*
 * The query specs and body types of /api/v1/volunteer_centers, shared by its router and the OpenAPI description
 * (server/openapi), which must not import a router.
 */

export const listSpec = {
  includes: ['profile'],
  filters: { slug_eq: z.string().regex(/^[a-z0-9-]{1,63}$/), tenant_key_eq: filterEnum(TENANT_KEYS) },
  sorts: ['name', 'slug'],
  defaultSort: 'name',
} as const;

export const showSpec = { includes: ['profile'] } as const;

/** The center itself or its profile resource: both name the same writable attributes. */
export const PROFILE_BODY_TYPES = [
  'volunteer_centers',
  'volunteer_center_profiles',
  'volunteer_center',
  'volunteer_center_profile',
] as const;
