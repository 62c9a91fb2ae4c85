/**
 * Turns a deserialized `volunteer_centers` resource (lib/shared/api) into a Center, checking the shape at the boundary.
 * Pure, so the mapping is testable without the backend.
 */
import { z } from 'zod';
import type { ThemeConfig } from '@/domain/centers';
import { tenantKeySchema } from '@/lib/shared/tenancy/tenants';
import type { Center, CenterProfile } from './types';

const text = z
  .string()
  .nullish()
  .transform((v) => (v && v.trim() !== '' ? v : null));
const shades = z
  .record(z.string(), z.string())
  .nullish()
  .catch(null)
  .transform((v) => v ?? null);

const profileSchema = z.object({
  name: z.string().nullish(),
  websiteLogoUrl: text,
  websiteLogoDarkUrl: text,
  faviconUrl: text,
  gtagId: text,
  website: text,
  contactEmail: text,
  contactPhoneNumber: text,
  primaryColor: text,
  secondaryColor: text,
  mutedColor: text,
  backgroundColor: text,
  textColor: text,
  primaryColorShades: shades,
  secondaryColorShades: shades,
  mutedColorShades: shades,
  customColorShades: z
    .record(z.string(), z.record(z.string(), z.string()))
    .nullish()
    .catch(null)
    .transform((v) => v ?? null),
  footerColumn1Title: text,
  footerColumn1Content: text,
  footerColumn2Title: text,
  footerColumn2Content: text,
  footerColumn3Title: text,
  footerColumn3Content: text,
  footerColumn4Title: text,
  footerColumn4Content: text,
  footerColumn6Title: text,
  footerColumn6Content: text,
  footerColumn8Title: text,
  footerColumn8Content: text,
  showAnbiLogo: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  showNovLogo: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  // Resolved leniently later (lib/shared/theme/config.ts); here it only has to be an object.
  themeConfig: z
    .record(z.string(), z.unknown())
    .nullish()
    .catch(null)
    .transform((v): ThemeConfig => (v ?? {}) as ThemeConfig),
});

const centerSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  slug: z.string().min(1),
  name: z.string().min(1),
  tenantKey: tenantKeySchema,
  profile: profileSchema.nullish(),
});

/** An empty profile for a center without one: its name, no branding (theme defaults apply). */
export function emptyProfile(name: string): CenterProfile {
  return profileFrom(name, profileSchema.parse({}));
}

function profileFrom(centerName: string, p: z.infer<typeof profileSchema>): CenterProfile {
  return { ...p, name: p.name && p.name.trim() !== '' ? p.name : centerName };
}

/** Returns null when the resource is not a usable center (wrong shape, unknown tenant). */
export function parseCenter(resource: unknown): Center | null {
  const parsed = centerSchema.safeParse(resource);
  if (!parsed.success) return null;
  const { profile, ...center } = parsed.data;
  return { ...center, profile: profile ? profileFrom(center.name, profile) : emptyProfile(center.name) };
}
