/** Rows of uploaded files (logos, photos, documents of a center); the files themselves are in server/storage. */
import { audit } from '../../audit';
import type { Executor } from '../../db/client';
import { uploads } from '../../db/schema';

export type UploadRow = typeof uploads.$inferSelect;

/** The row and its audit entry; `tx` is the transaction that also stores the file (./limits.ts). */
export async function insertUpload(
  tx: Executor,
  values: Omit<typeof uploads.$inferInsert, 'volunteerCenterId' | 'uploadedById'> & { byteSize: number },
  o: { centerId: number; actor: { actorId: number; ip?: string } },
): Promise<UploadRow> {
  const [inserted] = await tx
    .insert(uploads)
    .values({ ...values, volunteerCenterId: o.centerId, uploadedById: o.actor.actorId })
    .returning();
  if (!inserted) throw new Error('insert returned nothing');
  await audit(tx, {
    volunteerCenterId: o.centerId,
    ...o.actor,
    action: 'upload.create',
    subjectType: 'uploads',
    subjectId: values.name,
    data: { purpose: values.purpose, contentType: values.contentType, size: values.byteSize },
  });
  return inserted;
}
