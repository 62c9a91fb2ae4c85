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
  /**
   * Organizations on the social map (approved non-profits with an address whose profile has show_on_social_map);
   * every other profile is hidden. Capped at the eligible ones.
   */
  mapOrganizations: number;
  log?: (line: string) => void;
}

/** The social map's dataset: which organizations are on it and what the benchmark searches for. */
export interface MapSeed {
  /** Organizations shown on the map (all of them have coordinates). */
  shown: number;
  /** The text query of the list runs: a word in a few percent of the descriptions. */
  query: string;
  /** Shown organizations whose search vector matches `query`. */
  queryMatches: number;
  /** The activity-type filter of the list runs (an id of the center's own list). */
  activityTypeId: number;
  /** Shown organizations that match `query` and have `activityTypeId`: the total of the list runs. */
  queryActivityMatches: number;
  /** The municipality the addresses are spread over. */
  municipality: string;
}

export interface SeedResult {
  centerId: number;
  superuserEmail: string;
  poolEmails: string[];
  /** An approved organization with about 25 members, for the users-by-organization run. */
  usersOrganizationId: number;
  usersOrganizationMembers: number;
  map: MapSeed;
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

// Social map: descriptions from varied Dutch phrases (1–3 themes of 40 each, so one theme word is in about 5 % of
// them) and addresses spread over the neighbourhoods of one municipality.
const OPENINGS = [
  'Wij zijn een lokale organisatie in de wijk',
  'Onze vereniging bestaat al jaren en draait volledig op vrijwilligers',
  'Als kleine stichting werken we samen met buurtbewoners',
  'Wij bieden een ontmoetingsplek voor jong en oud',
  'Ons team van vrijwilligers en beroepskrachten staat klaar voor de buurt',
  'Wij zijn een laagdrempelige inloop midden in de stad',
  'Onze organisatie is ontstaan uit een bewonersinitiatief',
  'Wij werken vanuit een buurthuis met een open deur',
];
const THEMES = [
  'ondersteuning bij mantelzorg en respijtzorg',
  'taallessen en een wekelijks taalcafé',
  'huiswerkbegeleiding voor kinderen',
  'een maaltijd voor eenzame ouderen',
  'vervoer naar het ziekenhuis en de huisarts',
  'een kledingbank en speelgoedbank',
  'schuldhulpverlening en hulp bij formulieren',
  'sport en bewegen voor mensen met een beperking',
  'onderhoud van het wijkpark en de moestuin',
  'een repair café voor fietsen en apparaten',
  'muziekles en een buurtkoor',
  'toneel en theater voor jongeren',
  'natuurbeheer en zwerfafval opruimen',
  'digitale vaardigheden voor senioren',
  'een inloopspreekuur voor nieuwkomers',
  'opvang en verzorging van zwerfdieren',
  'begeleiding van statushouders',
  'rouwverwerking en een luisterend oor',
  'activiteiten voor mensen met dementie',
  'voorlezen op de basisschool',
  'een wijkrestaurant met betaalbare maaltijden',
  'klussen in huis voor minima',
  'buddyprojecten voor jongeren',
  'wandelgroepen en fietstochten',
  'een bibliotheek in de wijk',
  'energiecoaches die helpen besparen',
  'sportclinics in de zomervakantie',
  'hulp bij de belastingaangifte',
  'palliatieve zorg in het hospice',
  'een speel-o-theek en peuterochtenden',
  'cultuuruitjes voor mensen met weinig geld',
  'creatieve workshops en schilderles',
  'een moestuin op het schoolplein',
  'ondersteuning van vluchtelingen',
  'jeugdwerk en scouting',
  'bezoek aan mensen in het verpleeghuis',
  'een telefooncirkel voor alleenstaanden',
  'buurtbemiddeling bij burenruzies',
  'de organisatie van de jaarlijkse braderie',
  'computerles in het buurthuis',
];
const CLOSINGS = [
  'Nieuwe vrijwilligers zijn altijd welkom.',
  'Kom gerust een keer langs voor een kop koffie.',
  'We zoeken mensen die een paar uur per week willen helpen.',
  'Meedoen kan al vanaf één dagdeel per maand.',
  'Ervaring is niet nodig: we werken je graag in.',
];
/** The word the list runs search for: in the first theme, so in about 5 % of the descriptions. */
export const MAP_QUERY = 'mantelzorg';
/** Utrecht's neighbourhoods: centre, spread in degrees, postal-code range (4 digits) and the place name. */
const MUNICIPALITY = 'Utrecht';
const NEIGHBOURHOODS: { lat: number; lng: number; pc: [number, number]; city: string; weight: number }[] = [
  { lat: 52.0907, lng: 5.1214, pc: [3511, 3512], city: 'Utrecht', weight: 3 },
  { lat: 52.086, lng: 5.145, pc: [3581, 3584], city: 'Utrecht', weight: 3 },
  { lat: 52.07, lng: 5.12, pc: [3521, 3524], city: 'Utrecht', weight: 3 },
  { lat: 52.072, lng: 5.095, pc: [3525, 3527], city: 'Utrecht', weight: 2 },
  { lat: 52.093, lng: 5.095, pc: [3531, 3533], city: 'Utrecht', weight: 2 },
  { lat: 52.11, lng: 5.095, pc: [3551, 3555], city: 'Utrecht', weight: 2 },
  { lat: 52.115, lng: 5.11, pc: [3561, 3564], city: 'Utrecht', weight: 2 },
  { lat: 52.102, lng: 5.135, pc: [3571, 3572], city: 'Utrecht', weight: 2 },
  { lat: 52.095, lng: 5.05, pc: [3541, 3544], city: 'Utrecht', weight: 3 },
  { lat: 52.1, lng: 5.015, pc: [3451, 3452], city: 'Vleuten', weight: 1 },
  { lat: 52.08, lng: 5.03, pc: [3453, 3454], city: 'De Meern', weight: 1 },
];

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
    `INSERT INTO non_profit_types (volunteer_center_id, key, name_nl, name_en) SELECT $4::integer, * FROM unnest($1::text[], $2::text[], $3::text[]) RETURNING id`,
    [o.nonProfitTypes.map((t) => t.key), o.nonProfitTypes.map((t) => t.nameNl), o.nonProfitTypes.map((t) => t.nameEn), centerId],
  );
  const activity = await client.query<{ id: number }>(
    `INSERT INTO activity_types (volunteer_center_id, key, name_nl, name_en) SELECT $4::integer, * FROM unnest($1::text[], $2::text[], $3::text[]) RETURNING id`,
    [o.activityTypes.map((t) => t.key), o.activityTypes.map((t) => t.nameNl), o.activityTypes.map((t) => t.nameEn), centerId],
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
  const map = placeOnMap(o, { org, addr, profile }, typeIds, activityIds);
  log(
    `  social map: ${map.shown} shown; "${map.query}" matches ${map.queryMatches}, with activity type ${map.activityTypeId} ${map.queryActivityMatches}`,
  );

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
  return { centerId, superuserEmail, poolEmails, usersOrganizationId: chosen.id, usersOrganizationMembers: chosen.n, map, counts };
}

interface Rows {
  org: { id: number[]; type: string[]; name: string[]; status: string[]; description: string[]; addressId: (number | null)[] };
  addr: { id: number[]; postal: string[]; city: string[]; lat: number[]; lng: number[] };
  profile: { orgId: number[]; typeId: number[]; social: boolean[]; activities: string[] };
}

/**
 * The social map's share of the dataset, from a PRNG of its own (the other columns stay as they were): varied
 * descriptions for every organization, every address in one municipality's neighbourhoods (clustered, a postal code
 * of the neighbourhood), for every profile a type and 1–3 activity types of the center's own lists, and
 * show_on_social_map for `mapOrganizations` approved non-profits with an address picked at random (the rest hidden).
 * Counts the expected matches of the benchmark's search, to check the API against.
 */
function placeOnMap(o: SeedOptions, { org, addr, profile }: Rows, typeIds: number[], activityIds: number[]): MapSeed {
  const random = prng(20261125);
  const gauss = () => {
    // Box–Muller; 1 - random() is never 0.
    const u = 1 - random();
    const v = random();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  const letter = () => String.fromCharCode(65 + Math.floor(random() * 26));
  const matchesQuery: boolean[] = [];
  for (let k = 0; k < org.id.length; k++) {
    const count = 1 + Math.floor(random() * 3);
    const themes = new Set<number>();
    for (let n = 0; n < count; n++) themes.add(Math.floor(random() * THEMES.length));
    const list = [...themes].map((t) => THEMES[t] as string);
    const body = list.length > 1 ? `${list.slice(0, -1).join(', ')} en ${list[list.length - 1]}` : list[0];
    org.description[k] = `${pick(OPENINGS, random())}. Wij zetten ons in voor ${body}. ${pick(CLOSINGS, random())}`;
    matchesQuery.push(themes.has(0));
  }
  const totalWeight = NEIGHBOURHOODS.reduce((sum, n) => sum + n.weight, 0);
  for (let a = 0; a < addr.id.length; a++) {
    let w = random() * totalWeight;
    const hood = NEIGHBOURHOODS.find((n) => (w -= n.weight) < 0) ?? (NEIGHBOURHOODS[0] as (typeof NEIGHBOURHOODS)[number]);
    addr.lat[a] = Math.round((hood.lat + gauss() * 0.006) * 1e6) / 1e6;
    addr.lng[a] = Math.round((hood.lng + gauss() * 0.01) * 1e6) / 1e6;
    addr.postal[a] = `${hood.pc[0] + Math.floor(random() * (hood.pc[1] - hood.pc[0] + 1))} ${letter()}${letter()}`;
    addr.city[a] = hood.city;
  }
  const eligible: number[] = [];
  for (let j = 0; j < profile.orgId.length; j++) {
    const k = (profile.orgId[j] as number) - 1;
    profile.typeId[j] = pick(typeIds, random());
    const wanted = 1 + Math.floor(random() * 3);
    const ids = new Set<number>();
    while (ids.size < Math.min(wanted, activityIds.length)) ids.add(pick(activityIds, random()));
    profile.activities[j] = `{${[...ids].sort((x, y) => x - y).join(',')}}`;
    profile.social[j] = false;
    if (org.status[k] === 'approved' && org.addressId[k] !== null) eligible.push(j);
  }
  // Fisher–Yates, then the first `mapOrganizations` are shown.
  for (let i = eligible.length - 1; i > 0; i--) {
    const r = Math.floor(random() * (i + 1));
    [eligible[i], eligible[r]] = [eligible[r] as number, eligible[i] as number];
  }
  const shown = eligible.slice(0, Math.min(o.mapOrganizations, eligible.length));
  const activityTypeId = activityIds[0] as number;
  let queryMatches = 0;
  let queryActivityMatches = 0;
  for (const j of shown) {
    profile.social[j] = true;
    if (!matchesQuery[(profile.orgId[j] as number) - 1]) continue;
    queryMatches += 1;
    if ((profile.activities[j] as string).slice(1, -1).split(',').map(Number).includes(activityTypeId)) queryActivityMatches += 1;
  }
  return { shown: shown.length, query: MAP_QUERY, queryMatches, activityTypeId, queryActivityMatches, municipality: MUNICIPALITY };
}
