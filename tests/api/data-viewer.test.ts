/**
 * The data viewer (docs/api.md "Data viewer"): /api/v1/data_viewer/{dataset} and its .csv. Only admins and center
 * superusers; only their own center's rows (another center's never, deleted records never); only allow-listed
 * columns (domain/data-viewer.ts), so no password digest, token hash or public key, by name or by value, and a
 * secret column asked for by name is a 400 naming the parameter; filters, sorts and pagination on allow-listed
 * columns only; the CSV streams the same selection, capped, escaped and formula-safe.
 */
import { eq, sql } from 'drizzle-orm';
import {
  DATA_VIEWER_DATASETS,
  DATA_VIEWER_EXPORT_MAX_ROWS,
  DATA_VIEWER_SECRET_COLUMNS,
  type DataViewerDataset,
  datasetSpec,
} from '@/domain/data-viewer';
import { ROLE_NAMES } from '@/domain/roles';
import { hashSecret } from '@/server/auth/tokens';
import * as schema from '@/server/db/schema';
import {
  call,
  createCenter,
  createOrganization,
  createUser,
  signIn,
  startTestBackend,
  type Headers,
  type TestBackend,
} from '../support/api';
import { createApplication, createVacancy } from '../support/factories/applications';
import { createPage } from '../support/factories/content';
import { expectError, expectForbidden } from './helpers';

jest.setTimeout(120_000);

type Center = Awaited<ReturnType<typeof createCenter>>;

let backend: TestBackend;
let a: Center;
let b: Center;
const as: Record<string, Headers> = {};
let staffB: Headers;
/** The ids of each center's rows, per dataset. */
const ids: Record<'A' | 'B', Record<DataViewerDataset, Set<string>>> = {
  A: Object.fromEntries(DATA_VIEWER_DATASETS.map((d) => [d, new Set<string>()])) as Record<DataViewerDataset, Set<string>>,
  B: Object.fromEntries(DATA_VIEWER_DATASETS.map((d) => [d, new Set<string>()])) as Record<DataViewerDataset, Set<string>>,
};
/** Secret values stored in center A's rows: none may ever appear in an answer. */
const secrets: string[] = [];
let deletedOrganizationId: string;

const all = (dataset: DataViewerDataset) => datasetSpec(dataset).columns.map((c) => c.name);
const path = (dataset: DataViewerDataset, query = '') => `/api/v1/data_viewer/${dataset}${query ? `?${query}` : ''}`;
const allColumns = (dataset: DataViewerDataset) => `fields[${dataset}]=${all(dataset).join(',')}&page[size]=100`;

async function fillCenter(center: Center, side: 'A' | 'B') {
  const { db } = backend;
  const org = await createOrganization(db, center.id, { name: side === 'A' ? 'Stichting Alfa' : 'Stichting Bravo' });
  const pending = await createOrganization(db, center.id, { name: side === 'A' ? '=HYPERLINK("x")' : 'Bravo wacht', status: 'pending' });
  const quoted = await createOrganization(db, center.id, { name: side === 'A' ? 'Alfa; "de tweede"' : 'Bravo twee' });
  for (const o of [org, pending, quoted]) ids[side].organizations.add(String(o.id));
  const gone = await createOrganization(db, center.id, { name: `Opgeheven ${side}`, status: 'deleted' });
  if (side === 'A') deletedOrganizationId = String(gone.id);

  const member = await createUser(db, center.id, { role: 'volunteer', firstName: `Vrijwilliger ${side}` });
  const [stored] = await db.select({ hash: schema.users.passwordHash }).from(schema.users).where(eq(schema.users.id, member.id));
  if (side === 'A' && stored?.hash) secrets.push(stored.hash);
  const resetHash = hashSecret(`reset-${side}-${Date.now()}`);
  await db
    .insert(schema.userTokens)
    .values({ userId: member.id, purpose: 'reset_password', tokenHash: resetHash, expiresAt: new Date(Date.now() + 3600_000) });
  if (side === 'A') secrets.push(resetHash);

  const vacancy = await createVacancy(backend, { centerId: center.id, organizationId: org.id, title: `Tuinieren ${side}` });
  const draft = await createVacancy(backend, { centerId: center.id, organizationId: org.id, status: 'draft', title: `Concept ${side}` });
  await createVacancy(backend, { centerId: center.id, organizationId: org.id, status: 'deleted', title: `Weg ${side}` });
  for (const v of [vacancy, draft]) ids[side].vacancies.add(String(v.id));

  const token = `bevestig-${side}-${Date.now()}`;
  const guest = await createApplication(backend, {
    centerId: center.id,
    vacancyId: vacancy.id,
    unconfirmedToken: token,
    internalNote: `Notitie ${side}`,
  });
  const accepted = await createApplication(backend, { centerId: center.id, vacancyId: vacancy.id, status: 'accepted' });
  for (const app of [guest, accepted]) ids[side].applications.add(String(app.id));
  if (side === 'A') secrets.push(hashSecret(token), `Notitie ${side}`);

  const page = await createPage(db, center.id, { title: `Over ons ${side}` });
  const draftPage = await createPage(db, center.id, { title: `Nog niet af ${side}`, isPublished: false });
  for (const p of [page, draftPage]) ids[side].pages.add(String(p.id));

  const publicKey = `geheime-sleutel-${side}-${Date.now()}`;
  const [form] = await db
    .insert(schema.forms)
    .values({ volunteerCenterId: center.id, title: `Aanmelden ${side}`, accessPermission: 'token_holder', publicKey })
    .returning();
  ids[side].forms.add(String(form!.id));
  if (side === 'A') secrets.push(publicKey);
}

beforeAll(async () => {
  backend = await startTestBackend();
  a = await createCenter(backend.db, { tenantKey: 'demo' });
  b = await createCenter(backend.db, { tenantKey: 'demo' });
  await fillCenter(a, 'A');
  await fillCenter(b, 'B');
  const orgA = await createOrganization(backend.db, a.id, { name: 'Stichting Rollen' });
  ids.A.organizations.add(String(orgA.id));
  for (const role of ROLE_NAMES) {
    const user = await createUser(backend.db, a.id, { role, organizationId: orgA.id });
    as[role] = await signIn(backend, a.id, user.email);
  }
  const staff = await createUser(backend.db, b.id, { role: 'center_superuser' });
  staffB = await signIn(backend, b.id, staff.email);
  // Every user of each center is a row of its users dataset.
  for (const [side, center] of [
    ['A', a],
    ['B', b],
  ] as const) {
    const rows = await backend.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.volunteerCenterId, center.id));
    for (const r of rows) ids[side].users.add(String(r.id));
  }
}, 180_000);
afterAll(() => backend?.close(), 60_000);

describe('who may use the data viewer', () => {
  it.each(DATA_VIEWER_DATASETS)('%s: admins and center superusers only, JSON and CSV', async (dataset) => {
    for (const role of ROLE_NAMES) {
      for (const target of [path(dataset), `/api/v1/data_viewer/${dataset}.csv`]) {
        const res = await call(backend, 'GET', target, { headers: as[role] });
        if (role === 'admin' || role === 'center_superuser')
          expect({ role, target, status: res.status }).toEqual({ role, target, status: 200 });
        else expectForbidden(res);
      }
    }
    const signedOut = await call(backend, 'GET', path(dataset), { headers: { 'volunteer-center-id': String(a.id) } });
    expect(signedOut.status).toBe(401);
  });

  it('an unknown dataset is 404', async () => {
    const res = await call(backend, 'GET', '/api/v1/data_viewer/auth_tokens', { headers: as.admin });
    expect(res.status).toBe(404);
  });
});

describe('scoping: never another center, never a deleted record', () => {
  it.each(DATA_VIEWER_DATASETS)('%s: the own center has exactly its rows, the other center exactly its own', async (dataset) => {
    const own = await call(backend, 'GET', path(dataset, allColumns(dataset)), { headers: as.center_superuser });
    expect(own.status).toBe(200);
    const ownIds = new Set<string>(own.json.data.map((r: { id: string }) => r.id));
    for (const id of ids.A[dataset]) expect(ownIds.has(id)).toBe(true);
    for (const id of ids.B[dataset]) expect(ownIds.has(id)).toBe(false);
    expect(own.json.meta.total_count).toBe(ownIds.size);

    const other = await call(backend, 'GET', path(dataset, allColumns(dataset)), { headers: staffB });
    const otherIds = new Set<string>(other.json.data.map((r: { id: string }) => r.id));
    expect(otherIds).toEqual(ids.B[dataset]);

    const csv = await call(backend, 'GET', `/api/v1/data_viewer/${dataset}.csv?${allColumns(dataset)}`, { headers: as.admin });
    const csvIds = new Set(
      (csv.json as string)
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(';')[0]),
    );
    expect(csvIds).toEqual(ownIds);
  });

  it('deleted organizations, vacancies and pages are left out, as in the API lists', async () => {
    const orgs = await call(backend, 'GET', path('organizations', 'fields[organizations]=name&page[size]=100'), { headers: as.admin });
    expect(orgs.json.data.map((r: { id: string }) => r.id)).not.toContain(deletedOrganizationId);
    const vacancies = await call(backend, 'GET', path('vacancies', 'fields[vacancies]=title&page[size]=100'), { headers: as.admin });
    expect(vacancies.json.data.map((r: { attributes: { title: string } }) => r.attributes.title)).not.toContain('Weg A');
  });

  it("a center superuser of A cannot read B's rows by naming B", async () => {
    const res = await call(backend, 'GET', path('users'), { headers: { ...as.center_superuser, 'volunteer-center-id': String(b.id) } });
    expect(res.status).toBe(401);
  });
});

describe('secret columns: never shown, refused by name', () => {
  it.each(DATA_VIEWER_DATASETS)('%s: no secret column in the allow-list, no secret value in JSON or CSV', async (dataset) => {
    for (const secret of DATA_VIEWER_SECRET_COLUMNS) expect(all(dataset)).not.toContain(secret);
    const res = await call(backend, 'GET', path(dataset, allColumns(dataset)), { headers: as.admin });
    expect(res.status).toBe(200);
    for (const row of res.json.data) for (const key of Object.keys(row.attributes)) expect(DATA_VIEWER_SECRET_COLUMNS).not.toContain(key);
    const text = JSON.stringify(res.json);
    const csv = await call(backend, 'GET', `/api/v1/data_viewer/${dataset}.csv?${allColumns(dataset)}`, { headers: as.admin });
    expect(secrets.length).toBeGreaterThanOrEqual(5);
    for (const secret of secrets) {
      expect(text).not.toContain(secret);
      expect(csv.json as string).not.toContain(secret);
    }
  });

  it.each(DATA_VIEWER_DATASETS.flatMap((d) => DATA_VIEWER_SECRET_COLUMNS.map((s) => [d, s] as const)))(
    '%s: fields naming %s is 400 with the parameter',
    async (dataset, secret) => {
      for (const target of [
        path(dataset, `fields[${dataset}]=id,${secret}`),
        `/api/v1/data_viewer/${dataset}.csv?fields[${dataset}]=${secret}`,
      ]) {
        const res = await call(backend, 'GET', target, { headers: as.admin });
        const error = expectError(res, 400, 'invalidParameter', { parameter: `fields[${dataset}]` });
        expect(error.detail).toContain(secret);
      }
    },
  );

  it('a secret column cannot be sorted or filtered on either', async () => {
    expectError(await call(backend, 'GET', path('users', 'sort=password_hash'), { headers: as.admin }), 400, 'unknownSort', {
      parameter: 'sort',
    });
    expectError(await call(backend, 'GET', path('users', 'filter[password_hash]=x'), { headers: as.admin }), 400, 'unknownFilter', {
      parameter: 'filter[password_hash]',
    });
    expectError(
      await call(backend, 'GET', path('applications', 'filter[confirmation_token_hash]=x'), { headers: as.admin }),
      400,
      'unknownFilter',
      { parameter: 'filter[confirmation_token_hash]' },
    );
  });

  it('the refusal is translated', async () => {
    const res = await call(backend, 'GET', path('users', 'fields[users]=password_hash'), {
      headers: { ...as.admin, 'accept-language': 'en' },
    });
    expect(expectError(res, 400, 'invalidParameter').detail).toMatch(/^The column password_hash does not exist in the data viewer/);
    const nl = await call(backend, 'GET', path('users', 'fields[users]=password_hash'), {
      headers: { ...as.admin, 'accept-language': 'nl' },
    });
    expect(expectError(nl, 400, 'invalidParameter').detail).toMatch(/^De kolom password_hash bestaat niet/);
  });
});

describe('columns, filters, sort and pagination', () => {
  it('shows the chosen columns (in the allow-list order), else the default ones', async () => {
    const chosen = await call(backend, 'GET', path('organizations', 'fields[organizations]=status,name'), { headers: as.admin });
    expect(chosen.json.meta.columns).toEqual(['name', 'status']);
    expect(Object.keys(chosen.json.data[0].attributes)).toEqual(['name', 'status']);
    const defaults = await call(backend, 'GET', path('organizations'), { headers: as.admin });
    expect(defaults.json.meta.columns).toEqual(['id', 'name', 'organization_type', 'status', 'email', 'created_at']);
  });

  it('filters text (contains, any case), enums, booleans, ids and dates', async () => {
    const names = async (query: string) =>
      (await call(backend, 'GET', path('organizations', `fields[organizations]=name&${query}`), { headers: as.admin })).json.data
        .map((r: { attributes: { name: string } }) => r.attributes.name)
        .sort();
    expect(await names('filter[name]=ALFA')).toEqual(['Alfa; "de tweede"', 'Stichting Alfa']);
    expect(await names('filter[status]=pending')).toEqual(['=HYPERLINK("x")']);
    expect(await names('filter[name]=%25')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await names(`filter[created_at_from]=2000-01-01&filter[created_at_to]=2999-12-31`)).length).toBe(ids.A.organizations.size);
    expect(await names('filter[created_at_to]=2000-01-01')).toEqual([]);
    expect((await names(`filter[created_at_from]=${today}`)).length).toBeGreaterThan(0);

    const pages = await call(backend, 'GET', path('pages', 'fields[pages]=title,is_published&filter[is_published]=false'), {
      headers: as.admin,
    });
    expect(pages.json.data.map((r: { attributes: { title: string } }) => r.attributes.title)).toEqual(['Nog niet af A']);
    const [oneId] = [...ids.A.vacancies];
    const vacancy = await call(backend, 'GET', path('vacancies', `fields[vacancies]=title,organization_name&filter[id]=${oneId}`), {
      headers: as.admin,
    });
    expect(vacancy.json.data).toHaveLength(1);
    expect(vacancy.json.data[0].attributes.organization_name).toBe('Stichting Alfa');
  });

  it('refuses bad filter values and columns that are not filterable or sortable', async () => {
    expectError(await call(backend, 'GET', path('organizations', 'filter[status]=gone'), { headers: as.admin }), 400, 'invalidFilter', {
      parameter: 'filter[status]',
    });
    expectError(
      await call(backend, 'GET', path('organizations', 'filter[created_at_from]=2026-02-30'), { headers: as.admin }),
      400,
      'invalidFilter',
      { parameter: 'filter[created_at_from]' },
    );
    expectError(await call(backend, 'GET', path('users', 'filter[created_at_to]=0000-01-01'), { headers: as.admin }), 400, 'invalidFilter');
    expectError(await call(backend, 'GET', path('vacancies', 'filter[organization_name]=x'), { headers: as.admin }), 400, 'unknownFilter');
    expectError(await call(backend, 'GET', path('vacancies', 'sort=organization_name'), { headers: as.admin }), 400, 'unknownSort');
    expectError(await call(backend, 'GET', path('users', 'page[size]=101'), { headers: as.admin }), 400, 'invalidPageSize');
  });

  it('sorts both ways on an allow-listed column, case-insensitively', async () => {
    const order = async (sort: string) =>
      (await call(backend, 'GET', path('organizations', `fields[organizations]=name&sort=${sort}`), { headers: as.admin })).json.data.map(
        (r: { attributes: { name: string } }) => r.attributes.name,
      );
    const up = await order('name');
    expect(up).toEqual([...up].sort((x: string, y: string) => x.toLowerCase().localeCompare(y.toLowerCase(), 'en')));
    expect(await order('-name')).toEqual([...up].reverse());
  });

  it('pages through the rows with the total', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= ids.A.organizations.size; page++) {
      const res = await call(backend, 'GET', path('organizations', `page[size]=1&page[number]=${page}`), { headers: as.admin });
      expect(res.json.meta.total_count).toBe(ids.A.organizations.size);
      expect(res.json.data).toHaveLength(1);
      seen.push(res.json.data[0].id);
    }
    expect(new Set(seen)).toEqual(ids.A.organizations);
    const beyond = await call(backend, 'GET', path('organizations', `page[size]=1&page[number]=${ids.A.organizations.size + 1}`), {
      headers: as.admin,
    });
    expect(beyond.json.data).toEqual([]);
  });
});

describe('CSV export', () => {
  it('streams the filtered selection with a file name, escaped and formula-safe, and audits the export', async () => {
    const res = await call(
      backend,
      'GET',
      '/api/v1/data_viewer/organizations.csv?fields[organizations]=name,status&sort=name&filter[organization_type]=NonProfit',
      {
        headers: { ...as.admin, 'accept-language': 'nl' },
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="organizations-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('x-export-truncated')).toBe('false');
    const text = res.json as string;
    // (Response.text() drops the byte order mark; the raw bytes below keep it.)
    expect(text.startsWith('Naam;Status\r\n')).toBe(true);
    const raw = await backend.app.fetch(
      new Request('http://backend.test/api/v1/data_viewer/organizations.csv?fields[organizations]=name', { headers: as.admin }),
      { clientAddress: '127.0.0.1' },
    );
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    // RFC 4180 quoting for the separator and quotes; the formula is prefixed with a quote and then quoted for its own quotes.
    expect(lines).toContain('"Alfa; ""de tweede""";approved');
    expect(lines).toContain(`"'=HYPERLINK(""x"")";pending`);
    expect(lines).toContain('Stichting Alfa;approved');
    expect(Number(res.headers.get('x-total-count'))).toBe(lines.length - 2);

    const english = await call(backend, 'GET', '/api/v1/data_viewer/organizations.csv?fields[organizations]=name,created_at', {
      headers: { ...as.admin, 'accept-language': 'en' },
    });
    expect((english.json as string).split('\r\n')[0]).toBe('Name;Created');
    expect((english.json as string).split('\r\n')[1]).toMatch(/;\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const audits = await backend.db
      .select()
      .from(schema.auditLog)
      .where(sql`${schema.auditLog.action} = 'data_viewer.export' and ${schema.auditLog.volunteerCenterId} = ${a.id}`);
    expect(audits.length).toBeGreaterThanOrEqual(2);
    expect(audits.some((row) => (row.data as { columns?: string[] }).columns?.join() === 'name,status')).toBe(true);
  });

  it(`holds at most ${DATA_VIEWER_EXPORT_MAX_ROWS} rows and says so`, async () => {
    const big = await createCenter(backend.db, { tenantKey: 'demo' });
    await backend.db.execute(
      sql`insert into organizations (volunteer_center_id, organization_type, name, status)
          select ${big.id}, 'NonProfit', 'Organisatie ' || g, 'approved' from generate_series(1, ${DATA_VIEWER_EXPORT_MAX_ROWS + 3}) g`,
    );
    const staff = await createUser(backend.db, big.id, { role: 'center_superuser' });
    const headers = await signIn(backend, big.id, staff.email);
    const res = await call(backend, 'GET', '/api/v1/data_viewer/organizations.csv?fields[organizations]=id', { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe(String(DATA_VIEWER_EXPORT_MAX_ROWS + 3));
    expect(res.headers.get('x-export-row-count')).toBe(String(DATA_VIEWER_EXPORT_MAX_ROWS));
    expect(res.headers.get('x-export-truncated')).toBe('true');
    const lines = (res.json as string).split('\r\n');
    expect(lines).toHaveLength(DATA_VIEWER_EXPORT_MAX_ROWS + 2);
    expect(new Set(lines.slice(1, -1)).size).toBe(DATA_VIEWER_EXPORT_MAX_ROWS);
    const page = await call(backend, 'GET', '/api/v1/data_viewer/organizations?page[size]=1', { headers });
    expect(page.json.meta.export_max_rows).toBe(DATA_VIEWER_EXPORT_MAX_ROWS);
  });
});
