import type { CenterAttributes, CenterProfileAttributes } from '@/domain/centers';
import { TENANTS, type TenantKey } from '@/lib/shared/tenancy';
import type { volunteerCenterProfiles } from '../../db/schema';
import type { CenterRow } from '../../context';
import { ref, resource } from '../../jsonapi/document';

export type CenterProfileRow = typeof volunteerCenterProfiles.$inferSelect;

/** Every attribute of domain/centers.ts's CenterAttributes, no other. */
export function centerResource(center: CenterRow, profile: CenterProfileRow | null | undefined) {
  const tenant = TENANTS[center.tenantKey as TenantKey];
  return resource({
    type: 'volunteer_centers',
    id: center.id,
    attributes: {
      name: center.name,
      slug: center.slug,
      tenantKey: center.tenantKey,
      appName: tenant?.appName ?? center.name,
    } satisfies CenterAttributes,
    relationships: { profile: profile === undefined ? undefined : ref('volunteer_center_profiles', profile?.id) },
  });
}

/** Every attribute of domain/centers.ts's CenterProfileAttributes, no other: a new column is served once it is named here. */
export function centerProfileResource(profile: CenterProfileRow) {
  return resource({
    type: 'volunteer_center_profiles',
    id: profile.id,
    attributes: {
      name: profile.name,
      websiteLogoUrl: profile.websiteLogoUrl,
      websiteLogoDarkUrl: profile.websiteLogoDarkUrl,
      faviconUrl: profile.faviconUrl,
      gtagId: profile.gtagId,
      website: profile.website,
      contactEmail: profile.contactEmail,
      contactPhoneNumber: profile.contactPhoneNumber,
      primaryColor: profile.primaryColor,
      primaryColorShades: profile.primaryColorShades,
      secondaryColor: profile.secondaryColor,
      secondaryColorShades: profile.secondaryColorShades,
      mutedColor: profile.mutedColor,
      mutedColorShades: profile.mutedColorShades,
      backgroundColor: profile.backgroundColor,
      textColor: profile.textColor,
      customColorShades: profile.customColorShades,
      footerColumn1Title: profile.footerColumn1Title,
      footerColumn1Content: profile.footerColumn1Content,
      footerColumn2Title: profile.footerColumn2Title,
      footerColumn2Content: profile.footerColumn2Content,
      footerColumn3Title: profile.footerColumn3Title,
      footerColumn3Content: profile.footerColumn3Content,
      footerColumn4Title: profile.footerColumn4Title,
      footerColumn4Content: profile.footerColumn4Content,
      footerColumn6Title: profile.footerColumn6Title,
      footerColumn6Content: profile.footerColumn6Content,
      footerColumn8Title: profile.footerColumn8Title,
      footerColumn8Content: profile.footerColumn8Content,
      showAnbiLogo: profile.showAnbiLogo,
      showNovLogo: profile.showNovLogo,
      themeConfig: profile.themeConfig,
      shiftReminderHour: profile.shiftReminderHour,
      updatedAt: profile.updatedAt,
    } satisfies CenterProfileAttributes,
    relationships: { volunteerCenter: ref('volunteer_centers', profile.volunteerCenterId) },
  });
}
