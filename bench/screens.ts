/**
 * `npm run bench:screens`: what the signed-in screens cost (issue 14 §5). Needs a production build (`npm run build`).
 *
 * 1. Starts `next start` with the demo seed on its own PGlite folder (bench/proc.ts startDemoNext) and signs in as the
 *    demo center's admin through the sign-in form, in Debian's chromium (Playwright).
 * 2. Opens each list and editor in a new browser context (an empty HTTP cache, so everything is a first load),
 *    BENCH_SCREENS_RUNS times (default 3), and records:
 *    - time to a usable screen: from navigation start until the main heading is shown and hydrated (React has
 *      attached to it, so the screen answers a click), no part of the main region is busy loading its data
 *      (aria-busy) and the page-change bar is gone;
 *    - first-load JavaScript at that moment: every script the browser fetched, bytes over the wire (compressed)
 *      and decoded.
 * 3. Prints a table of medians and appends it, with date and machine, to bench/results.md (BENCH_RESULTS, '-' = not).
 *
 * Routes with an id (an edit screen) open the first one the list links to. A desktop window, no CPU or network
 * throttling: the figures compare screens with each other on this machine, they are not a phone's.
 */
import { appendFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { startDemoNext } from './proc';

const ROOT = path.resolve(__dirname, '..');
const env = process.env;
const RUNS = Number(env.BENCH_SCREENS_RUNS ?? 3);
const EMAIL = env.BENCH_SCREENS_USER ?? 'admin@demo.test';
const PASSWORD = 'Welkom123!';

interface Screen {
  label: string;
  path: string;
  /**
   * For a path with `{id}`: the list whose first matching link gives the id. `ready`: what the list shows once its
   * rows are in (a list that loads its rows after the page is usable); `create`: a button on the list that makes a
   * record and opens its editor, for a list without a matching link yet.
   */
  idFrom?: { list: string; link: RegExp; ready?: string; create?: string };
}

const SCREENS: Screen[] = [
  { label: 'dashboard', path: '/dashboard' },
  { label: 'organizations (list)', path: '/organizations' },
  { label: 'users (list)', path: '/users' },
  { label: 'vacancies (list)', path: '/vacancies' },
  { label: 'applications (list)', path: '/applications' },
  { label: 'content pages (list)', path: '/content/pages' },
  { label: 'forms (list)', path: '/form_builder' },
  { label: 'e-mail templates (list)', path: '/notification_templates' },
  { label: 'conversations (list)', path: '/conversations' },
  { label: 'volunteer pool (list)', path: '/vrijwilligerspool' },
  { label: 'hours', path: '/uren' },
  { label: 'analytics', path: '/analytics' },
  { label: 'data viewer', path: '/admin/data-viewer' },
  { label: 'workshops (list)', path: '/workshops/beheer' },
  { label: 'vacancy (new)', path: '/vacancies/add' },
  { label: 'vacancy (edit)', path: '/vacancies/{id}/edit', idFrom: { list: '/vacancies', link: /^\/vacancies\/(\d+)$/ } },
  { label: 'organization (edit)', path: '/organizations/{id}/edit', idFrom: { list: '/organizations', link: /^\/organizations\/(\d+)$/ } },
  { label: 'user (edit)', path: '/users/{id}/edit', idFrom: { list: '/users', link: /^\/users\/(\d+)$/ } },
  { label: 'content page (editor)', path: '/content/pages/{id}', idFrom: { list: '/content/pages', link: /^\/content\/pages\/(\d+)$/ } },
  { label: 'form (editor)', path: '/form_builder/{id}/edit', idFrom: { list: '/form_builder', link: /^\/form_builder\/(\d+)$/ } },
  {
    label: 'e-mail template (editor)',
    path: '/notification_templates/{id}/edit',
    idFrom: {
      list: '/notification_templates',
      link: /^\/notification_templates\/([^/?#]+)\/edit$/,
      ready: '[data-testid="notification-templates"] li',
      create: '[data-testid="notification-templates"] li button:not([disabled])',
    },
  },
  { label: 'menus (editor)', path: '/content/menu-items' },
  { label: 'design settings', path: '/instellingen/design' },
];

interface Sample {
  status: number;
  usableMs: number;
  jsWireKb: number;
  jsDecodedKb: number;
  scripts: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

async function signedIn(browser: Browser, origin: string): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const context = await browser.newContext({ locale: 'nl-NL' });
  const page = await context.newPage();
  await page.goto(`${origin}/auth/login-1`);
  await page.locator('#login-field-email').fill(EMAIL);
  await page.locator('#login-field-password').fill(PASSWORD);
  await page.getByRole('button', { name: /^(Inloggen|Sign in)$/ }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

/** The first id the list links to, for an edit screen. */
async function firstId(context: BrowserContext, origin: string, from: NonNullable<Screen['idFrom']>): Promise<string | null> {
  const page = await context.newPage();
  await page.goto(`${origin}${from.list}`);
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), undefined, { timeout: 30_000 });
  if (from.ready) await page.locator(from.ready).first().waitFor({ timeout: 30_000 });
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const idIn = (href: string) => from.link.exec(href.replace(/^\/(nl|en)(?=\/)/, ''))?.[1] ?? null;
  let id = hrefs.map(idIn).find((found) => found !== null) ?? null;
  if (id === null && from.create && (await page.locator(from.create).count()) > 0) {
    await page.locator(from.create).first().click();
    await page.waitForURL((url) => idIn(url.pathname) !== null, { timeout: 30_000 });
    id = idIn(new URL(page.url()).pathname);
  }
  await page.close();
  return id;
}

async function measure(browser: Browser, state: Awaited<ReturnType<BrowserContext['storageState']>>, url: string): Promise<Sample> {
  const context = await browser.newContext({ storageState: state, locale: 'nl-NL', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const response = await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const usableMs = await (
      await page.waitForFunction(
        () => {
          const heading = document.querySelector('main h1');
          if (!heading || !(heading as HTMLElement).offsetParent) return false;
          if (!Object.keys(heading).some((key) => key.startsWith('__reactFiber'))) return false;
          if (document.querySelector('main [aria-busy="true"], [role="progressbar"]')) return false;
          return performance.now();
        },
        undefined,
        { polling: 'raf', timeout: 60_000 },
      )
    ).jsonValue();
    const js = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.initiatorType === 'script' || /\.m?js(\?|$)/.test(entry.name))
        .map((entry) => ({ wire: entry.transferSize, decoded: entry.decodedBodySize })),
    );
    return {
      status: response?.status() ?? 0,
      usableMs: Number(usableMs),
      jsWireKb: js.reduce((sum, s) => sum + s.wire, 0) / 1024,
      jsDecodedKb: js.reduce((sum, s) => sum + s.decoded, 0) / 1024,
      scripts: js.length,
    };
  } finally {
    await context.close();
  }
}

async function main() {
  const server = await startDemoNext({ root: ROOT, name: 'bench-screens' });
  const origin = `http://demo.localhost:${server.port}`;
  const browser = await chromium.launch({
    executablePath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const state = await signedIn(browser, origin);
    const lookup = await browser.newContext({ storageState: state, locale: 'nl-NL' });
    const lines = [
      `| screen | route | status | time to usable, median ms | first-load JS over the wire kB | decoded kB | scripts |`,
      '|---|---|---:|---:|---:|---:|---:|',
    ];
    for (const screen of SCREENS) {
      let route = screen.path;
      if (screen.idFrom) {
        const id = await firstId(lookup, origin, screen.idFrom);
        if (!id) {
          lines.push(`| ${screen.label} | \`${screen.path}\` | no id in ${screen.idFrom.list} | | | | |`);
          console.log(lines.at(-1));
          continue;
        }
        route = screen.path.replace('{id}', id);
      }
      // One visit first: the server's first render of a route fills its caches; the browser's cache is new each run.
      await measure(browser, state, origin + route).catch(() => undefined);
      const samples: Sample[] = [];
      for (let run = 0; run < RUNS; run++) samples.push(await measure(browser, state, origin + route));
      const last = samples.at(-1)!;
      const line =
        `| ${screen.label} | \`${route}\` | ${last.status} | ${median(samples.map((s) => s.usableMs)).toFixed(0)} | ` +
        `${median(samples.map((s) => s.jsWireKb)).toFixed(1)} | ${median(samples.map((s) => s.jsDecodedKb)).toFixed(1)} | ${last.scripts} |`;
      console.log(line);
      lines.push(line);
    }
    await lookup.close();
    const cpu = os.cpus()[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown cpu';
    const heading = `## ${new Date().toISOString()} — signed-in screens — ${cpu}, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, node ${process.version}`;
    const note = `- \`next start\` (production build) on PGlite with the demo seed, signed in as ${EMAIL}; Debian chromium, 1280×800, no throttling; median of ${RUNS} first loads each`;
    const target = env.BENCH_RESULTS || 'bench/results.md';
    if (target !== '-') {
      appendFileSync(path.resolve(ROOT, target), `\n${heading}\n\n${note}\n\n${lines.join('\n')}\n`);
      console.log(`appended to ${target}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
