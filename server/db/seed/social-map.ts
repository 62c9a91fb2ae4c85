/**
 * The demo center's social map (docs/domain.md#demo-data): approved non-profits spread over "Demodorp" and the
 * villages around it the way a real municipality's are, each with a non-profit type, activity types and an
 * address with coordinates; a few keep themselves off the map. Deterministic: positions come from a fixed spiral.
 */
import type { Executor } from '../client';
import { addresses, organizationProfiles, organizations } from '../schema';
import { ACTIVITY_TYPES, NON_PROFIT_TYPES } from './demo-data';

type TypeKey = (typeof NON_PROFIT_TYPES)[number]['key'];
type ActivityKey = (typeof ACTIVITY_TYPES)[number]['key'];

interface MapOrganization {
  name: string;
  type: TypeKey;
  activities: ActivityKey[];
  street: string;
  city: string;
  description: string;
  /** Kept off the social map by the organization itself. */
  hidden?: boolean;
}

// prettier-ignore
export const SOCIAL_MAP_ORGANIZATIONS: MapOrganization[] = [
  { name: 'Zonnebloem afdeling Demodorp', type: 'care', activities: ['companionship', 'transport', 'events'], street: 'Kerkplein', city: 'Demodorp', description: 'Uitstapjes, bezoekjes en vakanties voor mensen met een lichamelijke beperking.' },
  { name: 'Humanitas Thuisadministratie', type: 'care', activities: ['administration'], street: 'Stationsweg', city: 'Demodorp', description: 'Vrijwilligers helpen thuis met post, rekeningen en formulieren, tot je het zelf weer kunt.' },
  { name: 'Repair Café Demodorp', type: 'nature', activities: ['events'], street: 'Molenstraat', city: 'Demodorp', description: 'Elke eerste zaterdag van de maand repareren we samen kapotte spullen in plaats van ze weg te gooien.' },
  { name: 'Stichting Present Demodorp', type: 'care', activities: ['companionship', 'events'], street: 'Dorpsstraat', city: 'Demodorp', description: 'Groepen vrijwilligers klussen een dag bij mensen die het zelf niet redden: schilderen, tuinieren, opruimen.' },
  { name: 'Vluchtelingenwerk Demostad', type: 'care', activities: ['language', 'administration'], street: 'Nieuwe Gracht', city: 'Demostad', description: 'Begeleiding van statushouders bij wonen, werk, taal en hun weg in de gemeente.' },
  { name: 'Wijkcentrum De Schakel', type: 'care', activities: ['companionship', 'events'], street: 'Schakelplein', city: 'Demodorp', description: 'Het huis van de wijk: koffie-ochtenden, spreekuren, cursussen en een open eettafel.' },
  { name: 'Dorpshuis Oud-Demo', type: 'culture', activities: ['events'], street: 'Brink', city: 'Oud-Demo', description: 'Ontmoetingsplek van het dorp met toneel, biljart, yoga en de jaarlijkse dorpsfeesten.' },
  { name: 'Tafeltje Dek Je Demodorp', type: 'care', activities: ['transport', 'companionship'], street: 'Julianalaan', city: 'Demodorp', description: 'Vrijwilligers bezorgen elke dag een warme maaltijd bij ouderen thuis.' },
  { name: 'Kledingbank Demostad', type: 'care', activities: ['events'], street: 'Industrieweg', city: 'Demostad', description: 'Gratis kleding voor gezinnen met een krappe beurs, gesorteerd en uitgegeven door vrijwilligers.' },
  { name: 'Seniorenvereniging KBO Demodorp', type: 'care', activities: ['companionship', 'events'], street: 'Beatrixstraat', city: 'Demodorp', description: 'Activiteiten, belangenbehartiging en ouderenadviseurs voor 55-plussers.' },
  { name: 'Scouting Demodorp', type: 'sports', activities: ['events'], street: 'Bosrand', city: 'Demodorp', description: 'Spel, avontuur en kamp voor jongens en meiden van 5 tot 21 jaar.' },
  { name: 'Natuurvereniging De Groene Wig', type: 'nature', activities: ['events'], street: 'Heideweg', city: 'Demodorp', description: 'Excursies, natuurwerkdagen en vogeltellingen in de bossen en weilanden rond het dorp.' },
  { name: 'Steunpunt Mantelzorg', type: 'care', activities: ['companionship', 'administration'], street: 'Zorgpad', city: 'Demostad', description: 'Advies, lotgenotencontact en respijtzorg voor wie voor een naaste zorgt.' },
  { name: 'Hospice De Vlinder', type: 'care', activities: ['companionship'], street: 'Parklaan', city: 'Demostad', description: 'Een huis voor de laatste levensfase, gedragen door ruim zestig vrijwilligers.' },
  { name: 'Stichting Leergeld Demo', type: 'education', activities: ['administration'], street: 'Schoolstraat', city: 'Demostad', description: 'Zorgt dat kinderen uit gezinnen met weinig geld kunnen meedoen met school, sport en cultuur.' },
  { name: 'Taalcafé Demostad', type: 'education', activities: ['language', 'companionship'], street: 'Marktplein', city: 'Demostad', description: 'Elke woensdagavond Nederlands oefenen in een ontspannen sfeer, met koffie.' },
  { name: 'VV Demo jeugdvoetbal', type: 'sports', activities: ['events', 'transport'], street: 'Sportlaan', city: 'Demodorp', description: 'Voetbal voor de jeugd, mogelijk gemaakt door trainers, scheidsrechters en vervoersouders.' },
  { name: 'Bibliotheek Demodorp', type: 'education', activities: ['language', 'administration'], street: 'Raadhuisstraat', city: 'Demodorp', description: 'Boeken, het Digicafé en hulp bij digitale overheidszaken.' },
  { name: 'Muziekschool De Notenbalk', type: 'culture', activities: ['events'], street: 'Concertweg', city: 'Demostad', description: 'Muziekles en samenspel voor jong en oud, met uitvoeringen door het jaar.' },
  { name: 'Diaconie Demodorp', type: 'care', activities: ['companionship', 'transport'], street: 'Kerkstraat', city: 'Demodorp', description: 'Hulp aan wie het nodig heeft, ongeacht geloof: bezoek, vervoer en noodhulp.' },
  { name: 'Inloophuis De Haven', type: 'care', activities: ['companionship'], street: 'Havenkade', city: 'Demostad', description: 'Een plek om binnen te lopen voor een praatje, een maaltijd of een luisterend oor.' },
  { name: 'Burenhulp Demodorp', type: 'care', activities: ['transport', 'companionship'], street: 'Eikenlaan', city: 'Demodorp', description: 'Buren helpen buren met een boodschap, een klusje of een ritje naar het ziekenhuis.' },
  { name: 'Moestuin De Tuinen', type: 'nature', activities: ['events', 'companionship'], street: 'Tuinderslaan', city: 'Oud-Demo', description: 'Samen groenten kweken op een gemeenschappelijke tuin; de oogst gaat ook naar de voedselbank.' },
  { name: 'Dierenopvang Demo', type: 'nature', activities: ['transport'], street: 'Polderweg', city: 'Demowijk', description: 'Opvang en herplaatsing van zwerfdieren, met vrijwilligers voor verzorging en vervoer.' },
  { name: 'EHBO-vereniging Demodorp', type: 'care', activities: ['events'], street: 'Veldweg', city: 'Demodorp', description: 'Cursussen eerste hulp en EHBO-posten bij evenementen in de gemeente.' },
  { name: 'SchuldHulpMaatje Demo', type: 'care', activities: ['administration', 'companionship'], street: 'Lindelaan', city: 'Demostad', description: 'Getrainde maatjes helpen mensen met geldzorgen hun administratie weer op orde te krijgen.' },
  { name: 'Toneelvereniging Het Voetlicht', type: 'culture', activities: ['events'], street: 'Schouwburgplein', city: 'Demostad', description: 'Amateurtoneel met twee voorstellingen per jaar; spelers en decorbouwers welkom.' },
  { name: 'Historische Vereniging Oud-Demo', type: 'culture', activities: ['events', 'administration'], street: 'Oude Dijk', city: 'Oud-Demo', description: 'Onderzoek, archief en wandelingen over de geschiedenis van de dorpen.' },
  { name: 'Jongerencentrum De Basis', type: 'sports', activities: ['events', 'companionship'], street: 'Jeugdpad', city: 'Demowijk', description: 'Een plek voor jongeren van 12 tot 23: sport, muziek en begeleiding.' },
  { name: 'Sportief Onbeperkt', type: 'sports', activities: ['transport', 'events'], street: 'Sportlaan', city: 'Demostad', description: 'Aangepast sporten voor mensen met een beperking, met begeleiders op elke training.' },
  { name: 'Koor Vox Demo', type: 'culture', activities: ['events'], street: 'Kerkplein', city: 'Demodorp', description: 'Gemengd koor dat oefent op dinsdag; wij zoeken nog een penningmeester.', hidden: true },
  { name: 'Stichting Thuiszorg Particulier', type: 'care', activities: ['companionship'], street: 'Villapark', city: 'Demostad', description: 'Bezoek aan huis door vrijwilligers, in opbouw.', hidden: true },
  { name: 'Wandelclub De Stappers', type: 'sports', activities: ['events'], street: 'Bosweg', city: 'Oud-Demo', description: 'Wekelijkse wandelingen van 5 en 10 kilometer.', hidden: true },
];

/** The municipality's centre; the organizations spiral out from it over about eight kilometres. */
const CENTRE = { latitude: 52.13, longitude: 5.13 };
const KM_LATITUDE = 1 / 111.2;
const KM_LONGITUDE = 1 / 68.4;

function position(i: number): { latitude: number; longitude: number } {
  const angle = (i * 137.508 * Math.PI) / 180;
  const km = 0.4 + Math.sqrt(i) * 1.35;
  const round = (n: number) => Math.round(n * 1e5) / 1e5;
  return {
    latitude: round(CENTRE.latitude + Math.sin(angle) * km * KM_LATITUDE),
    longitude: round(CENTRE.longitude + Math.cos(angle) * km * KM_LONGITUDE),
  };
}

/** `lists`: the center's type and activity ids in the order of NON_PROFIT_TYPES and ACTIVITY_TYPES. */
export async function seedSocialMap(tx: Executor, centerId: number, lists: { types: number[]; activities: number[] }): Promise<void> {
  const typeId = (key: TypeKey) => lists.types[NON_PROFIT_TYPES.findIndex((t) => t.key === key)] ?? null;
  const activityId = (key: ActivityKey) => lists.activities[ACTIVITY_TYPES.findIndex((t) => t.key === key)];
  for (const [i, o] of SOCIAL_MAP_ORGANIZATIONS.entries()) {
    const slug = o.name
      .toLowerCase()
      .replace(/[^a-z]+/g, '-')
      .replace(/^-|-$/g, '');
    const [address] = await tx
      .insert(addresses)
      .values({
        street: o.street,
        houseNumber: String(3 + ((i * 7) % 60)),
        postalCode: `373${i % 10} ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + ((i * 3) % 26))}`,
        city: o.city,
        ...position(i + 1),
      })
      .returning({ id: addresses.id });
    const [org] = await tx
      .insert(organizations)
      .values({
        volunteerCenterId: centerId,
        organizationType: 'NonProfit',
        name: o.name,
        description: o.description,
        status: 'approved',
        email: `info@${slug}.test`,
        website: `https://${slug}.example.org`,
        phoneNumber: `030 ${String(2000000 + i * 1371).slice(0, 3)} ${String(2000000 + i * 1371).slice(3)}`,
        addressId: address?.id ?? null,
        createdAt: new Date(Date.UTC(2025, 5, 1 + i)),
      })
      .returning({ id: organizations.id });
    if (!org) throw new Error('seed: social map organization not inserted');
    await tx.insert(organizationProfiles).values({
      organizationId: org.id,
      nonProfitTypeId: typeId(o.type),
      showOnSocialMap: !o.hidden,
      activityTypeIds: o.activities.map(activityId).filter((id): id is number => id !== undefined),
    });
  }
}
