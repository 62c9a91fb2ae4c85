/**
 * Who may open which part of /content (docs/domain.md), for the content section's layout and pages: the API
 * checks again on every call. The pages pass in what signedInPage gave them.
 */
import 'server-only';
import { isPageEditor, isSiteManager } from '@/domain/roles';
import type { Viewer } from '@/lib/shared/session/types';
import type { Center, CenterRef } from '@/lib/shared/center/types';
import { getTenant } from '@/lib/shared/tenancy/tenants';

/** A path id that the API would refuse (400) is simply not found. */
export const validId = (id: string) => /^[1-9]\d{0,8}$/.test(id);

export interface ContentAccess {
  /** Pages, news and their blocks, uploads and picking stock images. */
  pages: boolean;
  /** Menus, stock images, deleting uploads: the whole site. */
  site: boolean;
}

export function contentAccess(viewer: Viewer): ContentAccess {
  return { site: isSiteManager(viewer), pages: isPageEditor(viewer) };
}

/** A /content page's context from the signed-in page's (center, viewer, locale). */
export function contentContext({ center, viewer, locale }: { center: Center; viewer: Viewer; locale: string }): {
  center: CenterRef;
  access: ContentAccess;
  locale: string;
  centerRecord: Center;
  viewer: Viewer;
  multiLanguage: boolean;
} {
  return {
    center: { id: center.id, tenantKey: center.tenantKey },
    access: contentAccess(viewer),
    locale,
    centerRecord: center,
    viewer,
    multiLanguage: getTenant(center.tenantKey)?.features.multiLanguage ?? false,
  };
}
