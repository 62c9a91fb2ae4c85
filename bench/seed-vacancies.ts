/**
 * Seeds the vacancy bank of the bench center: `vacancies` rows spread over the first `organizations`
 * approved organizations (issue 5: 100 000 over 2 000). Titles and descriptions are drawn from Dutch and
 * English word pools so the full-text index has realistic selectivity: a common word matches many rows,
 * a rare one few. Statuses, types, tags, age groups, coordinates around Dutch cities and publication dates
 * vary like a real bank (most published, some expired, drafts, filled and archived ones).
 *
 * Deterministic (seeded PRNG). Same batching as bench/seed.ts: INSERT … SELECT FROM unnest(…).
 */
import type { Client } from 'pg';

export interface VacancySeedOptions {
  centerId: number;
  organizations: number;
  vacancies: number;
  log?: (line: string) => void;
}

export interface VacancySeedResult {
  vacancies: number;
  organizations: number;
  published: number;
  /** A postal code near the middle of the data, for the distance filter. */
  postalCode: string;
  /** The age group the search runs filter on (adults, on about 30 % of the vacancies). */
  ageGroupId: number;
}

const BATCH = 5000;

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

const pick = <T>(list: readonly T[], r: number): T => list[Math.floor(r * list.length) % list.length] as T;

const ROLES_NL = [
  'Chauffeur',
  'Gastvrouw',
  'Gastheer',
  'Taalmaatje',
  'Maatje',
  'Tuinier',
  'Kok',
  'Coördinator',
  'Begeleider',
  'Voorlezer',
  'Klusser',
  'Fotograaf',
  'Penningmeester',
  'Trainer',
  'Bezorger',
  'Huiswerkbegeleider',
  'Wandelmaatje',
  'Receptionist',
  'Webredacteur',
  'Verkeersregelaar',
];
const PLACES_NL = [
  'voor de voedselbank',
  'in het buurthuis',
  'bij de sportclub',
  'in het zorgcentrum',
  'voor ouderen',
  'bij het taalhuis',
  'in de bibliotheek',
  'bij het dierenasiel',
  'voor het repair café',
  'in de speeltuin',
  'bij de kringloopwinkel',
  'voor nieuwkomers',
];
const ROLES_EN = [
  'Driver',
  'Host',
  'Language buddy',
  'Buddy',
  'Gardener',
  'Cook',
  'Coordinator',
  'Reader',
  'Handyman',
  'Photographer',
  'Treasurer',
  'Coach',
  'Delivery volunteer',
  'Homework tutor',
  'Walking buddy',
];
const PLACES_EN = [
  'for the food bank',
  'at the community centre',
  'at the sports club',
  'in the care home',
  'for the elderly',
  'at the library',
  'at the animal shelter',
  'for newcomers',
];
const SENTENCES_NL = [
  'Je helpt bewoners in de wijk met praktische zaken en een luisterend oor.',
  'Wij zoeken iemand die graag met mensen werkt en een paar uur per week beschikbaar is.',
  'Ervaring is niet nodig: je krijgt een inwerkperiode en een vaste contactpersoon.',
  'Samen met een team van enthousiaste vrijwilligers organiseer je activiteiten.',
  'Je rijdt cliënten naar afspraken in het ziekenhuis of bij de huisarts.',
  'Kinderen krijgen hulp bij het lezen en met hun huiswerk.',
  'De moestuin heeft handen nodig voor zaaien, wieden en oogsten.',
  'Nieuwkomers oefenen met jou de Nederlandse taal in gewone gesprekken.',
  'Je zorgt voor koffie, thee en een warm welkom bij de inloop.',
  'Onze website en nieuwsbrief verdienen een enthousiaste redacteur.',
];
const SENTENCES_EN = [
  'You help residents with practical matters and a listening ear.',
  'We are looking for someone who enjoys working with people for a few hours a week.',
  'No experience needed: you get an introduction and a fixed contact person.',
  'Newcomers practise the language with you in everyday conversations.',
];
const TAGS = [
  'ouderen',
  'jongeren',
  'sport',
  'cultuur',
  'natuur',
  'zorg',
  'taal',
  'vervoer',
  'administratie',
  'techniek',
  'eenmalig',
  'weekend',
  'avond',
];
/** Around the cities of the bench organizations (bench/seed.ts). */
const CITIES = [
  { name: 'Amersfoort', lat: 52.156, lng: 5.387, pc: '3811' },
  { name: 'Apeldoorn', lat: 52.211, lng: 5.969, pc: '7311' },
  { name: 'Arnhem', lat: 51.985, lng: 5.899, pc: '6811' },
  { name: 'Deventer', lat: 52.255, lng: 6.163, pc: '7411' },
  { name: 'Ede', lat: 52.047, lng: 5.665, pc: '6711' },
  { name: 'Nijmegen', lat: 51.842, lng: 5.852, pc: '6511' },
  { name: 'Utrecht', lat: 52.091, lng: 5.122, pc: '3511' },
  { name: 'Zwolle', lat: 52.516, lng: 6.083, pc: '8011' },
  { name: 'Wageningen', lat: 51.969, lng: 5.665, pc: '6701' },
  { name: 'Zutphen', lat: 52.139, lng: 6.196, pc: '7201' },
];
const TYPES = ['volunteering', 'volunteering', 'volunteering', 'volunteering', 'volunteering', 'p2p', 'activity', 'language'] as const;

export async function seedVacancies(client: Client, o: VacancySeedOptions): Promise<VacancySeedResult> {
  const log = o.log ?? (() => {});
  const random = prng(20261123);
  const orgRows = await client.query<{ id: number }>(
    `SELECT id FROM organizations WHERE volunteer_center_id = $1 AND status = 'approved' AND deleted_at IS NULL ORDER BY id LIMIT $2`,
    [o.centerId, o.organizations],
  );
  const orgIds = orgRows.rows.map((r) => r.id);
  if (orgIds.length === 0) throw new Error('seedVacancies: the bench center has no approved organizations');
  // The bench database is migrated, not demo-seeded: add the age groups if the lookup is empty.
  await client.query(
    `INSERT INTO age_groups (key, name_nl, name_en, position) VALUES
      ('children', 'Kinderen', 'Children', 1), ('youth', 'Jongeren', 'Young people', 2), ('young_adults', 'Jongvolwassenen', 'Young adults', 3),
      ('adults', 'Volwassenen', 'Adults', 4), ('seniors', 'Senioren', 'Seniors', 5)
     ON CONFLICT (key) DO NOTHING`,
  );
  const ageGroups = (await client.query<{ id: number }>('SELECT id FROM age_groups ORDER BY id')).rows.map((r) => r.id);

  const now = Date.now();
  const day = 86_400_000;
  const cols = {
    center: [] as number[],
    org: [] as number[],
    type: [] as string[],
    status: [] as string[],
    title: [] as string[],
    summary: [] as string[],
    description: [] as string[],
    text: [] as string[],
    tags: [] as string[],
    ages: [] as string[],
    city: [] as string[],
    postal: [] as string[],
    lat: [] as number[],
    lng: [] as number[],
    hours: [] as number[],
    frequency: [] as (string | null)[],
    starts: [] as (string | null)[],
    expires: [] as (string | null)[],
    published: [] as (string | null)[],
  };
  let published = 0;
  for (let i = 0; i < o.vacancies; i++) {
    const english = random() < 0.15;
    const type = pick(TYPES, random());
    const s = random();
    const status = s < 0.8 ? 'published' : s < 0.88 ? 'expired' : s < 0.95 ? 'draft' : s < 0.98 ? 'filled' : 'archived';
    if (status === 'published') published++;
    const title = english
      ? `${pick(ROLES_EN, random())} ${pick(PLACES_EN, random())}`
      : `${pick(ROLES_NL, random())} ${pick(PLACES_NL, random())}`;
    const sentences = english ? SENTENCES_EN : SENTENCES_NL;
    const text = [pick(sentences, random()), pick(sentences, random()), pick(sentences, random())].join(' ');
    const city = pick(CITIES, random());
    const publishedAt = status === 'draft' ? null : new Date(now - Math.floor(random() * 365) * day);
    const tags = TAGS.filter(() => random() < 0.12);
    cols.center.push(o.centerId);
    cols.org.push(orgIds[i % orgIds.length] as number);
    cols.type.push(type);
    cols.status.push(status);
    cols.title.push(title);
    cols.summary.push(pick(sentences, random()));
    cols.description.push(`<p>${text}</p>`);
    cols.text.push(text);
    cols.tags.push(`{${tags.join(',')}}`);
    cols.ages.push(`{${ageGroups.filter(() => random() < 0.3).join(',')}}`);
    cols.city.push(city.name);
    cols.postal.push(`${city.pc} AB`);
    cols.lat.push(city.lat + (random() - 0.5) * 0.2);
    cols.lng.push(city.lng + (random() - 0.5) * 0.3);
    cols.hours.push(1 + Math.floor(random() * 12));
    cols.frequency.push(type === 'activity' ? pick(['once', 'multi_day', 'regularly'], random()) : null);
    cols.starts.push(type === 'activity' ? new Date(now + Math.floor(random() * 120 - 20) * day).toISOString().slice(0, 10) : null);
    cols.expires.push(
      status === 'expired'
        ? new Date(now - day).toISOString()
        : random() < 0.6
          ? new Date(now + Math.floor(30 + random() * 300) * day).toISOString()
          : null,
    );
    cols.published.push(publishedAt ? publishedAt.toISOString() : null);
  }
  const columns: [string, string, unknown[]][] = [
    ['volunteer_center_id', 'integer', cols.center],
    ['organization_id', 'integer', cols.org],
    ['vacancy_type', 'vacancy_type', cols.type],
    ['status', 'vacancy_status', cols.status],
    ['title', 'text', cols.title],
    ['summary', 'text', cols.summary],
    ['description', 'text', cols.description],
    ['description_text', 'text', cols.text],
    ['tags', 'text', cols.tags],
    ['age_group_ids', 'text', cols.ages],
    ['city', 'text', cols.city],
    ['postal_code', 'text', cols.postal],
    ['latitude', 'float8', cols.lat],
    ['longitude', 'float8', cols.lng],
    ['hours_per_week', 'integer', cols.hours],
    ['activity_frequency', 'activity_frequency', cols.frequency],
    ['starts_on', 'date', cols.starts],
    ['expires_at', 'timestamptz', cols.expires],
    ['published_at', 'timestamptz', cols.published],
  ];
  const names = columns.map(([n]) => `"${n}"`).join(', ');
  const unnest = columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
  // Array columns travel as their text form ('{a,b}') and are cast back per row.
  const select = columns
    .map(([n], i) => (n === 'tags' ? `c${i}::text[]` : n === 'age_group_ids' ? `c${i}::integer[]` : `c${i}`))
    .join(', ');
  const aliases = columns.map((_, i) => `c${i}`).join(', ');
  for (let start = 0; start < o.vacancies; start += BATCH) {
    await client.query(
      `INSERT INTO vacancies (${names}) SELECT ${select} FROM unnest(${unnest}) AS t(${aliases})`,
      columns.map(([, , values]) => values.slice(start, start + BATCH)),
    );
    if ((start / BATCH) % 4 === 0) log(`  vacancies ${Math.min(start + BATCH, o.vacancies)}/${o.vacancies}`);
  }
  await client.query('VACUUM ANALYZE vacancies');
  const adults = await client.query<{ id: number }>(`SELECT id FROM age_groups WHERE key = 'adults'`);
  return {
    vacancies: o.vacancies,
    organizations: orgIds.length,
    published,
    postalCode: '6811 AB',
    ageGroupId: adults.rows[0]?.id ?? (ageGroups[0] as number),
  };
}
