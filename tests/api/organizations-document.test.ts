/**
 * The organizations list document, pinned byte for byte on a fixed fixture: the list serialises through a lean path
 * (docs/benchmarks.md, "Lean request path"), and this test holds it to the exact text the generic JSON:API
 * serialisation produced (same attributes, relationships, included resources, meta, links, key order).
 */
import { eq } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
import {
  centerHeaders,
  createCenter,
  createOrganization,
  createUser,
  signIn,
  startTestBackend,
  type Headers,
  type TestBackend,
} from '../support/api';

let backend: TestBackend;
let centerId: number;
let staff: Headers;
const ids: Record<string, number> = {};

const CREATED = new Date('2026-01-02T03:04:05.678Z');
const UPDATED = new Date('2026-02-03T04:05:06.789Z');

beforeAll(async () => {
  backend = await startTestBackend();
  const center = await createCenter(backend.db);
  centerId = center.id;
  const db = backend.db;
  const alpha = await createOrganization(db, centerId, { name: 'Alpha Zorg', status: 'approved' });
  const beta = await createOrganization(db, centerId, { name: 'beta "Sport" & Spel', status: 'denied', organizationType: 'School' });
  const gamma = await createOrganization(db, centerId, { name: 'Gamma', status: 'pending' });
  const [full] = await db
    .insert(schema.addresses)
    .values({ street: 'Markt', houseNumber: '1', postalCode: '8081 AA', city: 'Elburg', latitude: 52.45, longitude: 5.83 })
    .returning();
  const [partial] = await db.insert(schema.addresses).values({ city: 'Zwolle' }).returning();
  await db
    .update(schema.organizations)
    .set({
      addressId: full!.id,
      website: 'https://alpha.example',
      email: 'info@alpha.example',
      phoneNumber: '0525-123456',
      description: '<p>Zorg voor één & allen</p>\nmet "quotes"',
    })
    .where(eq(schema.organizations.id, alpha.id));
  await db
    .update(schema.organizations)
    .set({ addressId: partial!.id, denialReason: 'Geen KvK-nummer' })
    .where(eq(schema.organizations.id, beta.id));
  await db
    .update(schema.organizations)
    .set({ createdAt: CREATED, updatedAt: UPDATED })
    .where(eq(schema.organizations.volunteerCenterId, centerId));
  const [profile] = await db
    .insert(schema.organizationProfiles)
    .values({ organizationId: alpha.id, showOnSocialMap: true, activityTypeIds: [3, 1] })
    .returning();
  Object.assign(ids, { alpha: alpha.id, beta: beta.id, gamma: gamma.id, full: full!.id, partial: partial!.id, profile: profile!.id });
  const s = await createUser(db, centerId, { role: 'center_superuser' });
  staff = await signIn(backend, centerId, s.email);
}, 60_000);
afterAll(() => backend.close(), 60_000);

async function text(path: string) {
  const response = await backend.app.fetch(
    new Request(`http://backend.test${path}`, { headers: { accept: 'application/vnd.api+json', ...centerHeaders(centerId), ...staff } }),
    { clientAddress: '127.0.0.1' },
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/vnd.api+json');
  return response.text();
}

const org = (id: number, attributes: string, relationships: string) =>
  `{"type":"organizations","id":"${id}","attributes":${attributes},"relationships":${relationships}}`;
const T = `"created_at":"${CREATED.toISOString()}","updated_at":"${UPDATED.toISOString()}"`;

/** Without include=address the address is not read, so the address and city attributes are null (as before). */
function expectedData(withProfile: boolean, withAddress = true) {
  const place = (address: string, city: string) => (withAddress ? `"address":"${address}","city":"${city}"` : '"address":null,"city":null');
  const profile = (id: number | null) =>
    withProfile ? `,"profile":{"data":${id === null ? 'null' : `{"type":"organization_profiles","id":"${id}"}`}}` : '';
  return [
    org(
      ids.alpha!,
      `{"name":"Alpha Zorg","organization_type":"NonProfit","website":"https://alpha.example","email":"info@alpha.example","phone_number":"0525-123456","description":"<p>Zorg voor één & allen</p>\\nmet \\"quotes\\"","status":"approved","denial_reason":null,${place('Markt 1, 8081 AA Elburg', 'Elburg')},"volunteer_center_id":${centerId},${T}}`,
      `{"address":{"data":{"type":"addresses","id":"${ids.full}"}}${profile(ids.profile!)}}`,
    ),
    org(
      ids.beta!,
      `{"name":"beta \\"Sport\\" & Spel","organization_type":"School","website":null,"email":null,"phone_number":null,"description":null,"status":"denied","denial_reason":"Geen KvK-nummer",${place('Zwolle', 'Zwolle')},"volunteer_center_id":${centerId},${T}}`,
      `{"address":{"data":{"type":"addresses","id":"${ids.partial}"}}${profile(null)}}`,
    ),
    org(
      ids.gamma!,
      `{"name":"Gamma","organization_type":"NonProfit","website":null,"email":null,"phone_number":null,"description":null,"status":"pending","denial_reason":null,"address":null,"city":null,"volunteer_center_id":${centerId},${T}}`,
      `{"address":{"data":null}${profile(null)}}`,
    ),
  ].join(',');
}

const ADDRESSES = () =>
  `{"type":"addresses","id":"${ids.full}","attributes":{"street":"Markt","house_number":"1","postal_code":"8081 AA","city":"Elburg","country":"NL","latitude":52.45,"longitude":5.83}},` +
  `{"type":"addresses","id":"${ids.partial}","attributes":{"street":null,"house_number":null,"postal_code":null,"city":"Zwolle","country":"NL","latitude":null,"longitude":null}}`;
const PROFILE = () =>
  `{"type":"organization_profiles","id":"${ids.profile}","attributes":{"non_profit_type_id":null,"show_on_social_map":true,"activity_type_ids":[3,1]},"relationships":{"organization":{"data":{"type":"organizations","id":"${ids.alpha}"}}}}`;

const links = (query: string, last = 1) => {
  const self = `/api/v1/organizations?${query}&page%5Bnumber%5D=1&page%5Bsize%5D=25`;
  return `{"self":"${self}","first":"${self}","prev":null,"next":null,"last":"${self.replace('number%5D=1', `number%5D=${last}`)}"}`;
};
const META = '{"total_count":3,"page":{"number":1,"size":25,"total_pages":1}}';

describe('GET /api/v1/organizations: the document, byte for byte', () => {
  it('with include=address,profile (the benchmarked request)', async () => {
    const query = 'include=address%2Cprofile&sort=name';
    expect(await text('/api/v1/organizations?include=address,profile&sort=name')).toBe(
      `{"data":[${expectedData(true)}],"included":[${ADDRESSES()},${PROFILE()}],"meta":${META},"links":${links(query)}}`,
    );
  });

  it('without include: no included member, no profile relationship, no address text', async () => {
    expect(await text('/api/v1/organizations?sort=name')).toBe(
      `{"data":[${expectedData(false, false)}],"meta":${META},"links":${links('sort=name')}}`,
    );
  });

  it('with include=address only', async () => {
    expect(await text('/api/v1/organizations?include=address&sort=name')).toBe(
      `{"data":[${expectedData(false)}],"included":[${ADDRESSES()}],"meta":${META},"links":${links('include=address&sort=name')}}`,
    );
  });
});
