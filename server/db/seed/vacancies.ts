/**
 * Demo vacancies (docs/domain.md#demo-data): in every demo center vacancies of all four types, activities with dates,
 * and in the demo center one of each status. Dates are relative to the seeding day so the vacancy bank and the
 * activity calendar look alive on a fresh database; everything else is fixed.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { htmlToText } from '@/lib/shared/html/sanitize';
import type { Database } from '../client';
import {
  activityTypes,
  addresses,
  ageGroups,
  memberships,
  nonProfitTypes,
  organizationProfiles,
  organizations,
  vacancies,
  volunteerCenters,
} from '../schema';
import type { ActivityFrequency, VacancyStatus, VacancyType } from '@/domain/vacancies';

export const AGE_GROUPS = [
  { key: 'children', nameNl: 'Kinderen (tot 12 jaar)', nameEn: 'Children (under 12)', position: 1 },
  { key: 'youth', nameNl: 'Jongeren (12-18 jaar)', nameEn: 'Young people (12-18)', position: 2 },
  { key: 'young_adults', nameNl: 'Jongvolwassenen (18-27 jaar)', nameEn: 'Young adults (18-27)', position: 3 },
  { key: 'adults', nameNl: 'Volwassenen', nameEn: 'Adults', position: 4 },
  { key: 'seniors', nameNl: 'Ouderen (65+)', nameEn: 'Seniors (65+)', position: 5 },
];

interface DemoVacancy {
  title: string;
  type: VacancyType;
  status?: VacancyStatus;
  summary: string;
  description: string;
  tags: string[];
  ageGroups: string[];
  hours?: number;
  /** Activities: frequency, first day (days from today), length in days, times, weekdays. */
  activity?: { frequency: ActivityFrequency; inDays: number; days?: number; from: string; until: string; weekdays?: number[] };
  /** Days until expiry; negative for vacancies that have expired. */
  expiresInDays?: number;
}

const COMMON: DemoVacancy[] = [
  {
    title: 'Chauffeur voor de boodschappenbus',
    type: 'volunteering',
    summary: 'Rijd op dinsdag of donderdag ouderen naar de supermarkt en weer terug.',
    description:
      '<p>Veel ouderen in de wijk kunnen niet meer zelf boodschappen doen. Met onze boodschappenbus halen we ze thuis op.</p><ul><li>Je rijdt één ochtend per week</li><li>Rijbewijs B is voldoende</li><li>Je krijgt een korte rijtraining</li></ul>',
    tags: ['vervoer', 'ouderen'],
    ageGroups: ['adults', 'seniors'],
    hours: 4,
  },
  {
    title: 'Maatje voor een nieuwkomer',
    type: 'language',
    summary: 'Oefen een uur per week Nederlands met iemand die net in Nederland woont.',
    description:
      '<p>Praten is de beste manier om een taal te leren. Als taalmaatje spreek je wekelijks af, bijvoorbeeld in de bibliotheek of tijdens een wandeling.</p><p>Je hoeft geen docent te zijn: geduld en interesse zijn genoeg.</p>',
    tags: ['taal', 'integratie'],
    ageGroups: ['young_adults', 'adults', 'seniors'],
    hours: 1,
  },
  {
    title: 'Hulp bij het opruimen van de tuin',
    type: 'p2p',
    summary: 'Mevrouw (82) zoekt iemand die een middag helpt met snoeien en bladeren ruimen.',
    description:
      '<p>Mijn tuin is te veel werk geworden. Wie wil mij een middag helpen met snoeien en het opruimen van bladeren? Koffie en koek staan klaar.</p>',
    tags: ['tuin', 'burenhulp'],
    ageGroups: ['youth', 'adults'],
  },
  {
    title: 'Samen koken in het buurthuis',
    type: 'activity',
    summary: 'Kook mee voor de buurtmaaltijd en eet daarna gezellig samen.',
    description:
      '<p>Elke woensdag koken we met vrijwilligers een driegangenmenu voor dertig buurtbewoners. Je helpt bij het snijden, koken en opdienen.</p>',
    tags: ['koken', 'ontmoeting'],
    ageGroups: ['adults', 'seniors'],
    activity: { frequency: 'regularly', inDays: 2, from: '16:00', until: '20:00', weekdays: [3] },
  },
  {
    title: 'Opschoondag in het park',
    type: 'activity',
    summary: 'Eén zaterdagochtend zwerfafval prikken met de hele buurt.',
    description:
      '<p>We maken het park samen schoon. Handschoenen, grijpers en afvalzakken liggen klaar. Na afloop is er soep voor iedereen.</p>',
    tags: ['natuur', 'buurt'],
    ageGroups: ['children', 'youth', 'adults'],
    activity: { frequency: 'once', inDays: 12, from: '09:30', until: '12:30' },
  },
];

/** The demo center also has every status and a multi-day activity. */
const DEMO_ONLY: DemoVacancy[] = [
  {
    title: 'Vrijwilliger voedselbank: pakketten samenstellen',
    type: 'volunteering',
    summary: 'Help op vrijdagochtend bij het sorteren en samenstellen van voedselpakketten.',
    description:
      '<p>Als vrijwilliger bij de voedselbank sorteer je de binnengekomen producten en stel je pakketten samen voor gezinnen in de gemeente.</p><p>We zoeken vrijwilligers die van aanpakken houden. Ervaring is niet nodig.</p>',
    tags: ['voedsel', 'logistiek'],
    ageGroups: ['youth', 'adults', 'seniors'],
    hours: 3,
  },
  {
    title: 'Zomerkamp voor kinderen: begeleiders gezocht',
    type: 'activity',
    summary: 'Drie dagen spel, sport en knutselen met kinderen uit de wijk.',
    description: '<p>Tijdens het zomerkamp begeleid je een groep van acht kinderen. Je hebt een VOG nodig; die vragen wij voor je aan.</p>',
    tags: ['kinderen', 'sport'],
    ageGroups: ['young_adults', 'adults'],
    activity: { frequency: 'multi_day', inDays: 30, days: 3, from: '10:00', until: '16:00' },
  },
  {
    title: 'Gastvrouw of gastheer in het buurthuis',
    type: 'volunteering',
    status: 'draft',
    summary: 'Ontvang bezoekers en zet koffie in de ontmoetingsruimte.',
    description: '<p>Deze vacature wordt nog aangevuld.</p>',
    tags: ['ontmoeting'],
    ageGroups: ['adults'],
  },
  {
    title: 'Penningmeester voor de muziekvereniging',
    type: 'volunteering',
    status: 'filled',
    summary: 'Beheer de financiën van onze vereniging.',
    description: '<p>We hebben een nieuwe penningmeester gevonden. Dank voor alle reacties!</p>',
    tags: ['bestuur', 'administratie'],
    ageGroups: ['adults'],
  },
  {
    title: 'Collectant voor de jaarlijkse collecte',
    type: 'volunteering',
    status: 'expired',
    summary: 'Loop een avond met de collectebus door je eigen straat.',
    description: '<p>De collecteweek is voorbij. Volgend jaar zoeken we weer collectanten.</p>',
    tags: ['collecte'],
    ageGroups: ['youth', 'adults'],
    expiresInDays: -5,
  },
  {
    title: 'Voorlezen op de basisschool',
    type: 'volunteering',
    status: 'archived',
    summary: 'Lees wekelijks voor aan een groep kleuters.',
    description: '<p>Dit project is tijdelijk gestopt.</p>',
    tags: ['onderwijs', 'lezen'],
    ageGroups: ['children'],
  },
  {
    title: 'Oude vacature: kerstmarkt opbouwen',
    type: 'activity',
    status: 'deleted',
    summary: 'Help met het opbouwen van de kraampjes.',
    description: '<p>Verwijderd.</p>',
    tags: ['evenementen'],
    ageGroups: ['adults'],
    activity: { frequency: 'once', inDays: -20, from: '08:00', until: '12:00' },
  },
];

const DAY = 24 * 3600_000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

export async function seedVacancies(db: Database, now = new Date()): Promise<void> {
  await db.insert(ageGroups).values(AGE_GROUPS).onConflictDoNothing();
  const groups = new Map((await db.select().from(ageGroups)).map((g) => [g.key, g.id]));
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 9));
  const centers = await db.select().from(volunteerCenters).orderBy(asc(volunteerCenters.id));

  for (const [ci, center] of centers.entries()) {
    const orgs = await approvedOrganizations(db, center.id, center.name, ci);
    const list = center.slug === 'demo' ? [...DEMO_ONLY, ...COMMON] : COMMON;
    const rows = list.map((v, i) => {
      const org = orgs[i % orgs.length]!;
      const status = v.status ?? 'published';
      const created = new Date(today.getTime() - (list.length - i) * DAY);
      const start = v.activity ? new Date(today.getTime() + v.activity.inDays * DAY) : null;
      return {
        volunteerCenterId: center.id,
        organizationId: org.id,
        contactPersonId: org.contactPersonId,
        vacancyType: v.type,
        status,
        title: v.title,
        summary: v.summary,
        description: v.description,
        descriptionText: htmlToText(v.description),
        tags: v.tags,
        ageGroupIds: v.ageGroups.map((k) => groups.get(k)).filter((id): id is number => id !== undefined),
        hoursPerWeek: v.hours ?? null,
        street: org.street,
        houseNumber: org.houseNumber,
        postalCode: org.postalCode,
        city: org.city,
        // Spread a little around the organization so the map shows separate markers.
        latitude: org.latitude === null ? null : org.latitude + ((i % 5) - 2) / 200,
        longitude: org.longitude === null ? null : org.longitude + ((i % 3) - 1) / 150,
        activityFrequency: v.activity?.frequency ?? null,
        startsOn: start ? isoDate(start) : null,
        endsOn:
          start && v.activity?.days ? isoDate(new Date(start.getTime() + (v.activity.days - 1) * DAY)) : start ? isoDate(start) : null,
        startTime: v.activity?.from ?? null,
        endTime: v.activity?.until ?? null,
        weekdays: v.activity?.weekdays ?? [],
        expiresAt: new Date(today.getTime() + (v.expiresInDays ?? 60 + i * 7) * DAY),
        publishedAt: status === 'draft' ? null : created,
        deletedAt: status === 'deleted' ? today : null,
        createdAt: created,
        updatedAt: created,
      };
    });
    if (rows.length) await db.insert(vacancies).values(rows);
  }
}

/** The approved organizations of a center with their address and a member as contact person; one is made when there are none. */
async function approvedOrganizations(db: Database, centerId: number, centerName: string, index: number) {
  const load = () =>
    db
      .select({
        id: organizations.id,
        street: addresses.street,
        houseNumber: addresses.houseNumber,
        postalCode: addresses.postalCode,
        city: addresses.city,
        latitude: addresses.latitude,
        longitude: addresses.longitude,
      })
      .from(organizations)
      .leftJoin(addresses, eq(addresses.id, organizations.addressId))
      .where(and(eq(organizations.volunteerCenterId, centerId), eq(organizations.status, 'approved')))
      .orderBy(asc(organizations.id));
  let orgs = await load();
  if (!orgs.length) {
    const [address] = await db
      .insert(addresses)
      .values({
        street: 'Stationsplein',
        houseNumber: String(index + 1),
        postalCode: `38${10 + index} AB`,
        city: 'Amersfoort',
        latitude: 52.155 + index / 100,
        longitude: 5.387 + index / 100,
      })
      .returning();
    const [org] = await db
      .insert(organizations)
      .values({
        volunteerCenterId: centerId,
        organizationType: 'NonProfit',
        name: `Stichting Samen Sterk (${centerName})`,
        description: 'Wij brengen vrijwilligers en buurtbewoners bij elkaar.',
        status: 'approved',
        addressId: address?.id ?? null,
      })
      .returning({ id: organizations.id });
    // On the center's social map, with the first entries of the center's own lists (docs/domain.md#social-map).
    const [type] = await db
      .select({ id: nonProfitTypes.id })
      .from(nonProfitTypes)
      .where(eq(nonProfitTypes.volunteerCenterId, centerId))
      .orderBy(asc(nonProfitTypes.id))
      .limit(1);
    const activities = await db
      .select({ id: activityTypes.id })
      .from(activityTypes)
      .where(eq(activityTypes.volunteerCenterId, centerId))
      .orderBy(asc(activityTypes.id))
      .limit(2);
    if (org)
      await db.insert(organizationProfiles).values({
        organizationId: org.id,
        nonProfitTypeId: type?.id ?? null,
        showOnSocialMap: true,
        activityTypeIds: activities.map((a) => a.id),
      });
    orgs = await load();
  }
  const members = orgs.length
    ? await db
        .select()
        .from(memberships)
        .where(
          inArray(
            memberships.organizationId,
            orgs.map((o) => o.id),
          ),
        )
    : [];
  return orgs.map((o) => ({ ...o, contactPersonId: members.find((m) => m.organizationId === o.id)?.userId ?? null }));
}
