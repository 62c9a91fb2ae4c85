/**
 * GET and PUT /api/v1/pages/:id/content_blocks: every block type validated by its own schema, errors pointing into
 * the list, the list replaced as a whole or not at all, and editor HTML sanitized before it is stored.
 */
import { eq } from 'drizzle-orm';
import { CONTENT_BLOCK_TYPES } from '@/lib/shared/content/blocks';
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
import { CONTENT_ROLES, createPage, type ContentRole } from '../support/factories/content';
import { en, expectError, expectForbidden } from './helpers';

let backend: TestBackend;
let center: Awaited<ReturnType<typeof createCenter>>;
let otherCenter: Awaited<ReturnType<typeof createCenter>>;
const as = {} as Record<ContentRole, Headers>;
const invalidated: string[][] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  backend.deps.invalidate = (tags) => invalidated.push(tags);
  center = await createCenter(backend.db);
  otherCenter = await createCenter(backend.db);
  const org = await createOrganization(backend.db, center.id);
  for (const role of CONTENT_ROLES) {
    const user = await createUser(backend.db, center.id, { role, organizationId: role === 'organization_superuser' ? org.id : undefined });
    as[role] = await signIn(backend, center.id, user.email);
  }
}, 60_000);
afterAll(() => backend.close(), 60_000);

/** Valid settings of every type, as an editor sends them (snake_case on the wire). */
const VALID: Record<(typeof CONTENT_BLOCK_TYPES)[number], Record<string, unknown>> = {
  Markdown: { markdown: '## Welkom\n\nTekst met een [link](/over-ons).' },
  Image: { image_url: '/images/demo/moestuin.svg', alt: 'Moestuin', caption: 'In het voorjaar', width: 'wide' },
  ImageTextButtons: {
    image_url: 'https://example.org/a.jpg',
    alt: '',
    title: 'Kom langs',
    text: '<p>Wij <strong>helpen</strong> je.</p>',
    buttons: [{ label: 'Afspraak', href: 'mailto:info@example.org', variant: 'outline' }],
    image_position: 'right',
  },
  FourCards: {
    title: 'Vier',
    cards: [1, 2, 3, 4].map((n) => ({ title: `Kaart ${n}`, text: 'Tekst', image_url: null, href: '/vacancies/search' })),
  },
  DynamicCards: { title: 'Vacatures', source: 'vacancies', limit: 3, vacancy_type: 'volunteering' },
  YouTube: { video_id: 'https://youtu.be/aqz-KE-bpKQ', title: 'Film' },
  TextWithUsps: { title: 'Waarom', text: '<p>Daarom</p>', usps: [{ title: 'Leuk', text: 'Heel leuk' }] },
  QuoteBlock: { quote: 'Mooi werk', author: 'Anouk', role: 'vrijwilliger' },
  PhotoSlideshow: {
    images: [
      { url: '/a.jpg', alt: 'A' },
      { url: '/b.jpg', alt: 'B', caption: 'Bee' },
    ],
  },
  PhotoHero: {
    image_url: '/hero.jpg',
    alt: '',
    title: 'Held',
    subtitle: 'Sub',
    button: { label: 'Ga', href: '/nieuws', variant: 'white' },
  },
  Hotlinks: {
    title: 'Links',
    links: [
      { label: 'Nieuws', href: '/nieuws' },
      { label: 'Extern', href: 'https://example.org' },
    ],
  },
  CallToAction: { title: 'Doe mee', text: 'Nu', button: { label: 'Aanmelden', href: '/vacancies/search' } },
  DualCta: {
    left: { title: 'Links', button: { label: 'A', href: '/a' } },
    right: { title: 'Rechts', text: 'B', button: { label: 'B', href: 'tel:+31201234567', variant: 'secondary' } },
  },
  NewsCarousel: { title: 'Nieuws', limit: 4 },
  SectionTitle: { title: 'Kop', level: 'h3' },
  BuilderForm: { form_id: null },
  LogoBar: { logos: [{ image_url: '/logos/nov.svg', alt: 'NOV', href: 'https://www.nov.nl' }] },
  VacancyCategories: {
    categories: [
      { label: 'Zorg', tag: 'zorg' },
      { label: 'Taal', vacancy_type: 'language' },
    ],
  },
  HeroWithSearch: { title: 'Doe mee', subtitle: 'In je buurt', placeholder: 'Zoek…' },
};

const entry = (blockType: string, settings: unknown, id?: number | string) => ({
  type: 'content_blocks',
  ...(id !== undefined ? { id: String(id) } : {}),
  attributes: { block_type: blockType, settings },
});
const put = (headers: Headers, pageId: number, data: unknown) =>
  call(backend, 'PUT', `/api/v1/pages/${pageId}/content_blocks`, { headers, body: { data } });
const storedBlocks = (pageId: number) =>
  backend.db.select().from(schema.contentBlocks).where(eq(schema.contentBlocks.pageId, pageId)).orderBy(schema.contentBlocks.position);

describe('PUT /api/v1/pages/:id/content_blocks', () => {
  test('stores all nineteen block types in the given order, defaults applied', async () => {
    const page = await createPage(backend.db, center.id);
    const res = await put(
      as.content_manager,
      page.id,
      CONTENT_BLOCK_TYPES.map((t) => entry(t, VALID[t])),
    );
    expect(res.status).toBe(200);
    expect(res.json.data.map((b: { attributes: { block_type: string } }) => b.attributes.block_type)).toEqual([...CONTENT_BLOCK_TYPES]);
    expect(res.json.data.map((b: { attributes: { position: number } }) => b.attributes.position)).toEqual(
      CONTENT_BLOCK_TYPES.map((_, i) => i),
    );
    const byType = Object.fromEntries(
      res.json.data.map((b: { attributes: { block_type: string; settings: unknown } }) => [b.attributes.block_type, b.attributes.settings]),
    );
    expect(byType.YouTube.video_id).toBe('aqz-KE-bpKQ');
    expect(byType.CallToAction.button.variant).toBe('primary');
    expect(byType.ImageTextButtons.image_position).toBe('right');
    expect((await storedBlocks(page.id))[0]!.settings).toEqual({ markdown: '## Welkom\n\nTekst met een [link](/over-ons).' });
    expect(invalidated.at(-1)).toEqual([`content:${center.id}`, `menus:${center.id}`]);
  });

  test('listed ids are kept and updated, unlisted ones deleted, new ones inserted', async () => {
    const page = await createPage(backend.db, center.id, {}, [
      { blockType: 'SectionTitle', settings: { title: 'Een', level: 'h2' } },
      { blockType: 'SectionTitle', settings: { title: 'Twee', level: 'h2' } },
    ]);
    const [first, second] = await storedBlocks(page.id);
    const res = await put(as.page_manager, page.id, [
      entry('Markdown', { markdown: 'Nieuw' }),
      entry('SectionTitle', { title: 'Twee bijgewerkt' }, second!.id),
    ]);
    expect(res.status).toBe(200);
    const after = await storedBlocks(page.id);
    expect(after.map((b) => [b.blockType, b.position])).toEqual([
      ['Markdown', 0],
      ['SectionTitle', 1],
    ]);
    expect(after[1]!.id).toBe(second!.id);
    expect(after[1]!.settings).toMatchObject({ title: 'Twee bijgewerkt' });
    expect(after.some((b) => b.id === first!.id)).toBe(false);
    expect((await put(as.page_manager, page.id, [])).json.data).toEqual([]);
  });

  test('a bad block setting is 422 with a pointer into the list, and nothing changes', async () => {
    const page = await createPage(backend.db, center.id, {}, [{ blockType: 'SectionTitle', settings: { title: 'Blijft', level: 'h2' } }]);
    const res = await put({ ...as.content_manager, ...en }, page.id, [
      entry('SectionTitle', { title: 'Goed' }),
      entry('FourCards', { cards: [{ title: 'Maar één', text: '' }] }),
      entry('CallToAction', { title: 'Klik', button: { label: 'Ga', href: 'javascript:alert(1)' } }),
      entry('Carousel', {}),
      entry('Image', { image_url: '/a.jpg', alt: 'x', colour: 'red' }),
      entry('YouTube', { video_id: 'https://vimeo.com/123', title: 'Film' }),
    ]);
    expectError(res, 422, 'invalidAttribute', { pointer: '/data/1/attributes/settings/cards' });
    const href = res.json.errors.find(
      (e: { source: { pointer: string } }) => e.source.pointer === '/data/2/attributes/settings/button/href',
    );
    expect(href.detail).toBeTruthy();
    const pointers = res.json.errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/data/3/attributes/block_type',
        '/data/4/attributes/settings/colour',
        '/data/5/attributes/settings/video_id',
      ]),
    );
    expect(pointers.some((p: string) => p.startsWith('/data/0'))).toBe(false);
    expect((await storedBlocks(page.id)).map((b) => b.settings)).toEqual([{ title: 'Blijft', level: 'h2' }]);
  });

  test('a required setting missing, a block of another page, a duplicate id', async () => {
    const page = await createPage(backend.db, center.id, {}, [{ blockType: 'Markdown', settings: { markdown: 'a' } }]);
    const other = await createPage(backend.db, center.id, {}, [{ blockType: 'Markdown', settings: { markdown: 'b' } }]);
    const [own] = await storedBlocks(page.id);
    const [foreign] = await storedBlocks(other.id);
    expectError(await put(as.content_manager, page.id, [entry('SectionTitle', {})]), 422, 'invalidAttribute', {
      pointer: '/data/0/attributes/settings/title',
    });
    expectError(await put(as.content_manager, page.id, [entry('Markdown', { markdown: 'x' }, foreign!.id)]), 422, 'invalidAttribute', {
      pointer: '/data/0/id',
    });
    expectError(
      await put(as.content_manager, page.id, [
        entry('Markdown', { markdown: 'x' }, own!.id),
        entry('Markdown', { markdown: 'y' }, own!.id),
      ]),
      422,
      'invalidAttribute',
      { pointer: '/data/1/id' },
    );
    expect((await storedBlocks(other.id))[0]!.settings).toEqual({ markdown: 'b' });
  });

  test('a body without a data list is 400; more than 100 blocks is 422', async () => {
    const page = await createPage(backend.db, center.id);
    expectError(
      await call(backend, 'PUT', `/api/v1/pages/${page.id}/content_blocks`, { headers: as.content_manager, body: { data: {} } }),
      400,
      'invalidDocument',
      { pointer: '/data' },
    );
    expectError(
      await put(
        as.content_manager,
        page.id,
        Array.from({ length: 101 }, () => entry('Markdown', { markdown: 'x' })),
      ),
      422,
      'invalidAttribute',
      { pointer: '/data' },
    );
  });

  test.each(['organization_superuser', 'volunteer'] as const)('%s: 403 on read and write', async (role) => {
    const page = await createPage(backend.db, center.id);
    expectForbidden(await call(backend, 'GET', `/api/v1/pages/${page.id}/content_blocks`, { headers: as[role] }));
    expectForbidden(await put(as[role], page.id, [entry('Markdown', { markdown: 'x' })]));
  });

  test('another center’s page: 404', async () => {
    const foreign = await createPage(backend.db, otherCenter.id, {}, [{ blockType: 'Markdown', settings: { markdown: 'van hen' } }]);
    expectError(
      await call(backend, 'GET', `/api/v1/pages/${foreign.id}/content_blocks`, { headers: as.center_superuser }),
      404,
      'notFound',
    );
    expectError(await put(as.center_superuser, foreign.id, []), 404, 'notFound');
    expect(await storedBlocks(foreign.id)).toHaveLength(1);
  });
});

describe('GET /api/v1/pages/:id/content_blocks', () => {
  test('the blocks in order, settings in snake_case', async () => {
    const page = await createPage(backend.db, center.id, {}, [
      { blockType: 'HeroWithSearch', settings: { title: 'Hallo', imageUrl: '/a.jpg' } },
      { blockType: 'NewsCarousel', settings: { limit: 3 } },
    ]);
    const res = await call(backend, 'GET', `/api/v1/pages/${page.id}/content_blocks`, { headers: as.page_manager });
    expect(res.status).toBe(200);
    expect(res.json.meta.total_count).toBe(2);
    expect(res.json.data[0]).toMatchObject({
      type: 'content_blocks',
      attributes: { block_type: 'HeroWithSearch', position: 0, settings: { title: 'Hallo', image_url: '/a.jpg' } },
    });
  });
});

/** Payloads from the usual XSS cheat sheets; none may come back able to run. */
const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">klik</a>',
  '<a href="JaVaScRiPt:alert(1)">klik</a>',
  '<a href="java&#x09;script:alert(1)">klik</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<p style="background:url(javascript:alert(1))" onclick="alert(1)">x</p>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><script>alert(1)</script>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
];

const UNSAFE = /<script|<iframe|<svg|<object|<img|<form|<style|<math|<details|\son\w+\s*=|javascript:|data:text/i;

describe('sanitizer: XSS payloads stored through the API come back harmless', () => {
  test.each(XSS.map((p, i) => [i, p]))('payload %i in rich text, Markdown and plain fields', async (_i, payload) => {
    const page = await createPage(backend.db, center.id);
    const res = await put(as.content_manager, page.id, [
      entry('ImageTextButtons', { image_url: '/a.jpg', alt: payload, title: `Titel ${payload}`, text: `<p>Tekst</p>${payload}` }),
      entry('TextWithUsps', { title: 'Usps', text: payload, usps: [{ title: `Usp ${payload}`, text: payload }] }),
      entry('Markdown', { markdown: `Voor ${payload} [link](javascript:alert(1)) na` }),
      entry('QuoteBlock', { quote: `Citaat ${payload}`, author: 'Anouk' }),
    ]);
    expect(res.status).toBe(200);
    const stored = JSON.stringify((await storedBlocks(page.id)).map((b) => b.settings));
    const returned = JSON.stringify(res.json.data);
    for (const text of [stored, returned]) expect(text).not.toMatch(UNSAFE);
    expect(res.json.data[0].attributes.settings.text).toContain('<p>Tekst</p>');
  });

  test('safe formatting and links survive; external links open safely', async () => {
    const page = await createPage(backend.db, center.id);
    const res = await put(as.content_manager, page.id, [
      entry('TextWithUsps', {
        title: 'Opmaak',
        text: '<h2>Kop</h2><p><b>vet</b> <a href="https://example.org">extern</a> <a href="/nieuws">intern</a></p><ul><li>een</li></ul>',
        usps: [{ title: 'A' }],
      }),
    ]);
    expect(res.json.data[0].attributes.settings.text).toBe(
      '<h2>Kop</h2><p><strong>vet</strong> <a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">extern</a> <a href="/nieuws">intern</a></p><ul><li>een</li></ul>',
    );
  });

  test('a required text that is nothing but markup is refused, not stored as a block the site would skip', async () => {
    const page = await createPage(backend.db, center.id);
    const res = await put(as.content_manager, page.id, [
      entry('QuoteBlock', { quote: 'Citaat', author: '<script>alert(1)</script><img src=x onerror=alert(1)>' }),
    ]);
    expectError(res, 422, 'invalidAttribute', { pointer: '/data/0/attributes/settings/author' });
    expect(await storedBlocks(page.id)).toHaveLength(0);
  });

  test('a javascript: link in a link field is refused, not stored', async () => {
    const page = await createPage(backend.db, center.id);
    for (const href of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'vbscript:x',
    ])
      expectError(await put(as.content_manager, page.id, [entry('Hotlinks', { links: [{ label: 'x', href }] })]), 422, 'invalidAttribute', {
        pointer: '/data/0/attributes/settings/links/0/href',
      });
    expect(await storedBlocks(page.id)).toHaveLength(0);
  });
});
