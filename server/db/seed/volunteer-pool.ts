/**
 * The demo center's volunteer pool (docs/domain.md#volunteer-pool): the demo volunteer and student in the pool,
 * a dozen more volunteers around Demodorp with varied interests, day parts and languages (some travel only a few
 * kilometres), one who left the pool, and replies to the demo volunteer (one new, one read), so /vrijwilligerspool
 * and /profile-replies are credible on first start. The demo student has no replies yet (the e2e flow replies to
 * them). Deterministic: fixed names, postal codes and times.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { notifications, organizations, profileReplies, roles, users, volunteerCenters, volunteerProfiles } from '../schema';

interface PoolVolunteer {
  first: string;
  last: string;
  bio: string;
  interests: string[];
  skills: string[];
  availability: string[];
  languages: string[];
  postal: string;
  city: string;
  km: number | null;
  inPool?: boolean;
}

// Postal codes of the 12xx region, where the demo organizations are (Demodorp and the villages around it).
// prettier-ignore
const POOL: PoolVolunteer[] = [
  { first: 'Fatima', last: 'El Amrani', bio: 'Ik spreek Arabisch en Nederlands en help graag nieuwkomers met taal en formulieren.', interests: ['language', 'administration'], skills: ['listening', 'writing'], availability: ['tue_morning', 'thu_morning'], languages: ['nl', 'ar', 'fr'], postal: '1234 AB', city: 'Demodorp', km: 10 },
  { first: 'Henk', last: 'de Boer', bio: 'Gepensioneerd timmerman. Klussen, tuinieren en chauffeuren voor de buurt.', interests: ['neighbourhood', 'elderly'], skills: ['crafts', 'gardening', 'driving'], availability: ['mon_morning', 'wed_morning', 'fri_morning'], languages: ['nl'], postal: '1235 CD', city: 'Demodorp', km: 25 },
  { first: 'Lotte', last: 'Jansen', bio: 'Student pedagogiek; huiswerkbegeleiding en activiteiten met kinderen.', interests: ['children', 'youth', 'education'], skills: ['teaching', 'organizing'], availability: ['mon_afternoon', 'wed_afternoon', 'sat_afternoon'], languages: ['nl', 'en'], postal: '1241 EF', city: 'Demostad', km: 5 },
  { first: 'Oksana', last: 'Kovalenko', bio: 'Ik kook graag voor groepen en help bij evenementen.', interests: ['events', 'neighbourhood'], skills: ['cooking', 'organizing'], availability: ['fri_evening', 'sat_morning', 'sun_afternoon'], languages: ['uk', 'en', 'pl'], postal: '1236 GH', city: 'Demodorp', km: 10 },
  { first: 'Ruud', last: 'Vermeulen', bio: 'IT-er die ouderen wil helpen met hun tablet, telefoon en computer.', interests: ['technology', 'elderly'], skills: ['computers', 'listening'], availability: ['tue_evening', 'thu_evening'], languages: ['nl', 'en', 'de'], postal: '1251 JK', city: 'Beekveld', km: 50 },
  { first: 'Sanne', last: 'Bakker', bio: 'Dierenliefhebber; uitlaten, verzorgen en meehelpen in de opvang.', interests: ['animals', 'nature'], skills: ['gardening'], availability: ['sat_morning', 'sun_morning'], languages: ['nl'], postal: '1237 LM', city: 'Demodorp', km: 2 },
  { first: 'Mehmet', last: 'Yilmaz', bio: 'Voetbaltrainer en scheidsrechter; sport met jongeren in de wijk.', interests: ['sports', 'youth'], skills: ['teaching', 'organizing'], availability: ['wed_evening', 'sat_morning'], languages: ['nl', 'tr'], postal: '1242 NP', city: 'Demostad', km: 10 },
  { first: 'Ingrid', last: 'Smit', bio: 'Oud-verpleegkundige; gezelschap en een luisterend oor voor ouderen.', interests: ['care', 'elderly'], skills: ['listening', 'first_aid'], availability: ['mon_afternoon', 'tue_afternoon', 'thu_afternoon'], languages: ['nl', 'fy'], postal: '1238 RS', city: 'Demodorp', km: 5 },
  { first: 'Tom', last: 'Peeters', bio: 'Muzikant; zingen en muziek maken in zorgcentra en bij buurtfeesten.', interests: ['culture', 'care'], skills: ['music'], availability: ['sun_afternoon', 'fri_evening'], languages: ['nl', 'en'], postal: '1252 TV', city: 'Beekveld', km: null },
  { first: 'Noor', last: 'Visser', bio: 'Boekhouder; penningmeester of hulp bij de administratie van een vereniging.', interests: ['administration'], skills: ['bookkeeping', 'computers'], availability: ['tue_evening'], languages: ['nl', 'en'], postal: '1239 WX', city: 'Demodorp', km: 25 },
  { first: 'Yonas', last: 'Tesfay', bio: 'Ik ben nieuw in Nederland, spreek Tigrinya en leer Nederlands. Ik help graag in de tuin of keuken.', interests: ['nature', 'neighbourhood', 'language'], skills: ['gardening', 'cooking'], availability: ['mon_morning', 'tue_morning', 'wed_morning', 'thu_morning'], languages: ['ti', 'en', 'nl'], postal: '1243 YZ', city: 'Demostad', km: 10 },
  { first: 'Willem', last: 'Mulder', bio: 'Vroeger leraar; nu graag voorlezen en taalles geven.', interests: ['language', 'education'], skills: ['teaching', 'writing'], availability: ['wed_morning'], languages: ['nl', 'de'], postal: '1240 AA', city: 'Demodorp', km: 10, inPool: false },
];

const at = (day: number, hour: number) => new Date(Date.UTC(2026, 10, day, hour, 0, 0));

export async function seedVolunteerPool(db: Database, passwordHash: string): Promise<void> {
  const [center] = await db.select({ id: volunteerCenters.id }).from(volunteerCenters).where(eq(volunteerCenters.slug, 'demo'));
  if (!center) return;
  const { locatePostalCode } = await import('../../geo/locate');
  await db.transaction(async (tx) => {
    const profileOf = async (userId: number, v: Omit<PoolVolunteer, 'first' | 'last'>, updatedAt: Date) => {
      const point = await locatePostalCode(tx, v.postal);
      const [row] = await tx
        .insert(volunteerProfiles)
        .values({
          volunteerCenterId: center.id,
          userId,
          inPool: v.inPool ?? true,
          bio: v.bio,
          interests: v.interests,
          skills: v.skills,
          availability: v.availability,
          languages: v.languages,
          postalCode: v.postal,
          city: v.city,
          latitude: point?.latitude ?? null,
          longitude: point?.longitude ?? null,
          maxDistanceKm: v.km,
          createdAt: updatedAt,
          updatedAt,
        })
        .returning({ id: volunteerProfiles.id });
      return row!.id;
    };

    for (const [i, v] of POOL.entries()) {
      const slug = v.first.toLowerCase();
      const [user] = await tx
        .insert(users)
        .values({
          volunteerCenterId: center.id,
          email: `pool-${slug}@demo.test`,
          firstName: v.first,
          lastName: v.last,
          phoneNumber: `06${(20000000 + i * 1111).toString()}`,
          passwordHash,
          status: 'active',
          signupMethod: 'imported',
          confirmedAt: at(1, 9),
          acceptedTermsAt: at(1, 9),
        })
        .returning({ id: users.id });
      await tx.insert(roles).values({ userId: user!.id, name: 'volunteer', volunteerCenterId: center.id });
      await profileOf(user!.id, v, at(2 + i, 10));
    }

    const demoUsers = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        and(
          eq(users.volunteerCenterId, center.id),
          inArray(users.email, ['volunteer@demo.test', 'student@demo.test', 'organization_superuser@demo.test']),
        ),
      );
    const idOf = (email: string) => demoUsers.find((u) => u.email === email)?.id;
    const vera = idOf('volunteer@demo.test');
    const sara = idOf('student@demo.test');
    if (sara)
      await profileOf(
        sara,
        {
          bio: 'Ik zit in 4 havo en zoek een maatschappelijke stage: bijles geven of helpen bij een sportclub.',
          interests: ['education', 'youth', 'sports'],
          skills: ['teaching', 'computers'],
          availability: ['wed_afternoon', 'fri_afternoon'],
          languages: ['nl', 'en'],
          postal: '1234 CD',
          city: 'Demodorp',
          km: 5,
        },
        at(20, 16),
      );
    if (!vera) return;
    const veraProfile = await profileOf(
      vera,
      {
        bio: 'Ik werk parttime en wil me inzetten voor mensen die het moeilijk hebben: boodschappen, koken of gezelschap.',
        interests: ['care', 'neighbourhood', 'elderly'],
        skills: ['cooking', 'listening', 'driving'],
        availability: ['tue_evening', 'sat_morning', 'sat_afternoon'],
        languages: ['nl', 'en'],
        postal: '1234 AB',
        city: 'Demodorp',
        km: 10,
      },
      at(18, 12),
    );

    const orgs = await tx
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(and(eq(organizations.volunteerCenterId, center.id), inArray(organizations.name, ['Voedselbank Demo', 'Buurthuis De Linde'])));
    const org = (name: string) => orgs.find((o) => o.name === name);
    const replies = [
      {
        org: org('Buurthuis De Linde'),
        body: 'Hoi Vera, in het buurthuis koken we elke zaterdag voor de buurt. Zou je een keer willen meekoken? Groet, het team van De Linde',
        createdAt: at(21, 10),
        readAt: at(21, 18),
      },
      {
        org: org('Voedselbank Demo'),
        body: 'Beste Vera, we zoeken chauffeurs die op zaterdagochtend pakketten rondbrengen. Je hebt een rijbewijs, lezen we. Heb je interesse?',
        createdAt: at(24, 9),
        readAt: null,
      },
    ];
    const senderId = idOf('organization_superuser@demo.test') ?? null;
    for (const r of replies) {
      if (!r.org) continue;
      const [reply] = await tx
        .insert(profileReplies)
        .values({
          volunteerCenterId: center.id,
          volunteerProfileId: veraProfile,
          organizationId: r.org.id,
          senderId: r.org.name === 'Voedselbank Demo' ? senderId : null,
          body: r.body,
          readAt: r.readAt,
          createdAt: r.createdAt,
        })
        .returning({ id: profileReplies.id });
      await tx.insert(notifications).values({
        volunteerCenterId: center.id,
        userId: vera,
        kind: 'profile_reply',
        subjectType: 'profile_replies',
        subjectId: reply!.id,
        data: { organizationName: r.org.name },
        readAt: r.readAt,
        createdAt: r.createdAt,
      });
    }
  });
}
