/**
 * Demo content of every demo center (docs/domain.md#demo-data): a home page, an about page and a page for
 * organizations that together use all nineteen block types, four news articles and a success story, header and
 * footer menus, and the shared stock image library. In English too where the tenant is multi-language.
 * Every block's settings pass the same zod schema the API uses, so the seed cannot store what an editor could not.
 */
import type { SystemPage } from '@/lib/shared/content/links';
import { parseBlockSettings, type BlockSettingsInput } from '@/lib/shared/content/blocks';
import { getTenant } from '@/lib/shared/tenancy';
import type { Executor } from '../client';
import { contentBlocks, menuItems, menus, pages, stockImages } from '../schema';
import type { ContentBlockType, PageType } from '@/domain/content';
import type { Locale } from '@/domain/values';

export interface ContentCenter {
  id: number;
  slug: string;
  name: string;
  tenantKey: string;
  /** The form the home page's BuilderForm block shows (the center's volunteer market sign-up, server/db/seed/forms.ts). */
  formId?: number | null;
}

const IMG = (name: string) => `/images/demo/${name}.svg`;

type Block = { [T in ContentBlockType]: { type: T; settings: BlockSettingsInput<T> } }[ContentBlockType];
const block = <T extends ContentBlockType>(type: T, settings: BlockSettingsInput<T>) => ({ type, settings }) as Block;

interface SeedPage {
  key: string;
  pageType: PageType;
  slug: string;
  title: string;
  summary?: string;
  featured?: boolean;
  image?: string;
  publishedAt: Date;
  showTitleOnPage?: boolean;
  metaDescription?: string;
  blocks: Block[];
}

const day = (d: number) => new Date(Date.UTC(2026, 9, d, 9, 0));

function dutchPages(center: ContentCenter): SeedPage[] {
  const name = center.name;
  return [
    {
      key: 'home',
      pageType: 'default',
      slug: '',
      title: name,
      showTitleOnPage: false,
      publishedAt: day(1),
      metaDescription: `${name}: vind vrijwilligerswerk bij jou in de buurt, of vind vrijwilligers voor je organisatie.`,
      blocks: [
        block('HeroWithSearch', {
          title: 'Doe mee in je eigen buurt',
          subtitle: 'Meer dan honderd organisaties zoeken vrijwilligers. Vind wat bij jou past, voor een uur of voor een jaar.',
          imageUrl: IMG('vrijwilligers-samen'),
          placeholder: 'Zoek op bijvoorbeeld koken, tuin of taal',
        }),
        block('VacancyCategories', {
          title: 'Waar wil je je voor inzetten?',
          categories: [
            { label: 'Zorg en welzijn', tag: 'zorg', imageUrl: IMG('wandelen-ouderen') },
            { label: 'Natuur en tuin', tag: 'natuur', imageUrl: IMG('moestuin') },
            { label: 'Taal en integratie', vacancyType: 'language', imageUrl: IMG('training') },
            { label: 'Eenmalige activiteiten', vacancyType: 'activity', imageUrl: IMG('koffie-buurthuis') },
          ],
        }),
        block('FourCards', {
          title: 'Zo helpen wij je verder',
          cards: [
            {
              title: 'Vrijwilligerswerk zoeken',
              text: 'Zoek in de vacaturebank op interesse, plaats en beschikbaarheid.',
              href: '/vacancies/search',
              imageUrl: IMG('vrijwilligers-samen'),
            },
            {
              title: 'Persoonlijk advies',
              text: 'Twijfel je wat bij je past? Plan een gesprek met een van onze consulenten.',
              href: '/over-ons',
              imageUrl: IMG('koffie-buurthuis'),
            },
            {
              title: 'Voor organisaties',
              text: 'Plaats gratis vacatures en volg onze trainingen voor vrijwilligerscoördinatoren.',
              href: '/voor-organisaties',
              imageUrl: IMG('training'),
            },
            {
              title: 'Activiteitenkalender',
              text: 'Eenmalig meehelpen bij een evenement of buurtactiviteit.',
              href: '/activiteitenkalender',
              imageUrl: IMG('moestuin'),
            },
          ],
        }),
        block('TextWithUsps', {
          title: 'Waarom vrijwilligerswerk?',
          text: '<p>Vrijwilligerswerk is <strong>goed voor een ander én voor jezelf</strong>. Je leert nieuwe mensen kennen, doet ervaring op en maakt je buurt een stukje mooier.</p>',
          usps: [
            { title: 'Nieuwe mensen ontmoeten', text: 'Werk samen met buurtgenoten van alle leeftijden.' },
            { title: 'Ervaring opdoen', text: 'Handig voor je cv, je studie of een nieuwe baan.' },
            { title: 'Zelf je tijd bepalen', text: 'Van een uur per maand tot een vaste dag per week.' },
          ],
        }),
        block('DynamicCards', { title: 'Nieuwste vacatures', source: 'vacancies', limit: 3 }),
        block('NewsCarousel', { title: 'Nieuws uit de regio', limit: 6 }),
        block('QuoteBlock', {
          quote: 'Elke dinsdag help ik bij de voedselbank. Ik kom er altijd met een goed gevoel vandaan.',
          author: 'Fatima el Amrani',
          role: 'vrijwilliger sinds 2023',
          imageUrl: IMG('voedselbank'),
        }),
        block('CallToAction', {
          title: 'Klaar om te beginnen?',
          text: 'Maak in twee minuten een account aan en reageer direct op een vacature.',
          button: { label: 'Aanmelden als vrijwilliger', href: '/signup', variant: 'primary' },
        }),
      ],
    },
    {
      key: 'about',
      pageType: 'default',
      slug: 'over-ons',
      title: 'Over ons',
      publishedAt: day(1),
      summary: `Wie we zijn en wat ${name} doet voor vrijwilligers en organisaties.`,
      metaDescription: `Maak kennis met ${name}: ons team, onze missie en onze partners.`,
      blocks: [
        block('SectionTitle', {
          title: 'Samen maken we het verschil',
          subtitle: 'Al meer dan twintig jaar het aanspreekpunt voor vrijwilligerswerk in de regio.',
          level: 'h2',
        }),
        block('Markdown', {
          markdown:
            `${name} brengt mensen die zich willen inzetten in contact met organisaties die hulp goed kunnen gebruiken.\n\n` +
            '## Wat we doen\n\n- Advies aan vrijwilligers over passend vrijwilligerswerk\n- Ondersteuning en trainingen voor vrijwilligersorganisaties\n- De vacaturebank en de sociale kaart van de gemeente\n\n' +
            'Ons kantoor is open op **maandag tot en met donderdag van 9.00 tot 16.00 uur**. Loop gerust binnen, de koffie staat klaar.',
        }),
        block('ImageTextButtons', {
          imageUrl: IMG('koffie-buurthuis'),
          alt: 'Een consulent in gesprek met een nieuwe vrijwilliger bij een kop koffie',
          title: 'Kom langs voor een gesprek',
          text: '<p>Onze consulenten denken met je mee. Samen kijken we naar je interesses, je tijd en wat je graag wilt leren.</p>',
          buttons: [
            { label: 'Maak een afspraak', href: 'mailto:info@example.org', variant: 'primary' },
            { label: 'Bekijk vacatures', href: '/vacancies/search', variant: 'outline' },
          ],
          imagePosition: 'right',
        }),
        block('YouTube', { videoId: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', title: 'Een dag uit het leven van een vrijwilliger' }),
        block('PhotoSlideshow', {
          images: [
            { url: IMG('moestuin'), alt: 'Vrijwilligers in de buurtmoestuin', caption: 'De buurtmoestuin in het voorjaar' },
            { url: IMG('wandelen-ouderen'), alt: 'Een vrijwilliger wandelt met een oudere buurtbewoner', caption: 'Wandelmaatjes op pad' },
            { url: IMG('voedselbank'), alt: 'Vrijwilligers pakken voedselpakketten in', caption: 'Inpakdag bij de voedselbank' },
          ],
        }),
        block('LogoBar', {
          title: 'Onze partners',
          logos: [
            { imageUrl: '/logos/nov.svg', alt: 'Vereniging NOV', href: 'https://www.nov.nl' },
            { imageUrl: '/logos/anbi.svg', alt: 'ANBI-status', href: 'https://www.belastingdienst.nl' },
          ],
        }),
      ],
    },
    {
      key: 'organizations',
      pageType: 'default',
      slug: 'voor-organisaties',
      title: 'Voor organisaties',
      publishedAt: day(2),
      summary: 'Vacatures plaatsen, trainingen en advies voor vrijwilligersorganisaties.',
      blocks: [
        block('PhotoHero', {
          imageUrl: IMG('training'),
          alt: 'Vrijwilligerscoördinatoren tijdens een training',
          title: 'Vrijwilligers vinden én behouden',
          subtitle: 'Wij ondersteunen uw organisatie bij elke stap.',
          button: { label: 'Meld uw organisatie aan', href: '/organizations/signup', variant: 'white' },
        }),
        block('Markdown', {
          markdown:
            'Als vrijwilligersorganisatie kunt u **gratis** vacatures plaatsen in onze vacaturebank. Na aanmelding beoordelen wij uw organisatie binnen vijf werkdagen.\n\n' +
            '### Zo werkt het\n\n1. Meld uw organisatie aan\n2. Wij nemen contact met u op voor een kennismaking\n3. U plaatst uw eerste vacature',
        }),
        block('Image', {
          imageUrl: IMG('vrijwilligers-samen'),
          alt: 'Een team van vrijwilligers bij een buurtactiviteit',
          caption: 'Samen sterk in de buurt',
          width: 'wide',
        }),
        block('Hotlinks', {
          title: 'Handige links',
          links: [
            { label: 'Organisatie aanmelden', href: '/organizations/signup' },
            { label: 'Vacaturebank', href: '/vacancies/search' },
            { label: 'Activiteitenkalender', href: '/activiteitenkalender' },
            { label: 'Vrijwilligerswerk en verzekeringen', href: 'https://www.vrijwilligerswerk.nl' },
          ],
        }),
        block('DualCta', {
          left: {
            title: 'Training vrijwilligersbeleid',
            text: 'Vier avonden over werven, begeleiden en waarderen.',
            button: { label: 'Meer informatie', href: '/nieuws', variant: 'secondary' },
          },
          right: {
            title: 'Advies op maat',
            text: 'Een consulent komt bij u langs voor een gratis adviesgesprek.',
            button: { label: 'Neem contact op', href: 'mailto:info@example.org', variant: 'outline' },
          },
        }),
        block('BuilderForm', { formId: center.formId ?? null }),
      ],
    },
    ...dutchNews(center),
  ];
}

function dutchNews(center: ContentCenter): SeedPage[] {
  const article = (
    key: string,
    slug: string,
    title: string,
    summary: string,
    image: string,
    d: number,
    body: string,
    extra: Partial<SeedPage> = {},
  ): SeedPage => ({
    key,
    pageType: 'news',
    slug,
    title,
    summary,
    image: IMG(image),
    publishedAt: day(d),
    blocks: [
      block('Markdown', { markdown: body }),
      block('CallToAction', {
        title: 'Zelf aan de slag?',
        button: { label: 'Bekijk de vacatures', href: '/vacancies/search', variant: 'primary' },
      }),
    ],
    ...extra,
  });
  return [
    article(
      'news-prize',
      'vrijwilligersprijs-2026',
      'Vrijwilligersprijs 2026: draag jouw held voor',
      'Kent u een vrijwilliger die een pluim verdient? Tot 1 december kunt u kandidaten voordragen.',
      'vrijwilligers-samen',
      20,
      `Ook dit jaar reikt ${center.name} de Vrijwilligersprijs uit. Iedereen kan een vrijwilliger of een groep vrijwilligers voordragen.\n\n` +
        '## Zo draagt u iemand voor\n\nStuur een korte motivatie van maximaal 300 woorden naar ons kantoor. Een onafhankelijke jury kiest drie genomineerden.\n\nDe prijsuitreiking is op **Nationale Vrijwilligersdag, 7 december**.',
      { featured: true },
    ),
    article(
      'news-training',
      'training-grensoverschrijdend-gedrag',
      'Gratis training: omgaan met grensoverschrijdend gedrag',
      'Voor vrijwilligers en coördinatoren: herken signalen en weet wat je moet doen.',
      'training',
      14,
      'Hoe reageer je als een deelnemer over je grenzen gaat? En wat doe je als je iets ziet wat niet klopt? In deze training van twee avonden oefenen we met praktijksituaties.\n\n' +
        '- Dinsdag 10 en 17 november, 19.30 tot 21.30 uur\n- Deelname is gratis voor vrijwilligers uit de regio\n- Aanmelden kan tot een week van tevoren',
    ),
    article(
      'news-mdt',
      'jongeren-maatschappelijke-diensttijd',
      'Jongeren helpen mee via maatschappelijke diensttijd',
      'Twaalf jongeren zetten zich dit najaar in bij zorginstellingen en sportclubs.',
      'wandelen-ouderen',
      8,
      'Met de maatschappelijke diensttijd (MDT) ontdekken jongeren tussen 14 en 27 jaar hun talenten terwijl ze iets doen voor een ander.\n\n' +
        'Dit najaar zijn twaalf jongeren gestart bij onder meer het verpleeghuis en de voetbalvereniging. *"Ik had nooit gedacht dat ik het zo leuk zou vinden om met ouderen te wandelen,"* vertelt Daan (17).',
    ),
    article(
      'news-breakfast',
      'ontbijtactie-week-van-de-vrijwilliger',
      'Week van de Vrijwilliger: doe mee aan de ontbijtactie',
      'Organisaties kunnen hun vrijwilligers trakteren op een ontbijt. Wij zorgen voor de pakketten.',
      'koffie-buurthuis',
      3,
      'Tijdens de Week van de Vrijwilliger zetten we alle vrijwilligers in het zonnetje. Organisaties kunnen gratis ontbijtpakketten aanvragen voor hun vrijwilligers.\n\nAanvragen kan tot en met 15 oktober, zolang de voorraad strekt.',
    ),
    {
      key: 'story',
      pageType: 'success_story',
      slug: 'van-de-bank-naar-de-moestuin',
      title: 'Van de bank naar de moestuin: het verhaal van Anouk',
      summary: 'Na haar pensioen zocht Anouk iets zinvols om te doen. Nu runt ze de buurtmoestuin.',
      image: IMG('moestuin'),
      featured: true,
      publishedAt: day(12),
      blocks: [
        block('QuoteBlock', {
          quote: 'Ik dacht dat ik niets te bieden had. Nu kweek ik groenten voor dertig gezinnen.',
          author: 'Anouk de Vries',
          role: 'coördinator buurtmoestuin',
          imageUrl: IMG('moestuin'),
        }),
        block('Markdown', {
          markdown:
            'Toen Anouk (66) met pensioen ging, viel ze in een gat. *"Ik had veertig jaar gewerkt en ineens was mijn agenda leeg."* Via de vacaturebank vond ze de buurtmoestuin.\n\n' +
            'Twee jaar later coördineert ze een groep van vijftien vrijwilligers. De oogst gaat naar de voedselbank.',
        }),
      ],
    },
  ];
}

function englishPages(center: ContentCenter): SeedPage[] {
  const name = center.name;
  return [
    {
      key: 'home',
      pageType: 'default',
      slug: '',
      title: name,
      showTitleOnPage: false,
      publishedAt: day(1),
      metaDescription: `${name}: find volunteer work near you, or find volunteers for your organisation.`,
      blocks: [
        block('HeroWithSearch', {
          title: 'Get involved in your neighbourhood',
          subtitle: 'Over a hundred organisations are looking for volunteers. Find what suits you, for an hour or for a year.',
          imageUrl: IMG('vrijwilligers-samen'),
          placeholder: 'Search for cooking, gardening or language',
        }),
        block('FourCards', {
          title: 'How we can help',
          cards: [
            {
              title: 'Find volunteer work',
              text: 'Search the vacancy bank by interest, place and availability.',
              href: '/vacancies/search',
              imageUrl: IMG('vrijwilligers-samen'),
            },
            {
              title: 'Personal advice',
              text: 'Not sure what suits you? Book a chat with one of our advisers.',
              href: '/about-us',
              imageUrl: IMG('koffie-buurthuis'),
            },
            {
              title: 'For organisations',
              text: 'Post vacancies for free and join our training sessions.',
              href: '/organizations/signup',
              imageUrl: IMG('training'),
            },
            {
              title: 'Activity calendar',
              text: 'Help out once at an event or neighbourhood activity.',
              href: '/activiteitenkalender',
              imageUrl: IMG('moestuin'),
            },
          ],
        }),
        block('NewsCarousel', { title: 'News', limit: 6 }),
        block('CallToAction', {
          title: 'Ready to start?',
          text: 'Create an account in two minutes and respond to a vacancy right away.',
          button: { label: 'Sign up as a volunteer', href: '/signup', variant: 'primary' },
        }),
      ],
    },
    {
      key: 'about',
      pageType: 'default',
      slug: 'about-us',
      title: 'About us',
      publishedAt: day(1),
      summary: `Who we are and what ${name} does for volunteers and organisations.`,
      blocks: [
        block('SectionTitle', { title: 'Together we make a difference', level: 'h2' }),
        block('Markdown', {
          markdown: `${name} connects people who want to help with organisations that need them.\n\n- Advice for volunteers\n- Support and training for organisations\n- The vacancy bank and the social map`,
        }),
      ],
    },
    {
      key: 'news-welcome',
      pageType: 'news',
      slug: 'volunteer-award-2026',
      title: 'Volunteer Award 2026: nominate your hero',
      summary: 'Do you know a volunteer who deserves recognition? Nominations are open until 1 December.',
      image: IMG('vrijwilligers-samen'),
      featured: true,
      publishedAt: day(20),
      blocks: [
        block('Markdown', {
          markdown:
            'Anyone can nominate a volunteer or a group of volunteers. An independent jury picks three nominees; the award is presented on **7 December**.',
        }),
      ],
    },
    {
      key: 'news-training',
      pageType: 'news',
      slug: 'free-training-boundaries',
      title: 'Free training: dealing with inappropriate behaviour',
      summary: 'For volunteers and coordinators: recognise the signs and know what to do.',
      image: IMG('training'),
      publishedAt: day(14),
      blocks: [
        block('Markdown', { markdown: 'Two evenings of practice with real situations, free of charge for volunteers in the region.' }),
      ],
    },
    {
      key: 'news-mdt',
      pageType: 'news',
      slug: 'young-people-community-service',
      title: 'Young people help out through community service',
      summary: 'Twelve young people volunteer at care homes and sports clubs this autumn.',
      image: IMG('wandelen-ouderen'),
      publishedAt: day(8),
      blocks: [
        block('Markdown', {
          markdown: 'Through community service (MDT), young people aged 14 to 27 discover their talents while helping others.',
        }),
      ],
    },
  ];
}

/**
 * One page with every block type once (the first of each type from the other pages), for checking the renderer and
 * for the Lighthouse run on "a content page with every block type". Published, but in no menu.
 */
function showcasePage(list: SeedPage[]): SeedPage {
  const seen = new Set<ContentBlockType>();
  const blocks = list.flatMap((p) => p.blocks).filter((b) => !seen.has(b.type) && seen.add(b.type));
  return {
    key: 'showcase',
    pageType: 'default',
    slug: 'alle-blokken',
    title: 'Alle bloktypen',
    summary: 'Een voorbeeld van elk bloktype op één pagina.',
    publishedAt: day(2),
    blocks,
  };
}

/** Which pages the menus link to, by SeedPage.key; other entries are system pages. */
type MenuEntry = { name: string; page?: string; system?: SystemPage; url?: string; children?: MenuEntry[] };

const MENUS: Record<Locale, Record<'header' | 'footer', MenuEntry[]>> = {
  nl: {
    header: [
      { name: 'Vacatures', system: 'vacancy_bank' },
      { name: 'Activiteiten', system: 'activity_calendar' },
      { name: 'Sociale kaart', system: 'social_map' },
      { name: 'Nieuws', system: 'news' },
      {
        name: 'Over ons',
        page: 'about',
        children: [
          { name: 'Voor organisaties', page: 'organizations' },
          { name: 'Partners', system: 'partners' },
        ],
      },
    ],
    footer: [
      { name: 'Over ons', page: 'about' },
      { name: 'Organisatie aanmelden', system: 'organization_signup' },
      { name: 'Partners', system: 'partners' },
      { name: 'Vrijwilligerswerk.nl', url: 'https://www.vrijwilligerswerk.nl' },
    ],
  },
  en: {
    header: [
      { name: 'Vacancies', system: 'vacancy_bank' },
      { name: 'Social map', system: 'social_map' },
      { name: 'News', system: 'news' },
      { name: 'About us', page: 'about' },
    ],
    footer: [
      { name: 'About us', page: 'about' },
      { name: 'Register your organisation', system: 'organization_signup' },
      { name: 'Partners', system: 'partners' },
    ],
  },
};

const MENU_NAMES: Record<Locale, Record<'header' | 'footer', string>> = {
  nl: { header: 'Hoofdmenu', footer: 'Footermenu' },
  en: { header: 'Main menu', footer: 'Footer menu' },
};

export const DEMO_STOCK_IMAGES = [
  { name: 'Vrijwilligers samen', file: 'vrijwilligers-samen', keywords: ['vrijwilligers', 'team', 'samen', 'buurt'] },
  { name: 'Buurtmoestuin', file: 'moestuin', keywords: ['natuur', 'tuin', 'groen', 'buiten'] },
  { name: 'Koffie in het buurthuis', file: 'koffie-buurthuis', keywords: ['ontmoeting', 'buurthuis', 'koffie', 'gesprek'] },
  { name: 'Training', file: 'training', keywords: ['training', 'cursus', 'leren', 'organisaties'] },
  { name: 'Voedselbank', file: 'voedselbank', keywords: ['voedselbank', 'zorg', 'inpakken'] },
  { name: 'Wandelen met ouderen', file: 'wandelen-ouderen', keywords: ['ouderen', 'zorg', 'wandelen', 'welzijn'] },
];

function validSettings(block: Block, where: string): Record<string, unknown> {
  const parsed = parseBlockSettings(block.type, block.settings);
  if (!parsed.success) throw new Error(`seed: invalid ${block.type} block on ${where}: ${parsed.error.message}`);
  return parsed.data as Record<string, unknown>;
}

async function seedLocale(db: Executor, center: ContentCenter, locale: Locale, list: SeedPage[]) {
  const pageIds = new Map<string, number>();
  for (const p of list) {
    const [row] = await db
      .insert(pages)
      .values({
        volunteerCenterId: center.id,
        locale,
        translationKey: `${p.pageType}:${p.key}`,
        pageType: p.pageType,
        pageLayout: 'wide',
        title: p.title,
        slug: p.slug,
        showTitleOnPage: p.showTitleOnPage ?? true,
        isPublished: true,
        publishedAt: p.publishedAt,
        summary: p.summary ?? null,
        featured: p.featured ?? false,
        featuredImageUrl: p.image ?? null,
        metaTitle: p.slug === '' ? center.name : null,
        metaDescription: p.metaDescription ?? p.summary ?? null,
        ogImageUrl: p.image ?? null,
        createdAt: p.publishedAt,
        updatedAt: p.publishedAt,
      })
      .returning({ id: pages.id });
    if (!row) throw new Error('seed: page not inserted');
    pageIds.set(p.key, row.id);
    if (p.blocks.length)
      await db.insert(contentBlocks).values(
        p.blocks.map((b, position) => ({
          pageId: row.id,
          blockType: b.type,
          position,
          settings: validSettings(b, `${center.slug}/${locale}/${p.slug}`),
          createdAt: p.publishedAt,
          updatedAt: p.publishedAt,
        })),
      );
  }

  for (const key of ['header', 'footer'] as const) {
    const [menu] = await db
      .insert(menus)
      .values({ volunteerCenterId: center.id, key, locale, name: MENU_NAMES[locale][key] })
      .returning({ id: menus.id });
    if (!menu) throw new Error('seed: menu not inserted');
    const insert = async (entry: MenuEntry, position: number, parentId: number | null) => {
      const target = entry.page
        ? { linkType: 'page' as const, pageId: pageIds.get(entry.page) ?? null }
        : entry.system
          ? { linkType: 'system_page' as const, systemPage: entry.system }
          : { linkType: 'url' as const, url: entry.url ?? null };
      const [item] = await db
        .insert(menuItems)
        .values({ menuId: menu.id, name: entry.name, parentId, position, ...target })
        .returning({ id: menuItems.id });
      for (const [i, child] of (entry.children ?? []).entries()) await insert(child, i, item?.id ?? null);
    };
    for (const [i, entry] of MENUS[locale][key].entries()) await insert(entry, i, null);
  }
}

/** Seeds every given center's content and (once) the shared stock images. */
export async function seedContent(db: Executor, centers: ContentCenter[]): Promise<void> {
  await db.insert(stockImages).values(
    DEMO_STOCK_IMAGES.map((s) => ({
      volunteerCenterId: null,
      name: s.name,
      imageUrl: IMG(s.file),
      width: 1200,
      height: 800,
      keywords: s.keywords,
      shortDescription: s.name,
    })),
  );
  for (const center of centers) {
    const dutch = dutchPages(center);
    if (center.slug === 'demo') dutch.push(showcasePage(dutch));
    await seedLocale(db, center, 'nl', dutch);
    if (getTenant(center.tenantKey)?.features.multiLanguage) await seedLocale(db, center, 'en', englishPages(center));
    // A center's own image next to the shared library.
    await db.insert(stockImages).values({
      volunteerCenterId: center.id,
      name: `Team ${center.name}`,
      description: `Het team van ${center.name} op de vrijwilligersmarkt.`,
      imageUrl: IMG('vrijwilligers-samen'),
      width: 1200,
      height: 800,
      keywords: ['team', 'centrale', center.slug],
    });
  }
}
