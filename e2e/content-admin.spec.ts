/**
 * The content section (issue 6, docs/domain.md#screens-and-routes /content): a content manager builds a page from blocks, publishes it and
 * it is served for their own center only; edits a menu; uploads an image. A page manager edits pages but cannot
 * open the menus. Every content screen is axe clean. Runs on the demo center with fresh slugs per run.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './support/axe';
import { centerUrl, PORT } from './support/env';
import { signIn } from './support/session';

const SERVER = `http://127.0.0.1:${PORT}`;
const run = Date.now().toString(36);

/** A form control by its label, whether or not the label carries the screen-reader "(verplicht)". */
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\*? \\(verplicht\\))?$`));

/** The panel of the n-th block (0-based) in the editor. */
const blockPanel = (page: Page, index: number) => page.locator('[id^="new-"][id$="-panel"], [id^="block-"][id$="-panel"]').nth(index);

async function addBlock(page: Page, type: string) {
  await page.getByLabel('Soort blok').selectOption({ label: type });
  await page.getByRole('button', { name: 'Blok toevoegen' }).click();
}

async function createPage(page: Page, title: string, slug: string) {
  await page.goto(centerUrl('demo', '/content/pages/add'));
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina toevoegen' })).toBeVisible();
  await field(page, 'Titel').fill(title);
  await field(page, 'Adres (slug)').fill(slug);
  await page.getByRole('button', { name: 'Pagina aanmaken' }).click();
  await expect(page).toHaveURL(/\/content\/pages\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `${title} bewerken` })).toBeVisible();
}

test.describe('content section', () => {
  test('a content manager builds a page from blocks and publishes it on their own center only', async ({ page, request }) => {
    const slug = `e2e-blokken-${run}`;
    await signIn(page, 'content_manager@demo.test');
    await page.goto(centerUrl('demo', '/content'));
    await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('navigation', { name: 'Content', exact: true }).getByRole('link', { name: "Pagina's" }).click();
    await expect(page.getByRole('heading', { level: 1, name: "Pagina's" })).toBeVisible();
    await expectNoAxeViolations(page);

    await createPage(page, 'Blokkenpagina E2E', slug);
    await expect(page.getByText('Deze pagina heeft nog geen blokken.')).toBeVisible();

    await addBlock(page, 'Sectietitel');
    await field(blockPanel(page, 0), 'Titel').fill('Welkom bij de blokken');
    await addBlock(page, 'Tekst (Markdown)');
    await field(blockPanel(page, 1), 'Tekst (Markdown)').fill('Een **eerste** alinea.');
    await addBlock(page, 'Afbeelding');

    // An image without an address is refused before anything is sent, on the field itself.
    await page.getByRole('button', { name: 'Blokken opslaan' }).click();
    await expect(page.getByText(/Eén blok bevat fouten/)).toBeVisible();
    await expect(field(blockPanel(page, 2), 'Afbeelding (adres)')).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Blok 3: Afbeelding verwijderen' }).click();

    // Keyboard reordering: the Markdown block moves above the section title.
    await page.getByRole('button', { name: 'Blok 2: Tekst (Markdown) omhoog' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /^Blok 1: Tekst \(Markdown\)/ }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Blokken opslaan' }).click();
    await expect(page.getByText('De blokken zijn opgeslagen.')).toBeVisible();

    await page.getByRole('button', { name: 'Voorbeeld tonen' }).click();
    const preview = page.getByRole('article', { name: 'Voorbeeld van de pagina' });
    await expect(preview.getByText('Welkom bij de blokken')).toBeVisible();
    await expectNoAxeViolations(page);

    // The saved draft, rendered by the public block components.
    const editorUrl = page.url();
    await page.getByRole('link', { name: 'Voorbeeld van de opgeslagen versie' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'nog niet gepubliceerd' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welkom bij de blokken' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(editorUrl);

    // Not public while a draft.
    const draft = await request.get(`${SERVER}/api/v1/public/pages/by_slug?filter[slug]=${slug}&filter[locale]=nl`, {
      headers: { host: `demo.localhost:${PORT}` },
    });
    expect(draft.status()).toBe(404);

    await field(page, 'Gepubliceerd').check();
    await page.getByRole('button', { name: 'Gegevens opslaan' }).click();
    await expect(page.getByText('‘Blokkenpagina E2E’ is gepubliceerd.')).toBeVisible();

    const published = await request.get(
      `${SERVER}/api/v1/public/pages/by_slug?filter[slug]=${slug}&filter[locale]=nl&include=content_blocks`,
      { headers: { host: `demo.localhost:${PORT}` } },
    );
    expect(published.status()).toBe(200);
    const body = (await published.json()) as { included: { attributes: { block_type: string; position: number } }[] };
    expect(body.included.sort((a, b) => a.attributes.position - b.attributes.position).map((b) => b.attributes.block_type)).toEqual([
      'Markdown',
      'SectionTitle',
    ]);
    const other = await request.get(`${SERVER}/api/v1/public/pages/by_slug?filter[slug]=${slug}&filter[locale]=nl`, {
      headers: { host: `oldebroek.localhost:${PORT}` },
    });
    expect(other.status()).toBe(404);

    // In the browser: the page and its blocks, in the saved order, on the demo site; on another center's site the
    // same address is that site's 404 screen and shows nothing of the page.
    expect((await page.goto(centerUrl('demo', `/${slug}`)))?.status()).toBe(200);
    const article = page.locator(`article[data-page-slug="${slug}"]`);
    await expect(article.getByRole('heading', { level: 1, name: 'Blokkenpagina E2E' })).toBeAttached();
    await expect(article.getByRole('heading', { name: 'Welkom bij de blokken' })).toBeVisible();
    await expect(article.locator('strong', { hasText: 'eerste' })).toBeVisible();
    expect(await article.locator('[data-block-type]').evaluateAll((els) => els.map((el) => el.getAttribute('data-block-type')))).toEqual([
      'Markdown',
      'SectionTitle',
    ]);
    expect((await page.goto(centerUrl('oldebroek', `/${slug}`)))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
    await expect(page.getByText('Welkom bij de blokken')).toHaveCount(0);
    await expect(page.getByText('Blokkenpagina E2E')).toHaveCount(0);

    // The list shows it as published.
    await page.goto(centerUrl('demo', `/content/pages?q=${encodeURIComponent('Blokkenpagina E2E')}`));
    await expect(page.getByRole('row', { name: /Blokkenpagina E2E.*Gepubliceerd/ })).toBeVisible();
  });

  test('a content manager adds, reorders and nests menu items', async ({ page }) => {
    await signIn(page, 'content_manager@demo.test');
    await page.goto(centerUrl('demo', '/content/menu-items'));
    await expect(page.getByRole('heading', { level: 1, name: "Menu's" })).toBeVisible();
    await expectNoAxeViolations(page);

    const add = async (name: string, fill: (dialog: Locator) => Promise<void>) => {
      await page.getByRole('button', { name: 'Menu-item toevoegen' }).click();
      const dialog = page.getByRole('dialog');
      await field(dialog, 'Naam').fill(name);
      await fill(dialog);
      await dialog.getByRole('button', { name: 'Menu-item toevoegen' }).click();
      await expect(page.getByText(`‘${name}’ is opgeslagen.`)).toBeVisible();
    };
    const news = `Nieuws ${run}`;
    const link = `Extern ${run}`;
    await add(news, async (dialog) => {
      await field(dialog, 'Linkt naar').selectOption('system_page');
      await field(dialog, 'Systeempagina').selectOption('news');
    });
    await add(link, async (dialog) => {
      await field(dialog, 'Linkt naar').selectOption('url');
      await field(dialog, 'Webadres').fill('https://example.org/e2e');
    });

    await page.getByRole('button', { name: `${link} omhoog` }).click();
    await page.getByRole('button', { name: `${news} onder het item erboven plaatsen` }).click();
    await expect(page.getByText('De volgorde is gewijzigd maar nog niet opgeslagen.')).toBeVisible();
    await page.getByRole('button', { name: 'Volgorde opslaan' }).click();
    await expect(page.getByText('De volgorde is opgeslagen.')).toBeVisible();

    await page.reload();
    // After a reload the news item is nested under the link (it offers to move back to the top level).
    await expect(page.getByRole('button', { name: `${news} naar het hoofdniveau` })).toBeVisible();
    await expectNoAxeViolations(page);

    // Removing the parent removes its child too, which leaves the demo menu as it was.
    await page.getByRole('button', { name: `${link} verwijderen` }).click();
    // A destructive confirmation is an alertdialog (components/users/confirm-dialog), like in the other specs.
    await page
      .getByRole('alertdialog', { name: `${link} verwijderen?` })
      .getByRole('button', { name: 'Verwijderen' })
      .click();
    await expect(page.getByText(`‘${link}’ is verwijderd.`)).toBeVisible();
    await expect(page.getByRole('button', { name: `${news} bewerken` })).toHaveCount(0);
  });

  test('a content manager uploads an image and sees its thumbnail', async ({ page }) => {
    await signIn(page, 'content_manager@demo.test');
    await page.goto(centerUrl('demo', '/content/file-upload'));
    await expect(page.getByRole('heading', { level: 1, name: 'Bestanden' })).toBeVisible();
    await expectNoAxeViolations(page);
    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    await page.getByLabel('Bestand', { exact: true }).setInputFiles({ name: `e2e-${run}.png`, mimeType: 'image/png', buffer: png });
    await page.getByLabel('Alternatieve tekst').fill(`Blauw vlak ${run}`);
    await page.getByRole('button', { name: 'Uploaden' }).click();
    await expect(page.getByText(`‘e2e-${run}.png’ is geüpload.`)).toBeVisible();
    const thumb = page.getByRole('img', { name: `Blauw vlak ${run}` });
    await expect(thumb).toBeVisible();
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    for (const [path, title] of [
      ['/content/stock-images', 'Stockafbeeldingen'],
      ['/content/forms', 'Formulieren'],
    ] as const) {
      await page.goto(centerUrl('demo', path));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    // The center's forms, linking into the form builder.
    await expect(page.getByRole('link', { name: 'Aanmelden voor de vrijwilligersmarkt', exact: true })).toBeVisible();
  });

  test('a page manager edits pages but cannot see or open the menus', async ({ page }) => {
    await signIn(page, 'page_manager@demo.test');
    await page.goto(centerUrl('demo', '/content'));
    const nav = page.getByRole('navigation', { name: 'Content', exact: true });
    await expect(nav.getByRole('link', { name: "Pagina's" })).toBeVisible();
    await expect(nav.getByRole('link', { name: "Menu's" })).toHaveCount(0);

    await createPage(page, `Paginabeheer ${run}`, `e2e-paginabeheer-${run}`);
    await addBlock(page, 'Citaat');
    await field(blockPanel(page, 0), 'Citaat').fill('Vrijwilligerswerk verbindt.');
    await field(blockPanel(page, 0), 'Naam').fill('Pieter');
    await page.getByRole('button', { name: 'Blokken opslaan' }).click();
    await expect(page.getByText('De blokken zijn opgeslagen.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(centerUrl('demo', '/content/menu-items'));
    await expect(page.getByRole('heading', { name: 'Toegang geweigerd' })).toBeVisible();
  });
});
