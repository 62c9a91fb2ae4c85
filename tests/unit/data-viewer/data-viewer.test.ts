/**
 * The data viewer's pure parts: who may use it (domain/data-viewer.ts), the allow-list (no secret column, every
 * column and dataset translated in both languages, default sorts on sortable columns) and the URL state
 * (lib/shared/data-viewer/view-state.ts): what is not allow-listed is dropped, only what differs is written.
 */
import { DATA_VIEWER_DATASETS, DATA_VIEWER_SECRET_COLUMNS, datasetSpec, defaultColumns, mayUseDataViewer } from '@/domain/data-viewer';
import { ROLE_NAMES } from '@/domain/roles';
import { dataViewerCsvHref } from '@/lib/shared/data-viewer/api';
import { dataViewerQuery, parseDataViewerState, serializeDataViewerState } from '@/lib/shared/data-viewer/view-state';
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';

describe('mayUseDataViewer', () => {
  it.each(ROLE_NAMES)('%s', (role) => {
    expect(mayUseDataViewer({ roles: [{ name: role, organizationId: null }] })).toBe(role === 'admin' || role === 'center_superuser');
  });
  it('nobody signed out', () => {
    expect(mayUseDataViewer(null)).toBe(false);
  });
});

describe('the allow-list', () => {
  it.each(DATA_VIEWER_DATASETS)('%s: no secret column, translated, a sortable default sort, default columns shown', (dataset) => {
    const spec = datasetSpec(dataset);
    const names = spec.columns.map((c) => c.name);
    for (const secret of DATA_VIEWER_SECRET_COLUMNS) expect(names).not.toContain(secret);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('id');
    for (const catalog of [nl, en]) {
      expect(typeof catalog.dataViewer.datasets[dataset]).toBe('string');
      for (const name of names) expect(typeof (catalog.dataViewer.columns as Record<string, string>)[name]).toBe('string');
      for (const value of spec.columns.flatMap((c) => c.values ?? []))
        expect(typeof (catalog.dataViewer.values as Record<string, string>)[value]).toBe('string');
    }
    const sort = spec.defaultSort.replace(/^-/, '');
    expect(spec.columns.find((c) => c.name === sort)?.sortable).toBe(true);
    expect(defaultColumns(dataset).length).toBeGreaterThan(0);
  });
});

describe('the URL state', () => {
  it('defaults without parameters, and writes nothing for them', () => {
    const state = parseDataViewerState(new URLSearchParams(''));
    expect(state).toEqual({
      dataset: 'organizations',
      columns: defaultColumns('organizations'),
      filters: {},
      sort: '-created_at',
      page: 1,
      perPage: 25,
    });
    expect(serializeDataViewerState(state)).toBe('');
  });

  it('round-trips a shared view', () => {
    const search =
      'dataset=users&columns=email,last_name&filter%5Bstatus%5D=active&filter%5Bcreated_at_from%5D=2026-01-01&sort=-email&per_page=50&page=3';
    const state = parseDataViewerState(new URLSearchParams(search));
    expect(state).toEqual({
      dataset: 'users',
      columns: ['last_name', 'email'],
      filters: { status: 'active', created_at_from: '2026-01-01' },
      sort: '-email',
      page: 3,
      perPage: 50,
    });
    expect(parseDataViewerState(new URLSearchParams(serializeDataViewerState(state)))).toEqual(state);
  });

  it('drops what is not allow-listed or not valid', () => {
    const state = parseDataViewerState(
      new URLSearchParams(
        'dataset=auth_tokens&columns=password_hash&filter%5Bpassword_hash%5D=x&filter%5Bstatus%5D=gone&filter%5Bcreated_at_to%5D=gisteren&sort=password_hash&per_page=7&page=-1',
      ),
    );
    expect(state).toEqual(parseDataViewerState(new URLSearchParams('')));
  });

  it('asks the API for the chosen columns, filters, sort and page; the export for all pages', () => {
    const state = parseDataViewerState(new URLSearchParams('dataset=vacancies&columns=title&filter%5Bstatus%5D=draft&page=2'));
    expect(dataViewerQuery(state)).toEqual({
      fields: { vacancies: ['title'] },
      filter: { status: 'draft' },
      sort: '-created_at',
      page: { size: 25, number: 2 },
    });
    expect(dataViewerCsvHref(state)).toBe(
      '/bff/api/v1/data_viewer/vacancies.csv?fields[vacancies]=title&filter[status]=draft&sort=-created_at',
    );
  });
});
