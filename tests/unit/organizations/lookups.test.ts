import { ApiRequestError } from '@/lib/shared/api';
import {
  createLookupItem,
  deleteLookupItem,
  isInUseError,
  lookupName,
  lookupNamesSchema,
  sortLookupItems,
  toLookupItems,
  updateLookupItem,
  type LookupItem,
} from '@/lib/shared/organizations/lookups';
import type { ApiClient } from '@/lib/shared/api';

const item = (id: string, nameNl: string, nameEn: string): LookupItem => ({ id, key: null, name: nameNl, nameNl, nameEn });

describe('toLookupItems', () => {
  it('reads both names and the key, the id as a string', () => {
    expect(
      toLookupItems([{ id: 3, type: 'activity_types', key: 'transport', name: 'Vervoer', nameNl: 'Vervoer', nameEn: 'Transport' }]),
    ).toEqual([{ id: '3', key: 'transport', name: 'Vervoer', nameNl: 'Vervoer', nameEn: 'Transport' }]);
  });

  it('accepts an entry without key (one the center added) and falls back to the other name', () => {
    expect(toLookupItems([{ id: '4', key: null, name: 'Koken', nameNl: 'Koken' }])).toEqual([
      { id: '4', key: null, name: 'Koken', nameNl: 'Koken', nameEn: 'Koken' },
    ]);
    expect(toLookupItems([{ id: '5', name: 'Sport' }])).toEqual([{ id: '5', key: null, name: 'Sport', nameNl: 'Sport', nameEn: 'Sport' }]);
  });

  it('refuses what is not a list of resources', () => {
    expect(() => toLookupItems([{ name: 'zonder id' }])).toThrow();
  });
});

describe('lookupName and sortLookupItems', () => {
  const items = [item('1', 'Vervoer', 'Transport'), item('2', 'boodschappen', 'Shopping'), item('3', 'Gezelschap', 'Companionship')];

  it('names an entry in the page language', () => {
    expect(lookupName(items[0]!, 'nl')).toBe('Vervoer');
    expect(lookupName(items[0]!, 'en')).toBe('Transport');
    expect(lookupName({ nameNl: 'Koken', nameEn: '' }, 'en')).toBe('Koken');
  });

  it('sorts by that name, ignoring case, without changing the input', () => {
    expect(sortLookupItems(items, 'nl').map((i) => i.id)).toEqual(['2', '3', '1']);
    expect(sortLookupItems(items, 'en').map((i) => i.id)).toEqual(['3', '2', '1']);
    expect(items.map((i) => i.id)).toEqual(['1', '2', '3']);
  });
});

describe('lookupNamesSchema', () => {
  it('requires both names, trimmed, at most 100 characters', () => {
    expect(lookupNamesSchema.parse({ nameNl: '  Koken ', nameEn: 'Cooking' })).toEqual({ nameNl: 'Koken', nameEn: 'Cooking' });
    expect(lookupNamesSchema.safeParse({ nameNl: '   ', nameEn: 'Cooking' }).success).toBe(false);
    expect(lookupNamesSchema.safeParse({ nameNl: 'Koken', nameEn: '' }).success).toBe(false);
    expect(lookupNamesSchema.safeParse({ nameNl: 'x'.repeat(101), nameEn: 'Cooking' }).success).toBe(false);
  });
});

describe('the calls', () => {
  function fakeApi(answer: unknown) {
    const calls: { method: string; path: string; body?: unknown }[] = [];
    const record = (method: string) => async (path: string, body?: unknown) => {
      calls.push({ method, path, body });
      return { data: answer, meta: {} };
    };
    const api = { post: record('POST'), patch: record('PATCH'), delete: record('DELETE') } as unknown as ApiClient;
    return { api, calls };
  }

  it('creates with both names as JSON:API attributes and returns the stored entry', async () => {
    const { api, calls } = fakeApi({ id: '9', key: null, name: 'Koken', nameNl: 'Koken', nameEn: 'Cooking' });
    await expect(createLookupItem(api, 'activity_types', { nameNl: 'Koken', nameEn: 'Cooking' })).resolves.toEqual(
      item('9', 'Koken', 'Cooking'),
    );
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/v1/activity_types',
        body: { data: { type: 'activity_types', attributes: { name_nl: 'Koken', name_en: 'Cooking' } } },
      },
    ]);
  });

  it('renames by id with PATCH, and keeps the typed names when the answer has no body', async () => {
    const { api, calls } = fakeApi(null);
    await expect(updateLookupItem(api, 'non_profit_types', '4', { nameNl: 'Sport', nameEn: 'Sports' })).resolves.toEqual(
      item('4', 'Sport', 'Sports'),
    );
    expect(calls[0]).toEqual({
      method: 'PATCH',
      path: '/api/v1/non_profit_types/4',
      body: { data: { type: 'non_profit_types', id: '4', attributes: { name_nl: 'Sport', name_en: 'Sports' } } },
    });
  });

  it('deletes by id', async () => {
    const { api, calls } = fakeApi(null);
    await deleteLookupItem(api, 'activity_types', '7');
    expect(calls).toEqual([{ method: 'DELETE', path: '/api/v1/activity_types/7', body: undefined }]);
  });
});

describe('isInUseError', () => {
  const conflict = (code?: string) =>
    new ApiRequestError(409, { errors: [{ status: '409', ...(code ? { code } : {}), detail: 'In gebruik bij 2 organisaties.' }] });

  it('recognises the 409 inUse refusal', () => {
    expect(isInUseError(conflict('inUse'))).toBe(true);
    expect(isInUseError(conflict('in_use'))).toBe(true);
    expect(isInUseError(conflict())).toBe(true);
  });

  it('leaves other failures alone', () => {
    expect(isInUseError(conflict('staleRecord'))).toBe(false);
    expect(isInUseError(new ApiRequestError(422, { errors: [{ code: 'inUse' }] }))).toBe(false);
    expect(isInUseError(new Error('network'))).toBe(false);
  });
});
