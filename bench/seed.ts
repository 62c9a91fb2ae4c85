/**
 * Seeds a large center into the (freshly migrated, empty) bench database with `pg`: multi-row
 * INSERT ... SELECT FROM unnest($1::type[], ...) in batches, explicit ids so relations need no
 * round trip, sequences moved past them afterwards, then VACUUM ANALYZE so the planner sees the
 * real sizes (as autovacuum would on a production database).
 *
 * Deterministic: a seeded PRNG, the same rows on every run.
 */
import type { Client } from 'pg';

export interface SeedOptions {
  organizations: number;
  users: number;
  /** Users with the known password who take turns in the sign-in run. */
  signInPool: number;
  /** Argon2 hash of the known password, computed once by the caller with the product's hasher. */
  passwordHash: string;
  /** Lookup rows (non-profit types, activity types) as the demo seed has them. */
  nonProfitTypes: { key: string; nameNl: string; nameEn: string }[];
  activityTypes: { key: string; nameNl: string; nameEn: string }[];
  log?: (line: string) => void;
}

export interface SeedResult {
  centerId: number;
  superuserEmail: string;
  poolEmails: string[];
  /** An approved organization with about 25 members, for the users-by-organization run. */
  usersOrganizationId: number;
  usersOrganizationMembers: number;
  counts: Record<string, number>;
}

const BATCH = 5000;

/** mulberry32: small, fast, deterministic. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PREFIXES = [
  'Stichting',
  'Vereniging',
  'Buurthuis',
  'Sportclub',
  'Zorgcentrum',
  'Muziekvereniging',
  'Voedselbank',
  'Scouting',
  'Basisschool',
  'Wijkteam',
  'Repair Café',
  'Taalhuis',
  'Hospice',
  'Dierenasiel',
  'Speeltuinvereniging',
  'Kerk',
  'Bibliotheek',
  'Toneelvereniging',
];
const WORDS = [
  'De Linde',
  'Het Anker',
  'Zonnebloem',
  'De Brug',
  'Oranje',
  'De Eik',
  'Het Baken',
  'Samen Sterk',
  'De Horizon',
  'Noorderlicht',
  'De Vlinder',
  'Het Kompas',
  'De Regenboog',
  'Vitaal',
  'De Molen',
  'Het Park',
  'De Schakel',
  'Aurora',
  'Morgenrood',
  'De Kiem',
];
const CITIES = [
  'Amersfoort',
  'Apeldoorn',
  'Arnhem',
  'Deventer',
  'Ede',
  'Harderwijk',
  'Nijmegen',
  'Oldebroek',
  'Roermond',
  'Utrecht',
  'Zutphen',
  'Zwolle',
  'Venlo',
  'Wageningen',
  'Doetinchem',
];
const STREETS = [
  'Dorpsstraat',
  'Kerkstraat',
  'Molenweg',
  'Stationsweg',
  'Schoolstraat',
  'Marktplein',
  'Julianalaan',
  'Beukenlaan',
  'Lindelaan',
  'Parkweg',
];
const FIRST = [
  'Anna',
  'Bram',
  'Carla',
  'Daan',
  'Eva',
  'Finn',
  'Greet',
  'Hugo',
  'Ilse',
  'Jan',
  'Kim',
  'Lars',
  'Mila',
  'Noah',
  'Olga',
  'Piet',
  'Roos',
  'Sem',
  'Tess',
  'Vera',
  'Wim',
  'Yara',
  'Zoë',
  'Ahmed',
  'Fatima',
  'Mohamed',
  'Sanne',
  'Thijs',
];
const LAST = [
  'de Jong',
  'Jansen',
  'de Vries',
  'van den Berg',
  'van Dijk',
  'Bakker',
  'Janssen',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'van Leeuwen',
  'Dekker',
  'Brouwer',
  'de Wit',
  'Dijkstra',
  'Smits',
  'de Graaf',
  'van der Meer',
  'van der Linden',
  'Kok',
  'Jacobs',
  'de Haan',
  'Vermeulen',
  'van den Heuvel',
  'van der Veen',
  'van den Broek',
  'de Bruijn',
  'de Bruin',
  'van der Heijden',
  'Schouten',
  'van Beek',
  'Willems',
  'van Vliet',
  'van de Ven',
  'Hoekstra',
  'Maas',
  'Verhoeven',
  'Koster',
  'van Dam',
  'van der Wal',
  'Prins',
  'Blom',
  'Huisman',
  'El Amrani',
  'Yılmaz',
  'Öztürk',
  'Nguyen',
];
const DESCRIPTION =
  'Wij zijn een lokale organisatie die met de inzet van vrijwilligers activiteiten organiseert voor bewoners in de wijk: ontmoeting, ondersteuning en een helpende hand waar dat nodig is. Nieuwe vrijwilligers zijn altijd welkom.';

const pick = <T>(list: readonly T[], r: number): T => list[Math.floor(r * list.length) % list.length] as T;

/** Inserts `rows` (column-major arrays) with one statement per batch. */
async function insertColumns(client: Client, table: string, columns: { name: string; type: string; values: unknown[] }[]): Promise<number> {
  const total = columns[0]?.values.length ?? 0;
  const names = columns.map((c) => `"${c.name}"`).join(', ');
  const unnest = columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ');
  // Columns whose element type cannot be unnested directly (arrays) travel as text and are cast back.
  const select = columns.map((c, i) => (c.type === 'text' && c.name.endsWith('_ids') ? `c${i}::integer[]` : `c${i}`)).join(', ');
  const aliases = columns.map((_, i) => `c${i}`).join(', ');
  for (let start = 0; start < total; start += BATCH) {
    const params = columns.map((c) => c.values.slice(start, start + BATCH));
    await client.query(`INSERT INTO ${table} (${names}) SELECT ${select} FROM unnest(${unnest}) AS t(${aliases})`, params);
  }
  return total;
}

export async function seedBench(client: Client, o: SeedOptions): Promise<SeedResult> {
  const log = o.log ?? (() => {});
  const random = prng(20260101);
  const now = new Date('2026-01-15T12:00:00Z');
  const counts: Record<string, number> = {};

  await client.query('BEGIN');
  const center = await client.query<{ id: number }>(
    `INSERT INTO volunteer_centers (tenant_key, slug, name) VALUES ('demo', 'bench', 'Bench Vrijwilligerscentrale') RETURNING id`,
  );
  const centerId = center.rows[0]?.id;
  if (!centerId) throw new Error('seed: center not inserted');
  await client.query(
    `INSERT INTO volunteer_center_profiles (volunteer_center_id, name, primary_color, secondary_color, muted_color, background_color, text_color, contact_email, theme_config)
     VALUES ($1, 'Bench Vrijwilligerscentrale', '#1d4ed8', '#f59e0b', '#64748b', '#ffffff', '#111827', 'info@bench.test', '{}'::jsonb)`,
    [centerId],
  );
  const types = await client.query<{ id: number }>(
    `INSERT INTO non_profit_types (key, name_nl, name_en) SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) RETURNING id`,
    [o.nonProfitTypes.map((t) => t.key), o.nonProfitTypes.map((t) => t.nameNl), o.nonProfitTypes.map((t) => t.nameEn)],
  );
  const activity = await client.query<{ id: number }>(
    `INSERT INTO activity_types (key, name_nl, name_en) SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) RETURNING id`,
    [o.activityTypes.map((t) => t.key), o.activityTypes.map((t) => t.nameNl), o.activityTypes.map((t) => t.nameEn)],
  );
  const typeIds = types.rows.map((r) => r.id);
  const activityIds = activity.rows.map((r) => r.id);

  // Organizations: 80 % non-profits, 12 % schools, 8 % volunteer centers; 82 % approved, the rest
  // pending, denied, archived or (soft) deleted. 95 % have an address; every non-profit a profile.
  const org = {
    id: [] as number[],
    type: [] as string[],
    name: [] as string[],
    status: [] as string[],
    website: [] as string[],
    email: [] as string[],
    phone: [] as string[],
    description: [] as string[],
    denial: [] as (string | null)[],
    addressId: [] as (number | null)[],
    deletedAt: [] as (Date | null)[],
    createdAt: [] as Date[],
  };
  const addr = {
    id: [] as number[],
    street: [] as string[],
    number: [] as string[],
    postal: [] as string[],
    city: [] as string[],
    lat: [] as number[],
    lng: [] as number[],
  };
  const profile = { orgId: [] as number[], typeId: [] as number[], social: [] as boolean[], activities: [] as string[] };
  for (let i = 1; i <= o.organizations; i++) {
    const r = random();
    const type = r < 0.8 ? 'NonProfit' : r < 0.92 ? 'School' : 'VolunteerCenter';
    const s = random();
    const status = s < 0.82 ? 'approved' : s < 0.9 ? 'pending' : s < 0.94 ? 'denied' : s < 0.97 ? 'archived' : 'deleted';
    const name = `${pick(PREFIXES, random())} ${pick(WORDS, random())} ${pick(CITIES, random())} ${i}`;
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    let addressId: number | null = null;
    if (random() < 0.95) {
      addressId = addr.id.length + 1;
      addr.id.push(addressId);
      addr.street.push(pick(STREETS, random()));
      addr.number.push(String(1 + Math.floor(random() * 200)));
      addr.postal.push(
        `${1000 + Math.floor(random() * 8999)} ${String.fromCharCode(65 + Math.floor(random() * 26))}${String.fromCharCode(65 + Math.floor(random() * 26))}`,
      );
      addr.city.push(pick(CITIES, random()));
      addr.lat.push(51 + random() * 2.5);
      addr.lng.push(4 + random() * 2.5);
    }
    org.id.push(i);
    org.type.push(type);
    org.name.push(name);
    org.status.push(status);
    org.website.push(`https://${slug}.example.org`);
    org.email.push(`info@${slug}.test`);
    org.phone.push(`0${300000000 + i}`);
    org.description.push(DESCRIPTION);
    org.denial.push(status === 'denied' ? 'Valt buiten het vrijwilligerswerk van de centrale.' : null);
    org.addressId.push(addressId);
    org.deletedAt.push(status === 'deleted' ? now : null);
    org.createdAt.push(new Date(now.getTime() - Math.floor(random() * 3 * 365 * 86400_000)));
    if (type === 'NonProfit') {
      profile.orgId.push(i);
      profile.typeId.push(pick(typeIds, random()));
      profile.social.push(status === 'approved' && random() < 0.7);
      profile.activities.push(`{${activityIds.filter(() => random() < 0.4).join(',')}}`);
    }
  }
  counts.addresses = await insertColumns(client, 'addresses', [
    { name: 'id', type: 'integer', values: addr.id },
    { name: 'street', type: 'text', values: addr.street },
    { name: 'house_number', type: 'text', values: addr.number },
    { name: 'postal_code', type: 'text', values: addr.postal },
    { name: 'city', type: 'text', values: addr.city },
    { name: 'latitude', type: 'double precision', values: addr.lat },
    { name: 'longitude', type: 'double precision', values: addr.lng },
  ]);
  counts.organizations = await insertColumns(client, 'organizations', [
    { name: 'id', type: 'integer', values: org.id },
    { name: 'volunteer_center_id', type: 'integer', values: org.id.map(() => centerId) },
    { name: 'organization_type', type: 'organization_type', values: org.type },
    { name: 'name', type: 'text', values: org.name },
    { name: 'website', type: 'text', values: org.website },
    { name: 'email', type: 'text', values: org.email },
    { name: 'phone_number', type: 'text', values: org.phone },
    { name: 'description', type: 'text', values: org.description },
    { name: 'status', type: 'organization_status', values: org.status },
    { name: 'denial_reason', type: 'text', values: org.denial },
    { name: 'address_id', type: 'integer', values: org.addressId },
    { name: 'deleted_at', type: 'timestamptz', values: org.deletedAt },
    { name: 'created_at', type: 'timestamptz', values: org.createdAt },
    { name: 'updated_at', type: 'timestamptz', values: org.createdAt },
  ]);
  counts.organization_profiles = await insertColumns(client, 'organization_profiles', [
    { name: 'organization_id', type: 'integer', values: profile.orgId },
    { name: 'non_profit_type_id', type: 'integer', values: profile.typeId },
    { name: 'show_on_social_map', type: 'boolean', values: profile.social },
    { name: 'activity_type_ids', type: 'text', values: profile.activities },
  ]);
  log(`  ${counts.organizations} organizations, ${counts.addresses} addresses, ${counts.organization_profiles} profiles`);

  // Users: #1 is the center superuser, #2..#(pool+1) the sign-in pool, the rest volunteers. Every
  // user but the superuser has a membership in a skewed pick of organizations (org k gets about
  // users / (2 * sqrt(k * organizations)) members: a few large ones, a long tail of small ones),
  // a fifth a second membership; every user a volunteer role, every 20th also organization_superuser.
  const superuserEmail = 'superuser@bench.test';
  const poolEmails: string[] = [];
  const user = {
    id: [] as number[],
    email: [] as string[],
    first: [] as string[],
    last: [] as string[],
    phone: [] as (string | null)[],
    locale: [] as string[],
    createdAt: [] as Date[],
  };
  const member = { userId: [] as number[], orgId: [] as number[] };
  const role = { userId: [] as number[], name: [] as string[], orgId: [] as (number | null)[] };
  for (let i = 1; i <= o.users; i++) {
    let email = `user-${i}@bench.test`;
    if (i === 1) email = superuserEmail;
    else if (i <= o.signInPool + 1) {
      email = `signin-${String(i - 1).padStart(2, '0')}@bench.test`;
      poolEmails.push(email);
    }
    user.id.push(i);
    user.email.push(email);
    user.first.push(pick(FIRST, random()));
    user.last.push(pick(LAST, random()));
    user.phone.push(random() < 0.6 ? `06${String(10000000 + i).slice(-8)}` : null);
    user.locale.push(random() < 0.9 ? 'nl' : 'en');
    user.createdAt.push(new Date(now.getTime() - Math.floor(random() * 3 * 365 * 86400_000)));
    if (i === 1) {
      role.userId.push(i);
      role.name.push('center_superuser');
      role.orgId.push(null);
      continue;
    }
    const primary = 1 + Math.min(o.organizations - 1, Math.floor(o.organizations * random() ** 2));
    member.userId.push(i);
    member.orgId.push(primary);
    if (random() < 0.2) {
      const second = 1 + Math.floor(random() * o.organizations);
      if (second !== primary) {
        member.userId.push(i);
        member.orgId.push(second);
      }
    }
    role.userId.push(i);
    role.name.push('volunteer');
    role.orgId.push(null);
    if (i % 20 === 0) {
      role.userId.push(i);
      role.name.push('organization_superuser');
      role.orgId.push(primary);
    }
  }
  const confirmed = new Date('2026-01-01T09:00:00Z');
  counts.users = await insertColumns(client, 'users', [
    { name: 'id', type: 'integer', values: user.id },
    { name: 'volunteer_center_id', type: 'integer', values: user.id.map(() => centerId) },
    { name: 'email', type: 'text', values: user.email },
    { name: 'first_name', type: 'text', values: user.first },
    { name: 'last_name', type: 'text', values: user.last },
    { name: 'phone_number', type: 'text', values: user.phone },
    { name: 'locale', type: 'locale', values: user.locale },
    { name: 'status', type: 'user_status', values: user.id.map(() => 'active') },
    { name: 'signup_method', type: 'signup_method', values: user.id.map(() => 'imported') },
    { name: 'password_hash', type: 'text', values: user.id.map(() => o.passwordHash) },
    { name: 'confirmed_at', type: 'timestamptz', values: user.id.map(() => confirmed) },
    { name: 'accepted_terms_at', type: 'timestamptz', values: user.id.map(() => confirmed) },
    { name: 'created_at', type: 'timestamptz', values: user.createdAt },
    { name: 'updated_at', type: 'timestamptz', values: user.createdAt },
  ]);
  counts.memberships = await insertColumns(client, 'memberships', [
    { name: 'user_id', type: 'integer', values: member.userId },
    { name: 'organization_id', type: 'integer', values: member.orgId },
  ]);
  counts.roles = await insertColumns(client, 'roles', [
    { name: 'user_id', type: 'integer', values: role.userId },
    { name: 'name', type: 'role_name', values: role.name },
    { name: 'volunteer_center_id', type: 'integer', values: role.userId.map(() => centerId) },
    { name: 'organization_id', type: 'integer', values: role.orgId },
  ]);
  log(`  ${counts.users} users, ${counts.memberships} memberships, ${counts.roles} roles`);

  for (const table of ['addresses', 'organizations', 'users'])
    await client.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
  await client.query('COMMIT');
  await client.query('VACUUM ANALYZE');

  const target = await client.query<{ id: number; n: number }>(
    `SELECT m.organization_id AS id, count(*)::int AS n
       FROM memberships m JOIN organizations o ON o.id = m.organization_id
      WHERE o.status = 'approved' AND o.volunteer_center_id = $1
      GROUP BY m.organization_id
      ORDER BY abs(count(*) - 25), m.organization_id
      LIMIT 1`,
    [centerId],
  );
  const chosen = target.rows[0];
  if (!chosen) throw new Error('seed: no organization with members');
  return { centerId, superuserEmail, poolEmails, usersOrganizationId: chosen.id, usersOrganizationMembers: chosen.n, counts };
}
