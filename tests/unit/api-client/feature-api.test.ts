/**
 * The per-feature call modules (lib/<feature>/api.ts) run on any ApiClient: here one whose transport records the
 * request and answers from a script, as the in-process and HTTP transports would.
 */
import { ApiClient } from '@/lib/shared/api/client';
import {
  confirmApplication,
  fetchApplication,
  fetchApplications,
  fetchVacancyOptions,
  updateApplication,
  withdrawApplication,
} from '@/lib/shared/applications/api';
import {
  deleteMediaFile,
  deleteMenuItem,
  deleteStockImage,
  fetchMediaFiles,
  fetchMenuItems,
  fetchMenus,
  fetchPage,
  fetchPageOptions,
  fetchPages,
  fetchStockImages,
  saveContentBlocks,
  saveMenuItem,
  saveMenuOrder,
  savePage,
  saveStockImage,
  uploadMediaFile,
} from '@/lib/shared/content/api';
import { fetchCenterBySlug, fetchCenters } from '@/lib/shared/center/api';
import { fetchNotifications, fetchUnreadCount, markAllNotificationsRead } from '@/lib/shared/notifications/api';
import {
  countOrganizations,
  decideOrganization,
  fetchCurrentOrganizations,
  fetchOrganization,
  fetchOrganizationOptions,
  fetchOrganizations,
} from '@/lib/shared/organizations/api';
import { deleteAccount } from '@/lib/shared/profile/api';
import { confirmAccount, validateToken } from '@/lib/shared/session/api';
import { fetchOrganizationMembers, fetchUser, fetchUsers } from '@/lib/shared/users/api';
import {
  bulkEditVacancies,
  changeVacancyStatus,
  fetchAgeGroups,
  fetchContactOptions,
  fetchVacancies,
  fetchVacancy,
  saveVacancy,
} from '@/lib/shared/vacancies/api';

function client(...bodies: unknown[]) {
  const requests: { method: string; url: URL; body: string }[] = [];
  const api = new ApiClient({
    baseUrl: 'http://backend.test',
    context: { tenantKey: 'meedoen', appContext: 'meedoen', locale: 'nl' },
    transport: async (request) => {
      requests.push({ method: request.method, url: new URL(request.url), body: await request.text() });
      const body = bodies.shift();
      if (typeof body === 'number')
        return new Response(JSON.stringify({ errors: [{ status: String(body), title: 'x' }] }), {
          status: body,
          headers: { 'content-type': 'application/vnd.api+json' },
        });
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status: body === undefined ? 204 : 200,
        headers: { 'content-type': 'application/vnd.api+json' },
      });
    },
  });
  const request = (i: number) => {
    const found = requests[i];
    if (!found) throw new Error(`no request #${i}`);
    return found;
  };
  return { api, requests, request };
}

const organization = (id: string, attributes: Record<string, unknown> = {}) => ({
  id,
  type: 'organizations',
  attributes: { name: `Org ${id}`, organization_type: 'NonProfit', status: 'pending', ...attributes },
});

describe('lib/shared/organizations/api', () => {
  it('lists one page with the filters the API names, and reads the total from the meta', async () => {
    const { api, request } = client({ data: [organization('1'), organization('2')], meta: { total_count: 7 } });
    const page = await fetchOrganizations(api, {
      page: 2,
      perPage: 25,
      sort: '-created_at',
      query: 'zorg',
      type: 'NonProfit',
      status: 'pending',
    });
    expect(page.total).toBe(7);
    expect(page.rows.map((r) => r.name)).toEqual(['Org 1', 'Org 2']);
    const url = request(0).url;
    expect(url.pathname).toBe('/api/v1/organizations');
    expect(url.searchParams.get('page[number]')).toBe('2');
    expect(url.searchParams.get('page[size]')).toBe('25');
    expect(url.searchParams.get('sort')).toBe('-created_at');
    expect(url.searchParams.get('query')).toBe('zorg');
    expect(url.searchParams.get('filter[organization_type_eq]')).toBe('NonProfit');
    expect(url.searchParams.get('filter[status_eq]')).toBe('pending');
  });

  it('treats an id the API would refuse, and a 404, as not found without guessing', async () => {
    const { api, requests, request } = client(404);
    expect(await fetchOrganization(api, 'abc')).toBeNull();
    expect(requests).toHaveLength(0);
    expect(await fetchOrganization(api, '12')).toBeNull();
    expect(request(0).url.pathname).toBe('/api/v1/organizations/12');
  });

  it('sends a denial with its reason and an approval without one', async () => {
    const { api, requests, request } = client(undefined, undefined);
    await decideOrganization(api, '5', { status: 'denied', denialReason: 'Buiten ons werkgebied' });
    await decideOrganization(api, '6', { status: 'approved' });
    expect(requests.map((r) => [r.method, r.url.pathname])).toEqual([
      ['PUT', '/api/v1/organizations/5/approve'],
      ['PUT', '/api/v1/organizations/6/approve'],
    ]);
    expect(JSON.parse(request(0).body).data.attributes).toEqual({ status: 'denied', denial_reason: 'Buiten ons werkgebied' });
    expect(JSON.parse(request(1).body).data.attributes).toEqual({ status: 'approved' });
  });
  it('lists every organization by name as picker options, naming one without a name by its id', async () => {
    const { api, request } = client({ data: [organization('3'), { id: '4', type: 'organizations', attributes: { name: null } }] });
    expect(await fetchOrganizationOptions(api)).toEqual([
      { id: '3', name: 'Org 3' },
      { id: '4', name: '4' },
    ]);
    expect([request(0).method, request(0).url.pathname]).toEqual(['GET', '/api/v1/organizations']);
    expect(Object.fromEntries(request(0).url.searchParams)).toEqual({ 'page[size]': '1000', sort: 'name' });
  });

  it('counts one status by asking for a single row and reading the total from the meta', async () => {
    const { api, request } = client({ data: [organization('1')], meta: { total_count: 12 } }, { data: [], meta: {} });
    expect(await countOrganizations(api, 'approved')).toBe(12);
    expect([request(0).method, request(0).url.pathname]).toEqual(['GET', '/api/v1/organizations']);
    expect(Object.fromEntries(request(0).url.searchParams)).toEqual({ 'filter[status_eq]': 'approved', 'page[size]': '1' });
    await expect(countOrganizations(api, 'pending')).rejects.toThrow();
  });

  it("reads the viewer's own organizations with empty names and types for missing ones", async () => {
    const { api, request } = client({
      data: [
        organization('2', { status: 'approved' }),
        { id: '5', type: 'organizations', attributes: { name: null, organization_type: null, status: null } },
      ],
    });
    expect(await fetchCurrentOrganizations(api)).toEqual([
      { id: '2', name: 'Org 2', organizationType: 'NonProfit', status: 'approved' },
      { id: '5', name: '', organizationType: '', status: null },
    ]);
    expect([request(0).method, request(0).url.pathname]).toEqual(['GET', '/api/v1/current_organizations']);
    expect(Object.fromEntries(request(0).url.searchParams)).toEqual({ 'page[size]': '100' });
  });
});

describe('lib/shared/notifications/api', () => {
  it('reads a page with its unread count, and the bell asks for the count alone', async () => {
    const { api, request } = client({ data: [], meta: { total_count: 0, unread_count: 3 } }, { data: [], meta: { unread_count: 3 } });
    expect(await fetchNotifications(api, { page: 1, perPage: 10 })).toEqual({ rows: [], total: 0, unread: 3 });
    expect(await fetchUnreadCount(api)).toBe(3);
    expect(request(1).url.searchParams.get('filter[unread]')).toBe('true');
    expect(request(1).url.searchParams.get('page[size]')).toBe('1');
  });

  it('marks all as read with one POST', async () => {
    const { api, request } = client(undefined);
    await markAllNotificationsRead(api);
    expect([request(0).method, request(0).url.pathname]).toEqual(['POST', '/api/v1/notifications/read_all']);
  });
});

describe('lib/shared/users/api', () => {
  it('returns a list page in the list kit shape ({ rows, total })', async () => {
    const { api } = client({ data: [], meta: { total_count: 0 } });
    expect(await fetchUsers(api, { page: 1, perPage: 25, sort: 'last_name', query: '' })).toEqual({ rows: [], total: 0 });
  });

  it('reads one user with their roles and organizations', async () => {
    const { api, request } = client({
      data: {
        id: '9',
        type: 'users',
        attributes: { first_name: 'Anna', last_name: 'de Vries', email: 'anna@example.org', status: 'active' },
      },
    });
    expect(await fetchUser(api, '9')).toMatchObject({ id: '9', firstName: 'Anna', lastName: 'de Vries' });
    expect([request(0).method, request(0).url.pathname]).toEqual(['GET', '/api/v1/users/9']);
    expect(request(0).url.searchParams.get('include')).toBe('roles,organizations');
  });

  it("lists an organization's members with their roles, by last name", async () => {
    const { api, request } = client({
      data: [{ id: '7', type: 'users', attributes: { first_name: 'Piet', last_name: 'Jansen', email: null, status: 'active' } }],
    });
    expect(await fetchOrganizationMembers(api, '4')).toEqual([
      { id: '7', firstName: 'Piet', lastName: 'Jansen', email: null, status: 'active' },
    ]);
    expect([request(0).method, request(0).url.pathname]).toEqual(['GET', '/api/v1/users']);
    expect(Object.fromEntries(request(0).url.searchParams)).toEqual({
      'filter[organization_id_eq]': '4',
      include: 'roles',
      'page[size]': '1000',
      sort: 'last_name',
    });
  });
});

const vacancy = (id: string, attributes: Record<string, unknown> = {}) => ({
  id,
  type: 'vacancies',
  attributes: { title: `Vacature ${id}`, status: 'published', vacancy_type: 'volunteering', organization_id: 4, ...attributes },
});

describe('lib/shared/vacancies/api', () => {
  it('lists one page with the filters the API names, and reads the total from the meta', async () => {
    const { api, request } = client({ data: [vacancy('1')], meta: { total_count: 30 } });
    const page = await fetchVacancies(api, {
      page: 3,
      perPage: 10,
      sort: '-published_at',
      query: 'tuin',
      status: 'draft',
      type: 'p2p',
      organization: '4',
      tag: 'buiten',
    });
    expect(page.total).toBe(30);
    expect(page.rows.map((r) => [r.id, r.title, r.organizationId])).toEqual([['1', 'Vacature 1', '4']]);
    const url = request(0).url;
    expect([request(0).method, url.pathname]).toEqual(['GET', '/api/v1/vacancies']);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'filter[q]': 'tuin',
      'filter[status]': 'draft',
      'filter[vacancy_type]': 'p2p',
      'filter[organization_id]': '4',
      'filter[tag]': 'buiten',
      sort: '-published_at',
      'page[size]': '10',
      'page[number]': '3',
    });
  });

  it('reads one vacancy, and treats a bad id, a 404 and a 403 as not found', async () => {
    const { api, requests, request } = client({ data: vacancy('8') }, 404, 403);
    expect((await fetchVacancy(api, '8'))?.title).toBe('Vacature 8');
    expect(request(0).url.pathname).toBe('/api/v1/vacancies/8');
    expect(await fetchVacancy(api, '0')).toBeNull();
    expect(requests).toHaveLength(1);
    expect(await fetchVacancy(api, '9')).toBeNull();
    expect(await fetchVacancy(api, '10')).toBeNull();
  });

  it('creates with a POST and updates with a PATCH that names the id', async () => {
    const { api, request } = client({ data: vacancy('5') }, { data: vacancy('5', { title: 'Nieuw' }) });
    expect((await saveVacancy(api, null, { title: 'Vacature 5', hoursPerWeek: 4 })).id).toBe('5');
    expect((await saveVacancy(api, '5', { title: 'Nieuw' })).title).toBe('Nieuw');
    expect([request(0).method, request(0).url.pathname]).toEqual(['POST', '/api/v1/vacancies']);
    expect(JSON.parse(request(0).body)).toEqual({ data: { type: 'vacancies', attributes: { title: 'Vacature 5', hours_per_week: 4 } } });
    expect([request(1).method, request(1).url.pathname]).toEqual(['PATCH', '/api/v1/vacancies/5']);
    expect(JSON.parse(request(1).body)).toEqual({ data: { type: 'vacancies', id: '5', attributes: { title: 'Nieuw' } } });
  });

  it('deletes for "deleted" and patches the status alone otherwise', async () => {
    const { api, requests, request } = client(undefined, undefined);
    await changeVacancyStatus(api, '3', 'deleted');
    await changeVacancyStatus(api, '3', 'archived');
    expect(requests.map((r) => [r.method, r.url.pathname])).toEqual([
      ['DELETE', '/api/v1/vacancies/3'],
      ['PATCH', '/api/v1/vacancies/3'],
    ]);
    expect(JSON.parse(request(1).body).data.attributes).toEqual({ status: 'archived' });
  });

  it('sends a bulk edit and returns the count the API reports, or null when it reports none', async () => {
    const { api, request } = client({ data: null, meta: { updated_count: 2 } }, { data: null });
    expect(await bulkEditVacancies(api, { ids: [1, 2], addTags: ['zomer'] })).toBe(2);
    expect(await bulkEditVacancies(api, { ids: [1], status: 'archived' })).toBeNull();
    expect([request(0).method, request(0).url.pathname]).toEqual(['POST', '/api/v1/vacancies/bulk_edit']);
    expect(JSON.parse(request(0).body).data).toEqual({ type: 'vacancy_bulk_edits', attributes: { ids: [1, 2], add_tags: ['zomer'] } });
  });

  it('names age groups and contact persons, with a fallback label, and an age group list that fails is empty', async () => {
    const { api, request } = client(
      { data: [{ id: '1', type: 'age_groups', attributes: { name: '18+' } }] },
      {
        data: [
          { id: '7', type: 'users', attributes: { full_name: 'An de Vries' } },
          { id: '8', type: 'users', attributes: { first_name: '', last_name: '', email: 'b@example.org' } },
        ],
      },
      // A GET is retried once before it fails.
      500,
      500,
    );
    expect(await fetchAgeGroups(api)).toEqual([{ id: '1', name: '18+' }]);
    expect(request(0).url.pathname).toBe('/api/v1/age_groups');
    expect(await fetchContactOptions(api, '4')).toEqual([
      { value: '7', label: 'An de Vries' },
      { value: '8', label: 'b@example.org' },
    ]);
    expect(request(1).url.pathname).toBe('/api/v1/users');
    expect(request(1).url.searchParams.get('filter[organization_id_eq]')).toBe('4');
    expect(request(1).url.searchParams.get('sort')).toBe('last_name');
    expect(request(1).url.searchParams.get('page[size]')).toBe('100');
    expect(await fetchAgeGroups(api)).toEqual([]);
  });
});

const application = (id: string, attributes: Record<string, unknown> = {}) => ({
  id,
  type: 'applications',
  attributes: { name: 'An', email: 'an@example.org', state: 'new', vacancy_id: 3, vacancy_title: 'Tuin', ...attributes },
});

describe('lib/shared/applications/api', () => {
  it('lists one page filtered by state and vacancy, and reads the total from the meta', async () => {
    const { api, request } = client({ data: [application('1')], meta: { total_count: 11 } });
    const page = await fetchApplications(api, { page: 2, perPage: 10, sort: '-created_at', status: 'accepted', vacancy: '3' });
    expect(page.total).toBe(11);
    expect(page.rows.map((r) => [r.id, r.vacancyId, r.vacancyTitle])).toEqual([['1', '3', 'Tuin']]);
    const url = request(0).url;
    expect([request(0).method, url.pathname]).toEqual(['GET', '/api/v1/applications']);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'filter[status]': 'accepted',
      'filter[vacancy_id]': '3',
      sort: '-created_at',
      'page[size]': '10',
      'page[number]': '2',
    });
  });

  it('offers the vacancies by title, naming an untitled one by its id', async () => {
    const { api, request } = client({
      data: [
        { id: '3', type: 'vacancies', attributes: { title: 'Tuin' } },
        { id: '4', type: 'vacancies', attributes: {} },
      ],
    });
    expect(await fetchVacancyOptions(api)).toEqual([
      { id: '3', title: 'Tuin' },
      { id: '4', title: '4' },
    ]);
    expect(request(0).url.pathname).toBe('/api/v1/vacancies');
    expect(request(0).url.searchParams.get('sort')).toBe('title');
    expect(request(0).url.searchParams.get('page[size]')).toBe('100');
  });

  it('reads one, and leaves a 403 to the page as the error it is', async () => {
    const { api, request } = client({ data: application('6') }, 403);
    expect((await fetchApplication(api, '6')).email).toBe('an@example.org');
    expect(request(0).url.pathname).toBe('/api/v1/applications/6');
    await expect(fetchApplication(api, '7')).rejects.toMatchObject({ status: 403 });
  });

  it('decides or notes with a PATCH, withdraws and confirms with a POST, and returns what the API answers', async () => {
    const { api, requests, request } = client(
      { data: application('6', { state: 'accepted', internal_note: null }) },
      { data: application('6', { state: 'withdrawn' }) },
      undefined,
    );
    const decided = await updateApplication(api, '6', { status: 'accepted', internalNote: null });
    expect([decided.state, decided.manageable]).toEqual(['accepted', true]);
    expect((await withdrawApplication(api, '6')).state).toBe('withdrawn');
    await confirmApplication(api, 'abc123');
    expect(requests.map((r) => [r.method, r.url.pathname])).toEqual([
      ['PATCH', '/api/v1/applications/6'],
      ['POST', '/api/v1/applications/6/withdraw'],
      ['POST', '/api/v1/applications/confirm'],
    ]);
    expect(JSON.parse(request(0).body)).toEqual({
      data: { type: 'applications', id: '6', attributes: { status: 'accepted', internal_note: null } },
    });
    expect(request(1).body).toBe('');
    expect(JSON.parse(request(2).body)).toEqual({ token: 'abc123' });
  });
});

const page = (id: string, attributes: Record<string, unknown> = {}) => ({
  id,
  type: 'pages',
  attributes: { title: `Pagina ${id}`, slug: `pagina-${id}`, page_type: 'default', locale: 'nl', is_published: false, ...attributes },
});
const block = (id: string, position: number) => ({
  id,
  type: 'content_blocks',
  attributes: { block_type: 'Markdown', position, settings: { body: `Blok ${id}` } },
});

describe('lib/shared/content/api', () => {
  it('lists pages with their filters, and offers pages by title for a menu item', async () => {
    const { api, request } = client({ data: [page('1')], meta: { total_count: 4 } }, { data: [page('2')] });
    const list = await fetchPages(api, {
      page: 1,
      perPage: 25,
      sort: 'title',
      query: 'over',
      type: 'default',
      published: 'false',
      locale: 'en',
    });
    expect([list.total, list.rows.map((r) => r.slug)]).toEqual([4, ['pagina-1']]);
    expect([request(0).method, request(0).url.pathname]).toEqual(['GET', '/api/v1/pages']);
    expect(Object.fromEntries(request(0).url.searchParams)).toEqual({
      'filter[page_type]': 'default',
      'filter[is_published]': 'false',
      'filter[locale]': 'en',
      'filter[q]': 'over',
      sort: 'title',
      'page[size]': '25',
      'page[number]': '1',
    });
    expect((await fetchPageOptions(api)).map((p) => p.id)).toEqual(['2']);
    expect(Object.fromEntries(request(1).url.searchParams)).toEqual({ sort: 'title', 'page[size]': '100' });
  });

  it('reads a page with its blocks in order, and a 404 as not found', async () => {
    const { api, request } = client(
      {
        data: {
          ...page('3'),
          relationships: {
            content_blocks: {
              data: [
                { id: '9', type: 'content_blocks' },
                { id: '8', type: 'content_blocks' },
              ],
            },
          },
        },
        included: [block('9', 1), block('8', 0)],
      },
      404,
    );
    const found = await fetchPage(api, '3');
    expect(found?.page.title).toBe('Pagina 3');
    expect(found?.blocks.map((b) => [b.id, b.blockType, b.settings])).toEqual([
      ['8', 'Markdown', { body: 'Blok 8' }],
      ['9', 'Markdown', { body: 'Blok 9' }],
    ]);
    expect(request(0).url.pathname).toBe('/api/v1/pages/3');
    expect(request(0).url.searchParams.get('include')).toBe('content_blocks');
    expect(await fetchPage(api, '4')).toBeNull();
  });

  it('creates and updates a page, and replaces its blocks in the order given', async () => {
    const { api, request } = client(
      { data: page('5') },
      { data: page('5', { is_published: true }) },
      { data: [block('11', 0), block('12', 1)] },
    );
    expect((await savePage(api, null, { title: 'Pagina 5' }))?.id).toBe('5');
    expect((await savePage(api, '5', { isPublished: true }))?.isPublished).toBe(true);
    const saved = await saveContentBlocks(api, '5', [
      { key: 'block-11', id: '11', blockType: 'Markdown', settings: { body: 'a' } },
      { key: 'new-1', id: null, blockType: 'Markdown', settings: { body: 'b' } },
    ]);
    expect(saved.map((b) => b.key)).toEqual(['block-11', 'block-12']);
    expect([request(0).method, request(0).url.pathname]).toEqual(['POST', '/api/v1/pages']);
    expect(JSON.parse(request(0).body)).toEqual({ data: { type: 'pages', attributes: { title: 'Pagina 5' } } });
    expect([request(1).method, request(1).url.pathname]).toEqual(['PATCH', '/api/v1/pages/5']);
    expect(JSON.parse(request(1).body)).toEqual({ data: { type: 'pages', id: '5', attributes: { is_published: true } } });
    expect([request(2).method, request(2).url.pathname]).toEqual(['PUT', '/api/v1/pages/5/content_blocks']);
    expect(JSON.parse(request(2).body)).toEqual({
      data: [
        { type: 'content_blocks', id: '11', attributes: { block_type: 'Markdown', settings: { body: 'a' } } },
        { type: 'content_blocks', attributes: { block_type: 'Markdown', settings: { body: 'b' } } },
      ],
    });
  });

  it('reads menus and their items, and sends the order, an item and a removal', async () => {
    const { api, requests, request } = client(
      { data: [{ id: '1', type: 'menus', attributes: { key: 'footer', locale: 'nl', name: 'Voet' } }] },
      {
        data: [{ id: '7', type: 'menu_items', attributes: { name: 'Over', link_type: 'page', page_id: 3, parent_id: null, position: 0 } }],
      },
      undefined,
      undefined,
      undefined,
      undefined,
    );
    expect(await fetchMenus(api)).toEqual([{ id: '1', key: 'footer', locale: 'nl', name: 'Voet' }]);
    expect((await fetchMenuItems(api, '1')).map((i) => [i.id, i.linkType, i.pageId, i.parentId])).toEqual([['7', 'page', '3', null]]);
    await saveMenuOrder(api, '1', [
      { id: '7', parentId: null, position: 0 },
      { id: '8', parentId: '7', position: 0 },
    ]);
    await saveMenuItem(api, '1', null, { name: 'Nieuw', linkType: 'url', url: 'https://example.org' });
    await saveMenuItem(api, '1', '7', { name: 'Over ons' });
    await deleteMenuItem(api, '8');
    expect(requests.map((r) => [r.method, r.url.pathname])).toEqual([
      ['GET', '/api/v1/menus'],
      ['GET', '/api/v1/menus/1/menu_items'],
      ['PUT', '/api/v1/menus/1/order'],
      ['POST', '/api/v1/menus/1/menu_items'],
      ['PATCH', '/api/v1/menu_items/7'],
      ['DELETE', '/api/v1/menu_items/8'],
    ]);
    expect(JSON.parse(request(2).body)).toEqual({
      data: [
        { id: 7, parent_id: null, position: 0 },
        { id: 8, parent_id: 7, position: 0 },
      ],
    });
    expect(JSON.parse(request(3).body)).toEqual({
      data: { type: 'menu_items', attributes: { name: 'Nieuw', link_type: 'url', url: 'https://example.org' } },
    });
    expect(JSON.parse(request(4).body)).toEqual({ data: { type: 'menu_items', id: '7', attributes: { name: 'Over ons' } } });
  });

  it('lists media files by kind, uploads one as multipart with its alt text, and deletes one', async () => {
    const { api, requests, request } = client(
      {
        data: [
          {
            id: '2',
            type: 'media_files',
            attributes: {
              file_name: 'a.png',
              url: '/a.png',
              variants: [
                { url: '/a-800.webp', width: 800, format: 'webp' },
                { url: '/a-200.webp', width: 200, format: 'webp' },
              ],
            },
          },
        ],
        meta: { total_count: 1 },
      },
      { data: { id: '3', type: 'media_files', attributes: {} } },
      undefined,
    );
    const list = await fetchMediaFiles(api, { page: 1, perPage: 24, sort: '-created_at', query: 'a', kind: 'image' });
    expect(list.rows.map((f) => [f.fileName, f.thumbnailUrl])).toEqual([['a.png', '/a-200.webp']]);
    expect(Object.fromEntries(request(0).url.searchParams)).toEqual({
      'filter[q]': 'a',
      'filter[kind]': 'image',
      sort: '-created_at',
      'page[size]': '24',
      'page[number]': '1',
    });
    await uploadMediaFile(api, new Blob(['png'], { type: 'image/png' }), 'Een logo');
    await deleteMediaFile(api, '2');
    expect(requests.map((r) => [r.method, r.url.pathname])).toEqual([
      ['GET', '/api/v1/media_files'],
      ['POST', '/api/v1/media_files'],
      ['DELETE', '/api/v1/media_files/2'],
    ]);
    expect(request(1).body).toContain('name="file"');
    expect(request(1).body).toContain('name="alt_text"');
    expect(request(1).body).toContain('Een logo');
  });

  it('lists, creates, updates and deletes stock images', async () => {
    const { api, requests, request } = client(
      { data: [{ id: '4', type: 'stock_images', attributes: { name: 'Park', keywords: ['groen'], shared: true } }], meta: {} },
      { data: { id: '5', type: 'stock_images', attributes: {} } },
      { data: { id: '4', type: 'stock_images', attributes: {} } },
      undefined,
    );
    const list = await fetchStockImages(api, { page: 2, perPage: 12, sort: 'name', query: '' });
    expect(list).toMatchObject({ total: 1, rows: [{ id: '4', name: 'Park', keywords: ['groen'], shared: true }] });
    expect(Object.fromEntries(request(0).url.searchParams)).toEqual({ sort: 'name', 'page[size]': '12', 'page[number]': '2' });
    await saveStockImage(api, null, { name: 'Strand' });
    await saveStockImage(api, '4', { shortDescription: 'Groen' });
    await deleteStockImage(api, '4');
    expect(requests.map((r) => [r.method, r.url.pathname])).toEqual([
      ['GET', '/api/v1/stock_images'],
      ['POST', '/api/v1/stock_images'],
      ['PATCH', '/api/v1/stock_images/4'],
      ['DELETE', '/api/v1/stock_images/4'],
    ]);
    expect(JSON.parse(request(1).body)).toEqual({ data: { type: 'stock_images', attributes: { name: 'Strand' } } });
    expect(JSON.parse(request(2).body)).toEqual({ data: { type: 'stock_images', id: '4', attributes: { short_description: 'Groen' } } });
  });
});

describe('lib/shared/center/api', () => {
  it('lists the centers by name and leaves out one that does not parse', async () => {
    const { api, request } = client({
      data: [
        { id: '1', type: 'volunteer_centers', attributes: { name: 'Meedoen', slug: 'meedoen', tenant_key: 'meedoen' } },
        { id: '2', type: 'volunteer_centers', attributes: { name: 'Onbekend', slug: 'onbekend', tenant_key: 'nowhere' } },
      ],
    });
    const centers = await fetchCenters(api);
    expect(centers.map((c) => [c.id, c.slug, c.name])).toEqual([['1', 'meedoen', 'Meedoen']]);
    expect([request(0).method, request(0).url.pathname]).toEqual(['GET', '/api/v1/volunteer_centers']);
    expect(Object.fromEntries(request(0).url.searchParams)).toEqual({ 'page[size]': '100', sort: 'name' });
  });

  it('reads one center by its slug with its profile, and null when none matches', async () => {
    const { api, request } = client(
      {
        data: [
          {
            id: '1',
            type: 'volunteer_centers',
            attributes: { name: 'Meedoen', slug: 'meedoen', tenant_key: 'meedoen' },
            relationships: { profile: { data: { type: 'volunteer_center_profiles', id: '3' } } },
          },
        ],
        included: [{ id: '3', type: 'volunteer_center_profiles', attributes: { name: 'Meedoen Zwolle', show_anbi_logo: true } }],
      },
      { data: [] },
    );
    const center = await fetchCenterBySlug(api, 'meedoen');
    expect([center?.id, center?.slug, center?.profile.name, center?.profile.showAnbiLogo]).toEqual([
      '1',
      'meedoen',
      'Meedoen Zwolle',
      true,
    ]);
    expect([request(0).method, request(0).url.pathname]).toEqual(['GET', '/api/v1/volunteer_centers']);
    expect(Object.fromEntries(request(0).url.searchParams)).toEqual({ 'filter[slug_eq]': 'meedoen', include: 'profile' });
    expect(await fetchCenterBySlug(api, 'nergens')).toBeNull();
  });
});

describe('lib/shared/profile/api', () => {
  it('deletes the own account with the current password in a JSON:API body', async () => {
    const { api, request } = client(undefined);
    await deleteAccount(api, 'geheim123');
    expect([request(0).method, request(0).url.pathname]).toEqual(['DELETE', '/api/v1/current_user']);
    expect(JSON.parse(request(0).body)).toEqual({ data: { type: 'users', attributes: { current_password: 'geheim123' } } });
  });
});

describe('lib/shared/session/api', () => {
  it("validates the tokens and returns the user's id with the answer's headers", async () => {
    const { api, request } = client({ success: true, data: { id: 12, email: 'anna@example.org' } }, { success: true });
    const valid = await validateToken(api);
    expect(valid.userId).toBe('12');
    expect(valid.headers.get('content-type')).toBe('application/vnd.api+json');
    expect([request(0).method, request(0).url.pathname]).toEqual(['GET', '/auth/validate_token']);
    expect((await validateToken(api)).userId).toBeNull();
  });

  it('throws when the backend refuses the tokens', async () => {
    const { api } = client(401);
    await expect(validateToken(api)).rejects.toMatchObject({ status: 401 });
  });

  it('confirms an account with the token as a plain snake_case body', async () => {
    const { api, request } = client(undefined);
    await confirmAccount(api, 'abc123');
    expect([request(0).method, request(0).url.pathname]).toEqual(['POST', '/api/v1/confirm']);
    expect(JSON.parse(request(0).body)).toEqual({ confirmation_token: 'abc123' });
  });
});
