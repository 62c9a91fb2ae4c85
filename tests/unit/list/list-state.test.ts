import { nextSort, pageCount, parseListState, serializeListState, sortDirection, updateListState } from '@/lib/shared/list/list-state';

const spec = { sorts: ['name', 'created_at'], defaultSort: 'name', filters: ['status', 'type'] } as const;

describe('list state in the URL', () => {
  it('parses valid values and falls back to defaults for the rest', () => {
    const state = parseListState(new URLSearchParams('page=3&per_page=50&sort=-created_at&q= voedsel &status=pending&other=x'), spec);
    expect(state).toEqual({ page: 3, perPage: 50, sort: '-created_at', query: 'voedsel', filters: { status: 'pending' } });
    const bad = parseListState({ page: '-1', per_page: '7', sort: 'password' }, spec);
    expect(bad).toEqual({ page: 1, perPage: 25, sort: 'name', query: '', filters: {} });
  });

  it('serialises only what differs from the defaults', () => {
    expect(serializeListState(parseListState({}, spec), spec)).toBe('');
    const state = { page: 2, perPage: 10, sort: '-name', query: 'a b', filters: { type: 'School' } };
    expect(serializeListState(state, spec)).toBe('?q=a+b&type=School&sort=-name&per_page=10&page=2');
    expect(parseListState(new URLSearchParams(serializeListState(state, spec).slice(1)), spec)).toEqual(state);
  });

  it('returns to page 1 when the search, filters, sort or page size change', () => {
    const state = { page: 4, perPage: 25, sort: 'name', query: '', filters: {} };
    expect(updateListState(state, { query: 'x' }).page).toBe(1);
    expect(updateListState(state, { perPage: 50 }).page).toBe(1);
    expect(updateListState(state, { page: 5 }).page).toBe(5);
  });

  it('cycles sorting and reports the direction for aria-sort', () => {
    expect(nextSort('name', 'name')).toBe('-name');
    expect(nextSort('-name', 'name')).toBe('name');
    expect(nextSort('name', 'created_at')).toBe('created_at');
    expect(sortDirection('-name', 'name')).toBe('descending');
    expect(sortDirection('name', 'created_at')).toBe('none');
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(51, 25)).toBe(3);
  });
});
