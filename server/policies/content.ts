/**
 * Content (docs/domain.md#roles): center staff and content managers manage everything of their center's site;
 * page managers only pages, news and their blocks (and the images those need). The shared stock image library
 * (rows without a center) is seen by every center of every tenant, while an admin's reach is one tenant
 * (docs/decisions.md): so only a platform admin, an admin of the platform's own tenant, may change it; to every
 * other center it is read-only. Public reads need no policy.
 */
import { mayWriteStockImage } from '@/domain/content';
import { isPageEditor as pageEditor, isSiteManager as siteManager } from '@/domain/roles';
import { PLATFORM_TENANT } from '@/lib/shared/tenancy/tenants';
import type { Viewer } from '../context';

type Actor = Viewer | null;

export const contentPolicy = {
  /** Pages, news, success stories and their blocks. */
  managePages: (actor: Actor) => pageEditor(actor),
  /** The management view of menus (page managers see where their pages are linked). */
  readMenus: (actor: Actor) => pageEditor(actor),
  writeMenus: (actor: Actor) => siteManager(actor),
  /** Picking stock images is part of editing a page. */
  readStockImages: (actor: Actor) => pageEditor(actor),
  /** `tenantKey`: the tenant of the center the request is made in (the actor's own, or one an admin acts in). */
  writeStockImages: (actor: Actor, image: { volunteerCenterId: number | null }, tenantKey: string) =>
    mayWriteStockImage(actor, image, tenantKey === PLATFORM_TENANT),
  /** Uploaded media are used in page blocks, so page managers may upload and list them. */
  readMediaFiles: (actor: Actor) => pageEditor(actor),
  createMediaFiles: (actor: Actor) => pageEditor(actor),
  deleteMediaFiles: (actor: Actor) => siteManager(actor),
};
