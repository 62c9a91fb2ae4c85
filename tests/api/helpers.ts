/** Assertions shared by the API tests (tests/support/api.ts holds the harness itself). */
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client';

export type CallResult = { status: number; headers: Headers; json: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- documents are arbitrary

/**
 * A JSON:API error document: the status, one error with this code, a translated title and detail,
 * and (when given) its source. Returns the first matching error for further checks.
 */
export function expectError(
  res: CallResult,
  status: number,
  code: string,
  source?: { pointer?: string; parameter?: string; header?: string },
) {
  expect({ status: res.status, codes: (res.json?.errors ?? []).map((e: { code: string }) => e.code) }).toEqual({
    status,
    codes: expect.arrayContaining([code]),
  });
  expect(res.headers.get('content-type')).toContain('application/vnd.api+json');
  const error = res.json.errors.find((e: { code: string }) => e.code === code);
  expect(error.status).toBe(String(status));
  expect(typeof error.title).toBe('string');
  expect(error.title.length).toBeGreaterThan(0);
  expect(typeof error.detail).toBe('string');
  expect(error.detail.length).toBeGreaterThan(0);
  // Untranslated keys would leak as "api.errors...."
  expect(error.title).not.toMatch(/^api\./);
  expect(error.detail).not.toMatch(/^api\./);
  if (source) expect(error.source).toEqual(source);
  return error as { status: string; code: string; title: string; detail: string; source?: Record<string, string> };
}

export const FORBIDDEN_EN = "You don't have access rights to execute this action";
export const FORBIDDEN_NL = 'Je hebt geen toegangsrechten om deze actie uit te voeren';

export function expectForbidden(res: CallResult) {
  return expectError(res, 403, 'forbidden');
}

export async function rowCount(db: Database, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

/** The included resources of one type, by id. */
export function includedOf(doc: { included?: { type: string; id: string }[] }, type: string) {
  return (doc.included ?? []).filter((r) => r.type === type);
}

export const en = { 'accept-language': 'en' };
export const nl = { 'accept-language': 'nl' };
