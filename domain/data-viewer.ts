/**
 * The data viewer (/admin/data-viewer, docs/api.md "Data viewer"): center staff browse their own center's records
 * read-only. This module is the one allow-list of what it shows: per dataset the columns that may be selected,
 * filtered, sorted and exported. A column that is not listed here does not exist for the data viewer, whatever the
 * table holds; password digests, token hashes and the forms' public keys are deliberately left out (and named in
 * DATA_VIEWER_SECRET_COLUMNS, which the tests hold every dataset against).
 */
import { APPLICATION_STATUSES } from './applications';
import { FORM_ACCESS_PERMISSIONS, FORM_KINDS } from './forms';
import { ORGANIZATION_STATUSES, ORGANIZATION_TYPES } from './organizations';
import { PAGE_LAYOUTS, PAGE_TYPES } from './content';
import { type Holder, isCenterStaff } from './roles';
import { GENDERS, SIGNUP_METHODS, USER_STATUSES } from './users';
import { LOCALES, isOneOf } from './values';
import { VACANCY_STATUSES, VACANCY_TYPES } from './vacancies';

/** Admins and center superusers (docs/domain.md#roles): the people who run the center. */
export const mayUseDataViewer = (viewer: Holder): boolean => isCenterStaff(viewer);

export const DATA_VIEWER_DATASETS = ['organizations', 'users', 'vacancies', 'applications', 'pages', 'forms'] as const;
export type DataViewerDataset = (typeof DATA_VIEWER_DATASETS)[number];
export const isDataViewerDataset = (value: unknown): value is DataViewerDataset => isOneOf(DATA_VIEWER_DATASETS, value);

/**
 * How a column is shown and filtered: text (contains, case-insensitive), enum (one of `values`), boolean, id and
 * number (equals), datetime (from/to dates: `filter[<name>_from]`, `filter[<name>_to]`).
 */
export type DataViewerColumnKind = 'id' | 'number' | 'text' | 'enum' | 'boolean' | 'datetime';

export interface DataViewerColumn {
  name: string;
  kind: DataViewerColumnKind;
  values?: readonly string[];
  sortable: boolean;
  filterable: boolean;
  /** Shown when the URL names no columns. */
  shown: boolean;
}

type Options = Partial<Pick<DataViewerColumn, 'sortable' | 'filterable' | 'shown'>>;
const col = (name: string, kind: DataViewerColumnKind, options: Options & { values?: readonly string[] } = {}): DataViewerColumn => ({
  name,
  kind,
  values: options.values,
  sortable: options.sortable ?? true,
  filterable: options.filterable ?? true,
  shown: options.shown ?? true,
});

export interface DataViewerDatasetSpec {
  columns: readonly DataViewerColumn[];
  /** JSON:API sort; the backend has an index that serves it (docs/api.md "Data viewer"). */
  defaultSort: string;
}

export const DATA_VIEWER_SPECS = {
  organizations: {
    defaultSort: '-created_at',
    columns: [
      col('id', 'id'),
      col('name', 'text'),
      col('organization_type', 'enum', { values: ORGANIZATION_TYPES }),
      col('status', 'enum', { values: ORGANIZATION_STATUSES.filter((s) => s !== 'deleted') }),
      col('email', 'text'),
      col('phone_number', 'text', { shown: false }),
      col('website', 'text', { shown: false }),
      col('created_at', 'datetime'),
      col('updated_at', 'datetime', { shown: false }),
    ],
  },
  users: {
    defaultSort: 'last_name',
    columns: [
      col('id', 'id'),
      col('first_name', 'text'),
      col('last_name', 'text'),
      col('email', 'text'),
      col('phone_number', 'text', { shown: false }),
      col('job_title', 'text', { shown: false }),
      col('gender', 'enum', { values: GENDERS, shown: false }),
      col('locale', 'enum', { values: LOCALES, shown: false }),
      col('status', 'enum', { values: USER_STATUSES }),
      col('signup_method', 'enum', { values: SIGNUP_METHODS, shown: false }),
      col('confirmed_at', 'datetime', { shown: false }),
      col('last_sign_in_at', 'datetime', { shown: false }),
      col('created_at', 'datetime'),
    ],
  },
  vacancies: {
    defaultSort: '-created_at',
    columns: [
      col('id', 'id'),
      col('title', 'text'),
      col('organization_id', 'id', { shown: false }),
      col('organization_name', 'text', { sortable: false, filterable: false }),
      col('vacancy_type', 'enum', { values: VACANCY_TYPES }),
      col('status', 'enum', { values: VACANCY_STATUSES.filter((s) => s !== 'deleted') }),
      col('city', 'text', { shown: false }),
      col('postal_code', 'text', { shown: false }),
      col('remote', 'boolean', { shown: false }),
      col('hours_per_week', 'number', { shown: false }),
      col('expires_at', 'datetime'),
      col('published_at', 'datetime', { shown: false }),
      col('created_at', 'datetime'),
      col('updated_at', 'datetime', { shown: false }),
    ],
  },
  applications: {
    defaultSort: '-created_at',
    columns: [
      col('id', 'id'),
      col('vacancy_id', 'id', { shown: false }),
      col('vacancy_title', 'text', { sortable: false, filterable: false }),
      col('user_id', 'id', { shown: false }),
      col('first_name', 'text'),
      col('last_name', 'text'),
      col('email', 'text'),
      col('phone_number', 'text', { shown: false }),
      col('message', 'text', { sortable: false, shown: false }),
      col('locale', 'enum', { values: LOCALES, shown: false }),
      col('status', 'enum', { values: APPLICATION_STATUSES }),
      col('confirmed_at', 'datetime', { shown: false }),
      col('decided_at', 'datetime', { shown: false }),
      col('withdrawn_at', 'datetime', { shown: false }),
      col('created_at', 'datetime'),
    ],
  },
  pages: {
    defaultSort: '-created_at',
    columns: [
      col('id', 'id'),
      col('title', 'text'),
      col('slug', 'text'),
      col('locale', 'enum', { values: LOCALES }),
      col('page_type', 'enum', { values: PAGE_TYPES }),
      col('page_layout', 'enum', { values: PAGE_LAYOUTS, shown: false }),
      col('is_published', 'boolean'),
      col('featured', 'boolean', { shown: false }),
      col('published_at', 'datetime', { shown: false }),
      col('created_at', 'datetime'),
      col('updated_at', 'datetime', { shown: false }),
    ],
  },
  forms: {
    defaultSort: '-created_at',
    columns: [
      col('id', 'id'),
      col('title', 'text'),
      col('organization_id', 'id'),
      col('access_permission', 'enum', { values: FORM_ACCESS_PERMISSIONS }),
      col('kind', 'enum', { values: FORM_KINDS }),
      col('accepting_submissions', 'boolean'),
      col('notify_owner', 'boolean', { shown: false }),
      col('created_at', 'datetime'),
      col('updated_at', 'datetime', { shown: false }),
    ],
  },
} as const satisfies Record<DataViewerDataset, DataViewerDatasetSpec>;

/** The column names of a dataset, as a type: the backend's column map must name exactly these. */
export type DataViewerColumnName<D extends DataViewerDataset> = (typeof DATA_VIEWER_SPECS)[D]['columns'][number]['name'];

export const datasetSpec = (dataset: DataViewerDataset): DataViewerDatasetSpec => DATA_VIEWER_SPECS[dataset];

/** The columns shown when none are chosen. */
export const defaultColumns = (dataset: DataViewerDataset): string[] =>
  datasetSpec(dataset)
    .columns.filter((c) => c.shown)
    .map((c) => c.name);

/** The filters of a column, as `filter[...]` keys: datetimes have a from and a to date, the rest one value. */
export const columnFilterKeys = (column: DataViewerColumn): string[] =>
  !column.filterable ? [] : column.kind === 'datetime' ? [`${column.name}_from`, `${column.name}_to`] : [column.name];

/** Never part of any dataset: credentials, link secrets and the organizations' internal notes (docs/api.md "Data viewer"). */
export const DATA_VIEWER_SECRET_COLUMNS = [
  'password_hash',
  'token_hash',
  'confirmation_token_hash',
  'public_key',
  'access_token',
  'client',
  'internal_note',
] as const;

/** An export holds at most this many rows; the screen says so when the filtered result is larger. */
export const DATA_VIEWER_EXPORT_MAX_ROWS = 10_000;

/** A filter's date: YYYY-MM-DD, years 1000 to 9999 (PostgreSQL has no year 0). */
export const DATA_VIEWER_DATE_PATTERN = /^[1-9]\d{3}-\d{2}-\d{2}$/;
