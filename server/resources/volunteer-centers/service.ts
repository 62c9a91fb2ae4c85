/** Writes of a center's profile; every query names the center it touches. */
import type { Executor } from '../../db/client';
import { volunteerCenterProfiles } from '../../db/schema';
import type { CenterRow } from '../../context';
import type { ProfileUpdate } from './schemas';
import type { CenterProfileRow } from './serializers';

/** Updates the profile of `center` (creating it, named after the center, if it has none yet). */
export async function updateProfile(db: Executor, center: CenterRow, attrs: ProfileUpdate): Promise<CenterProfileRow> {
  const values = { ...attrs, updatedAt: new Date() };
  const [row] = await db
    .insert(volunteerCenterProfiles)
    .values({ ...values, volunteerCenterId: center.id, name: attrs.name ?? center.name })
    .onConflictDoUpdate({ target: volunteerCenterProfiles.volunteerCenterId, set: values })
    .returning();
  if (!row) throw new Error('profile upsert returned no row');
  return row;
}
