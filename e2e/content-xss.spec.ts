/**
 * Stored XSS through the content section (issue 6, docs/domain.md#constants-and-limits): a content manager stores the usual cheat-sheet
 * payloads in a published page's title, summary and SEO texts and in its rich-text, Markdown, quote and other text
 * blocks, through the same forwarding route the editor uses. Then the public page (a content page and a news
 * article, which also shows the summary and carries JSON-LD), the saved-version preview and the editor's own
 * preview are opened in Chromium: no payload may run on load or when its link is clicked. Every payload sets
 * `window.__xss` (some also call alert()), so "nothing ran" is observable; any JavaScript dialog fails the test.
 */
import { expect, type Page, test } from '@playwright/test';
import { centerUrl, PORT } from './support/env';
import { signIn } from './support/session';

const SERVER = `http://127.0.0.1:${PORT}`;
const DEMO_HOST = `demo.localhost:${PORT}`;
const run = Date.now().toString(36);

const SET = 'window.__xss=1';
/** Cheat-sheet payloads (tests/api/content-blocks.test.ts's list), each rewritten to set window.__xss. */
const PAYLOADS = [
  `<script>${SET}</script>`,
  `<img src=x onerror="${SET};alert(1)">`,
  `<svg onload="${SET}"></svg>`,
  `<svg><script>${SET}</script></svg>`,
  `<a href="javascript:${SET}">js-link-1</a>`,
  `<a href="JaVaScRiPt:${SET}">js-link-2</a>`,
  `<a href="java&#x09;script:${SET}">js-link-3</a>`,
  `<a href=" javascript:${SET}" target="_self">js-link-4</a>`,
  `<a href="data:text/html,<script>${SET}</script>">js-link-5</a>`,
  `<iframe srcdoc="<script>parent.${SET}</script>"></iframe>`,
  `<iframe src="javascript:parent.${SET}"></iframe>`,
  `<p style="background:url(javascript:${SET})" onclick="${SET}" onmouseover="${SET}">xss-hover</p>`,
  `<div style="width:expression(${SET})">xss-style</div>`,
  `<details open ontoggle="${SET}"><summary>xss-details</summary></details>`,
  `"><script>${SET}</script>`,
  `<scr<script>ipt>${SET}</scr</script>ipt>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${SET}">`,
  `<object data="data:text/html;base64,PHNjcmlwdD5wYXJlbnQud2luZG93Ll9feHNzPTE8L3NjcmlwdD4="></object>`,
  `<embed src="javascript:${SET}">`,
  `<form action="javascript:${SET}"><button>xss-form</button></form>`,
  `<input autofocus onfocus="${SET}">`,
  `<body onload="${SET}">`,
  `<base href="javascript:${SET}//">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${SET}">`,
  `</textarea></title></style><script>${SET}</script>`,
];
/**
 * For plain text fields with tight length limits (titles, labels, authors). The backend strips markup from these,
 * and refuses a required one with nothing left, so each gets a word in front that survives.
 */
const SHORT = `<script>${SET}</script><img src=x onerror="${SET}">`;
const plain = (word: string, max: number) => `${word} ${SHORT}`.slice(0, max);
const RICH = PAYLOADS.join('\n');
const MARKDOWN = [
  'Markdown-tekst',
  ...PAYLOADS,
  `[md-link-1](javascript:${SET})`,
  `[md-link-2](JaVaScRiPt:alert(1))`,
  `[md-link-3](&#106;avascript:${SET})`,
  `[md-link-4][ref]\n\n[ref]: javascript:${SET}`,
  `<javascript:${SET}>`,
  `![md-image](x" onerror="${SET})`,
].join('\n\n');

/** A JSON:API call through the web's own forwarding route (/bff), the way the editor's browser client calls it. */
async function api(page: Page, method: string, path: string, data?: unknown) {
  // Node does not resolve *.localhost as Chromium does: the call goes to 127.0.0.1 with the center's Host, and
  // carries the signed-in browser's cookies and the same-origin Origin the CSRF guard asks for.
  const cookies = await page.context().cookies(centerUrl('demo'));
  const response = await page.request.fetch(`${SERVER}/bff/api/v1${path}`, {
    method,
    headers: {
      host: DEMO_HOST,
      origin: `http://${DEMO_HOST}`,
      cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
      accept: 'application/vnd.api+json',
      'content-type': 'application/vnd.api+json',
    },
    data: data === undefined ? undefined : JSON.stringify(data),
  });
  return response;
}

async function createPageWithPayloads(page: Page, pageType: 'default' | 'news', slug: string): Promise<string> {
  const created = await api(page, 'POST', '/pages', {
    data: {
      type: 'pages',
      attributes: {
        title: `XSS-titel ${SHORT}`,
        slug,
        page_type: pageType,
        locale: 'nl',
        is_published: true,
        show_title_on_page: true,
        summary: `Samenvatting ${PAYLOADS.slice(0, 8).join(' ')}`.slice(0, 1000),
        meta_title: `Meta ${SHORT}`,
        meta_description: `Beschrijving ${SHORT} </script><script>${SET}</script>`,
        og_title: `OG ${SHORT}`,
        og_description: `OG-beschrijving ${SHORT}`,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;

  const blocks = await api(page, 'PUT', `/pages/${id}/content_blocks`, {
    data: [
      { block_type: 'SectionTitle', settings: { title: `Sectie ${SHORT}`, subtitle: `Ondertitel ${SHORT}` } },
      { block_type: 'Markdown', settings: { markdown: MARKDOWN } },
      {
        block_type: 'TextWithUsps',
        settings: { title: `Usps ${SHORT}`, text: `<p>Rijke tekst</p>${RICH}`, usps: [{ title: plain('Usp', 100), text: SHORT }] },
      },
      {
        block_type: 'ImageTextButtons',
        settings: {
          image_url: '/images/demo/moestuin.svg',
          alt: SHORT,
          title: `Beeld ${SHORT}`,
          text: RICH,
          buttons: [{ label: 'Naar het nieuws', href: '/nieuws' }],
        },
      },
      {
        block_type: 'QuoteBlock',
        settings: {
          quote: `Citaat ${PAYLOADS.slice(0, 10).join(' ')}`.slice(0, 1000),
          author: plain('Anouk', 100),
          role: plain('Rol', 100),
        },
      },
      {
        block_type: 'CallToAction',
        settings: {
          title: `Actie ${SHORT}`,
          text: PAYLOADS.slice(0, 10).join(' ').slice(0, 1000),
          button: { label: plain('Doe mee', 80), href: '/nieuws' },
        },
      },
      { block_type: 'HeroWithSearch', settings: { title: `Held ${SHORT}`, subtitle: SHORT, placeholder: plain('Zoek', 100) } },
      { block_type: 'Hotlinks', settings: { title: `Links ${SHORT}`, links: [{ label: plain('Nieuws', 80), href: '/nieuws' }] } },
    ].map((attributes) => ({ type: 'content_blocks', attributes })),
  });
  expect(blocks.status(), await blocks.text()).toBe(200);
  return id;
}

/** Every stored block is on the page (none was dropped as invalid after cleaning). */
const BLOCK_COUNT = 8;
async function expectAllBlocks(page: Page) {
  await expect(page.locator('article [data-block-type]')).toHaveCount(BLOCK_COUNT);
}

/** Fails the test on any alert/confirm/prompt the page opens, and dismisses it so the page does not hang. */
function failOnDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

const xssFlag = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);

/**
 * Nothing of the payloads is live in the DOM: no script of theirs (Next's own flight-data scripts and JSON-LD carry
 * the texts as escaped string data, which is checked to stay data), no event-handler attributes, no frames or
 * plugins, no script URLs. Then every link the payloads produced is clicked: it must be inert.
 */
async function expectInert(page: Page, dialogs: string[], { links: withLinks }: { links: boolean }) {
  // Lazy images and other late events get their chance: everything is scrolled into view first.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('load');
  expect(await xssFlag(page)).toBeUndefined();

  const live = await page.evaluate(() => {
    const scripts = [...document.querySelectorAll('script')]
      .filter((s) => (s.textContent ?? '').includes('__xss'))
      .filter((s) => {
        const code = s.textContent ?? '';
        // React's flight data is self.__next_f.push([n, "…"]) and JSON-LD is JSON: both must still parse as pure
        // data, so a payload that broke out of its string would be caught here.
        const data = s.type === 'application/ld+json' ? code : /^\s*self\.__next_f\.push\((\[[\s\S]*\])\)\s*;?\s*$/.exec(code)?.[1];
        if (data === undefined) return true;
        try {
          JSON.parse(data);
          return false;
        } catch {
          return true;
        }
      })
      .map((s) => s.outerHTML.slice(0, 200));
    const handlers = [...document.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName} ${a.name}`),
    );
    const urls = [...document.querySelectorAll('[href], [src], [action], [formaction], [data], [srcdoc], [style]')].flatMap((el) =>
      ['href', 'src', 'action', 'formaction', 'data', 'srcdoc', 'style']
        .map((name) => el.getAttribute(name) ?? '')
        .filter((value) => /^\s*(javascript|vbscript|data:text)|__xss|expression\(/i.test(value.replace(/[\u0000-\u0020]/g, '')))
        .map((value) => `${el.tagName} ${value.slice(0, 80)}`),
    );
    const frames = document.querySelectorAll(
      'iframe:not([src*="youtube"]), object, embed, base[href^="javascript" i], meta[http-equiv="refresh" i]',
    ).length;
    return { scripts, handlers, urls, frames };
  });
  expect(live).toEqual({ scripts: [], handlers: [], urls: [], frames: 0 });

  // A neutralised link may point at "#": following it only changes the fragment.
  const here = () => page.url().replace(/#.*$/, '');
  const url = here();
  const links = page.locator('a').filter({ hasText: /^(js|md)-link-\d$/ });
  // The rendered Markdown keeps its links (pointing nowhere); the editor's preview shows Markdown as source.
  if (withLinks) expect(await links.count()).toBeGreaterThan(0);
  for (let i = 0; i < (await links.count()); i++) {
    await links.nth(i).click();
    expect(here()).toBe(url);
    expect(await xssFlag(page)).toBeUndefined();
  }
  for (const text of ['xss-hover', 'xss-style', 'xss-details']) {
    const el = page.getByText(text, { exact: true });
    for (let i = 0; i < (await el.count()); i++) await el.nth(i).click();
  }
  expect(here()).toBe(url);
  expect(await xssFlag(page)).toBeUndefined();
  expect(dialogs).toEqual([]);
}

test.describe('stored XSS in content', () => {
  test('payloads in a page and its blocks do not run on the public site or in the editor', async ({ page }) => {
    const dialogs = failOnDialogs(page);
    await signIn(page, 'content_manager@demo.test');
    const slug = `e2e-xss-${run}`;
    const id = await createPageWithPayloads(page, 'default', slug);
    const newsSlug = `e2e-xss-nieuws-${run}`;
    await createPageWithPayloads(page, 'news', newsSlug);

    // The public content page: the texts are there, as text.
    expect((await page.goto(centerUrl('demo', `/${slug}`)))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: /^XSS-titel/ })).toBeVisible();
    await expectAllBlocks(page);
    await expect(page.getByText('Rijke tekst').first()).toBeVisible();
    await expect(page.getByText('Markdown-tekst')).toBeVisible();
    await expectInert(page, dialogs, { links: true });

    // A news article also shows the summary and carries the title in JSON-LD and the meta tags.
    expect((await page.goto(centerUrl('demo', `/nieuws/${newsSlug}`)))?.status()).toBe(200);
    await expect(page.getByText(/^Samenvatting /)).toBeVisible();
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    await expectInert(page, dialogs, { links: true });

    // The saved version as the editor previews it (the public block components, inside the app).
    await page.goto(centerUrl('demo', `/content/pages/${id}/preview`));
    await expect(page.getByText('Markdown-tekst')).toBeVisible();
    await expectAllBlocks(page);
    await expectInert(page, dialogs, { links: true });

    // The editor itself (the block forms, the rich-text editor holding the stored HTML) and its live preview.
    await page.goto(centerUrl('demo', `/content/pages/${id}`));
    await expect(page.getByRole('heading', { level: 1, name: /^XSS-titel.* bewerken$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Voorbeeld tonen' }).click();
    const preview = page.getByRole('article', { name: 'Voorbeeld van de pagina' });
    await expect(preview.getByText(/Markdown-tekst/)).toBeVisible();
    await expectInert(page, dialogs, { links: false });
  });
});
