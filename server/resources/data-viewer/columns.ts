/**
 * Where each allow-listed column of domain/data-viewer.ts comes from: a table column, or (for a name beside an id)
 * a correlated subquery. Typed by the allow-list: a column missing here, or one not in the allow-list, is a compile
 * error, so nothing else of a table (password digests, token hashes) can be selected through the data viewer.
 * `visible` is what the API's own lists leave out for center staff: deleted records.
 */
import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DataViewerColumnName, DataViewerDataset } from '@/domain/data-viewer';
import { applications, forms, organizations, pages, users, vacancies } from '../../db/schema';

export type ColumnSource = PgColumn | SQL;

interface DatasetSource<D extends DataViewerDataset> {
  table: PgTable;
  id: PgColumn;
  center: PgColumn;
  visible?: SQL;
  columns: Record<DataViewerColumnName<D>, ColumnSource>;
}

type Sources = { [D in DataViewerDataset]: DatasetSource<D> };

export const DATA_VIEWER_SOURCES: Sources = {
  organizations: {
    table: organizations,
    id: organizations.id,
    center: organizations.volunteerCenterId,
    visible: and(ne(organizations.status, 'deleted'), isNull(organizations.deletedAt)),
    columns: {
      id: organizations.id,
      name: organizations.name,
      organization_type: organizations.organizationType,
      status: organizations.status,
      email: organizations.email,
      phone_number: organizations.phoneNumber,
      website: organizations.website,
      created_at: organizations.createdAt,
      updated_at: organizations.updatedAt,
    },
  },
  users: {
    table: users,
    id: users.id,
    center: users.volunteerCenterId,
    columns: {
      id: users.id,
      first_name: users.firstName,
      last_name: users.lastName,
      email: users.email,
      phone_number: users.phoneNumber,
      job_title: users.jobTitle,
      gender: users.gender,
      locale: users.locale,
      status: users.status,
      signup_method: users.signupMethod,
      confirmed_at: users.confirmedAt,
      last_sign_in_at: users.lastSignInAt,
      created_at: users.createdAt,
    },
  },
  vacancies: {
    table: vacancies,
    id: vacancies.id,
    center: vacancies.volunteerCenterId,
    visible: ne(vacancies.status, 'deleted'),
    columns: {
      id: vacancies.id,
      title: vacancies.title,
      organization_id: vacancies.organizationId,
      // The vacancy's organization is of the same center (written so by the vacancy service).
      organization_name: sql`(select ${organizations.name} from ${organizations} where ${eq(organizations.id, vacancies.organizationId)})`,
      vacancy_type: vacancies.vacancyType,
      status: vacancies.status,
      city: vacancies.city,
      postal_code: vacancies.postalCode,
      remote: vacancies.remote,
      hours_per_week: vacancies.hoursPerWeek,
      expires_at: vacancies.expiresAt,
      published_at: vacancies.publishedAt,
      created_at: vacancies.createdAt,
      updated_at: vacancies.updatedAt,
    },
  },
  applications: {
    table: applications,
    id: applications.id,
    center: applications.volunteerCenterId,
    columns: {
      id: applications.id,
      vacancy_id: applications.vacancyId,
      vacancy_title: sql`(select ${vacancies.title} from ${vacancies} where ${eq(vacancies.id, applications.vacancyId)})`,
      user_id: applications.userId,
      first_name: applications.firstName,
      last_name: applications.lastName,
      email: applications.email,
      phone_number: applications.phoneNumber,
      message: applications.message,
      locale: applications.locale,
      status: applications.status,
      confirmed_at: applications.confirmedAt,
      decided_at: applications.decidedAt,
      withdrawn_at: applications.withdrawnAt,
      created_at: applications.createdAt,
    },
  },
  pages: {
    table: pages,
    id: pages.id,
    center: pages.volunteerCenterId,
    visible: isNull(pages.deletedAt),
    columns: {
      id: pages.id,
      title: pages.title,
      slug: pages.slug,
      locale: pages.locale,
      page_type: pages.pageType,
      page_layout: pages.pageLayout,
      is_published: pages.isPublished,
      featured: pages.featured,
      published_at: pages.publishedAt,
      created_at: pages.createdAt,
      updated_at: pages.updatedAt,
    },
  },
  forms: {
    table: forms,
    id: forms.id,
    center: forms.volunteerCenterId,
    columns: {
      id: forms.id,
      title: forms.title,
      organization_id: forms.organizationId,
      access_permission: forms.accessPermission,
      kind: forms.kind,
      accepting_submissions: forms.acceptingSubmissions,
      notify_owner: forms.notifyOwner,
      created_at: forms.createdAt,
      updated_at: forms.updatedAt,
    },
  },
};
