/**
 * POST /vacancies/bulk_edit: one change (status, expiry, tags) to many vacancies in one transaction. The first
 * vacancy that cannot take it (unknown, not the actor's, a refused transition, a past expiry) aborts the whole
 * edit with a 422 pointing at its place in `ids`; nothing is written then.
 */
import type { Executor } from '../../db/client';
import { ApiError, type ApiErrorItem } from '../../jsonapi/errors';
import type { BulkEdit, VacancyUpdate } from './schemas';
import { applyUpdate, findVacancy, type StoredVacancy, type WriteContext } from './service';

export async function bulkEditVacancies(
  db: Executor,
  ctx: WriteContext,
  input: BulkEdit,
  mayManage: (vacancy: StoredVacancy) => boolean,
): Promise<number[]> {
  const ids = [...new Set(input.ids)];
  return db.transaction(async (tx) => {
    for (const [index, id] of input.ids.entries()) {
      if (input.ids.indexOf(id) !== index) continue;
      const pointer = `/data/attributes/ids/${index}`;
      const current = await findVacancy(tx, { centerId: ctx.centerId, id }, { lock: true });
      // Another center's vacancy, or one the actor does not manage, is "not found" here as everywhere.
      if (!current || !mayManage(current))
        throw new ApiError(422, { code: 'invalidAttribute', detail: ctx.t('vacancyApi.errors.bulkNotFound', { id }), source: { pointer } });
      const change: VacancyUpdate = {};
      if (input.status) change.status = input.status;
      if (input.expiresAt) change.expiresAt = input.expiresAt;
      if (input.addTags || input.removeTags) {
        const removed = new Set(input.removeTags ?? []);
        change.tags = [...new Set([...current.tags, ...(input.addTags ?? [])])].filter((tag) => !removed.has(tag));
      }
      try {
        await applyUpdate(tx, ctx, current, change);
      } catch (error) {
        throw atItem(error, ctx, id, pointer);
      }
    }
    return ids;
  });
}

/** The item's own error, moved to its place in `ids` and naming the vacancy. */
function atItem(error: unknown, ctx: WriteContext, id: number, pointer: string): unknown {
  if (!(error instanceof ApiError) || error.status !== 422) return error;
  const items: ApiErrorItem[] = error.items.map((e) => ({
    ...e,
    detail: ctx.t('vacancyApi.errors.bulkItem', { id, detail: e.detail ?? ctx.t(`api.errors.${e.code}.detail`, e.params) }),
    source: { pointer },
  }));
  return new ApiError(422, items);
}
