/**
 * An upload belongs to the center it was made in (docs/api.md, "Uploads"). Where an attribute names an uploaded file
 * (the center's logos and favicon), it must be an upload of this center: another center's upload, like one that
 * does not exist, is 404 on that attribute, and nothing is saved.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import { STORED_NAME } from '@/lib/shared/uploads/rules';
import type { AppEnv } from '../../context';
import type { Executor } from '../../db/client';
import { uploads, volunteerCenterProfiles } from '../../db/schema';
import { ApiError } from '../../jsonapi/errors';
import { storageFromEnv, UPLOADS_PATH, type FileStorage } from '../../storage';

/** The stored name an address points at when it is an address of this storage (or the local path); else null. */
export function uploadNameOf(storage: FileStorage, address: string): string | null {
  const name = address.split('/').pop() ?? '';
  if (!STORED_NAME.test(name)) return null;
  return address === `${UPLOADS_PATH}/${name}` || address === storage.urlOf(name) ? name : null;
}

export interface UploadReference {
  pointer: string;
  value: string | null | undefined;
}

export async function assertOwnUploads(db: Executor, storage: FileStorage, centerId: number, references: UploadReference[]): Promise<void> {
  const named = references.flatMap((ref) => {
    const name = ref.value ? uploadNameOf(storage, ref.value) : null;
    return name ? [{ ...ref, name }] : [];
  });
  if (!named.length) return;
  const rows = await db
    .select({ name: uploads.name, volunteerCenterId: uploads.volunteerCenterId })
    .from(uploads)
    .where(inArray(uploads.name, [...new Set(named.map((r) => r.name))]));
  const owner = new Map(rows.map((r) => [r.name, r.volunteerCenterId]));
  const foreign = named.filter((ref) => owner.get(ref.name) !== centerId);
  if (foreign.length) throw new ApiError(404, foreign.map((ref) => ({ code: 'notFound', params: { resource: 'upload' }, source: { pointer: ref.pointer } })));
}

const BRANDING = [
  { key: 'websiteLogoUrl', pointer: '/data/attributes/website_logo_url' },
  { key: 'websiteLogoDarkUrl', pointer: '/data/attributes/website_logo_dark_url' },
  { key: 'faviconUrl', pointer: '/data/attributes/favicon_url' },
] as const;

type Branding = Partial<Record<(typeof BRANDING)[number]['key'], string | null>>;

/**
 * PATCH /volunteer_centers/current: a changed logo or favicon that names an upload must be this center's. Unchanged
 * values are not checked again, so a profile saved before uploads were tied to centers can still be saved.
 */
export async function assertBrandingUploads(c: Context<AppEnv>, attrs: Branding): Promise<void> {
  const { db } = c.get('deps');
  const centerId = c.get('scope').center.id;
  const [current] = await db.select().from(volunteerCenterProfiles).where(eq(volunteerCenterProfiles.volunteerCenterId, centerId));
  const changed = BRANDING.filter(({ key }) => attrs[key] !== undefined && attrs[key] !== (current?.[key] ?? null));
  await assertOwnUploads(db, c.get('deps').storage ?? storageFromEnv(), centerId, changed.map(({ key, pointer }) => ({ pointer, value: attrs[key] })));
}
