/**
 * `npm run bench:pages`: what the public pages cost a phone. Needs a production build (`npm run build`).
 *
 * 1. Starts `next start` on a free loopback port with its own PGlite folder (.data/bench-pages, removed
 *    first) and the demo seed, like the end-to-end suite.
 * 2. First-load JavaScript per public route: fetches the server-rendered HTML of each route of the demo
 *    center, collects every <script src> the page loads, fetches them and sums their sizes raw and gzipped
 *    (what a first visit downloads; Next 16's build output no longer prints this). Inline scripts (the RSC
 *    payload) are counted separately.
 * 3. Lighthouse (the npm package, Debian chromium headless, mobile profile with its default throttling)
 *    on the routes marked `lighthouse`: performance, accessibility, best-practices and SEO scores.
 *    BENCH_LIGHTHOUSE=0 skips it.
 * 4. Prints a table and appends it, with date and machine, to bench/results.md (BENCH_RESULTS, '-' = not).
 *
 * Routes that answer 404 (a feature not built or switched off for the demo tenant) are listed as such. Redirects are not
 * followed: a 3xx row is a route that sends the visitor elsewhere.
 * Environment: BENCH_PAGES_PATHS (comma list, overrides the default routes; `/nieuws/__first__` and
 * `/sociale-kaart/__first_organization__` resolve to the first article / the first organization card), CHROMIUM_PATH.
 */
import { appendFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import http from 'node:http';
import { startDemoNext } from './proc';

const ROOT = path.resolve(__dirname, '..');
const env = process.env;
const CENTER_HOST = 'demo.localhost';

interface Route {
  path: string;
  label: string;
  lighthouse?: boolean;
}

const DEFAULT_ROUTES: Route[] = [
  { path: '/', label: 'home page', lighthouse: true },
  { path: '/alle-blokken', label: 'content page (every block type)', lighthouse: true },
  { path: '/nieuws', label: 'news index', lighthouse: true },
  { path: '/nieuws/__first__', label: 'news article', lighthouse: true },
  { path: '/vacancies/search', label: 'vacancy bank', lighthouse: true },
  { path: '/vacancies/search?q=vrijwilliger', label: 'vacancy bank, text query' },
  { path: '/sociale-kaart', label: 'social map', lighthouse: true },
  { path: '/sociale-kaart/__first_organization__', label: 'social map organization', lighthouse: true },
  { path: '/activiteitenkalender', label: 'activity calendar' },
  { path: '/een-op-een-hulp', label: 'one-to-one help' },
  { path: '/organizations/signup', label: 'organization signup' },
  { path: '/partners', label: 'partners' },
  { path: '/auth/login-1', label: 'sign-in page' },
];

const routes: Route[] = env.BENCH_PAGES_PATHS
  ? env.BENCH_PAGES_PATHS.split(',').map((p) => ({
      path: p.trim(),
      label: DEFAULT_ROUTES.find((r) => r.path === p.trim())?.label ?? p.trim(),
      lighthouse: true,
    }))
  : DEFAULT_ROUTES;

/** The address a browser uses (Chromium resolves *.localhost to loopback by itself; Node does not). */
const url = (port: number, p: string) => `http://${CENTER_HOST}:${port}${p}`;

/** GET over loopback with the center's Host header (fetch() cannot set Host). */
function get(port: number, p: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: p, headers: { Host: `${CENTER_HOST}:${port}`, 'Accept-Language': 'nl' }, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout: ${p}`)));
    req.on('error', reject);
  });
}

interface Weight {
  status: number;
  htmlGzip: number;
  scripts: number;
  jsRaw: number;
  jsGzip: number;
  inlineGzip: number;
}

async function weigh(port: number, p: string): Promise<Weight> {
  const reply = await get(port, p);
  const html = reply.body.toString();
  // noModule scripts (legacy polyfills) are never downloaded by a browser that runs modules.
  const sources = [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)]
    .filter((m) => !/nomodule/i.test(`${m[1] ?? ''}${m[3] ?? ''}`))
    .map((m) => (m[2] ?? '').replace(/&amp;/g, '&'));
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').join('');
  let jsRaw = 0;
  let jsGzip = 0;
  for (const src of new Set(sources)) {
    const body = (await get(port, new URL(src, url(port, p)).pathname)).body;
    jsRaw += body.length;
    jsGzip += gzipSync(body).length;
  }
  return {
    status: reply.status,
    htmlGzip: gzipSync(Buffer.from(html)).length,
    scripts: new Set(sources).size,
    jsRaw,
    jsGzip,
    inlineGzip: gzipSync(Buffer.from(inline)).length,
  };
}

/** The first news article's path, read from the news index (the demo seed decides the slugs). */
async function firstArticle(port: number): Promise<string | null> {
  const reply = await get(port, '/nieuws');
  if (reply.status !== 200) return null;
  const match = reply.body.toString().match(/href="(\/nieuws\/[^"?#]+)"/);
  return match?.[1] ?? null;
}

/** The first organization on the social map, read from its list (the first card link). */
async function firstOrganization(port: number): Promise<string | null> {
  const reply = await get(port, '/sociale-kaart');
  if (reply.status !== 200) return null;
  const match = reply.body.toString().match(/href="(\/sociale-kaart\/\d+)"/);
  return match?.[1] ?? null;
}

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Audits that cost points in accessibility, best practices or SEO, as "category: audit-id". */
  misses: string[];
  /** The performance metrics (simulated), to say why a score is below 95. */
  metrics: string;
}

async function lighthouseScores(port: number, p: string): Promise<Scores | string> {
  const { launch } = await import('chrome-launcher');
  const lighthouse = (await import('lighthouse')).default;
  const chrome = await launch({
    chromePath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  try {
    // As a Dutch visitor: headless chromium asks for English, which the multi-language demo center answers with a
    // redirect to /en/… (the English site), so the Dutch page itself would not be measured.
    const result = await lighthouse(url(port, p), {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      extraHeaders: { 'Accept-Language': 'nl-NL,nl;q=0.9' },
    });
    const c = result?.lhr.categories;
    if (!c) return 'no result';
    // A page Lighthouse could not load (no paint, a crashed renderer) has null scores: say why instead of zeros.
    if (result.lhr.runtimeError) return `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`.slice(0, 160);
    const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
    // The audits that cost points in the categories meant to be 100, so a lower score says why.
    const misses = ['accessibility', 'best-practices', 'seo'].flatMap((k) =>
      (c[k]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (result.lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${k}: ${ref.id}`),
    );
    const metric = (id: string, label: string) => {
      const value = result.lhr.audits[id]?.displayValue;
      return value ? `${label} ${value.replace(/\u00a0/g, ' ')}` : null;
    };
    const metrics = [
      metric('first-contentful-paint', 'FCP'),
      metric('largest-contentful-paint', 'LCP'),
      metric('total-blocking-time', 'TBT'),
      metric('cumulative-layout-shift', 'CLS'),
      metric('speed-index', 'SI'),
    ]
      .filter(Boolean)
      .join(', ');
    return {
      metrics,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      misses,
    };
  } catch (error) {
    return error instanceof Error ? error.message.slice(0, 120) : String(error);
  } finally {
    await chrome.kill();
  }
}

const kb = (n: number) => (n / 1024).toFixed(1);

async function main() {
  const server = await startDemoNext({ root: ROOT, name: 'bench-pages' });
  const { port } = server;
  try {
    const article = await firstArticle(port);
    const organization = routes.some((r) => r.path === '/sociale-kaart/__first_organization__') ? await firstOrganization(port) : null;
    const resolved = routes.map((r) =>
      r.path === '/nieuws/__first__'
        ? { ...r, path: article ?? '/nieuws/__none__' }
        : r.path === '/sociale-kaart/__first_organization__'
          ? { ...r, path: organization ?? '/sociale-kaart/__none__' }
          : r,
    );
    // One request each first: the first render of a route compiles nothing in production, but fills caches.
    for (const r of resolved) await get(port, r.path).catch(() => undefined);

    const lines = [
      '| route | | status | scripts | first-load JS raw kB | gzip kB | inline RSC gzip kB | HTML gzip kB | Lighthouse perf / a11y / best practices / SEO |',
      '|---|---|---:|---:|---:|---:|---:|---:|---|',
    ];
    for (const r of resolved) {
      const w = await weigh(port, r.path);
      let lh = '-';
      if (r.lighthouse && w.status === 200 && env.BENCH_LIGHTHOUSE !== '0') {
        const s = await lighthouseScores(port, r.path);
        lh =
          typeof s === 'string'
            ? `failed: ${s}`
            : `${s.performance} / ${s.accessibility} / ${s.bestPractices} / ${s.seo}${s.misses.length ? ` (${s.misses.join(', ')})` : ''}${s.performance < 95 ? ` [${s.metrics}]` : ''}`;
      }
      const line = `| ${r.label} | \`${r.path}\` | ${w.status} | ${w.scripts} | ${kb(w.jsRaw)} | ${kb(w.jsGzip)} | ${kb(w.inlineGzip)} | ${kb(w.htmlGzip)} | ${lh} |`;
      console.log(line);
      lines.push(line);
    }
    const cpu = os.cpus()[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown cpu';
    const heading = `## ${new Date().toISOString()} — public pages — ${cpu}, ${os.cpus().length} cores, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB, node ${process.version}`;
    const note = `- \`next start\` (production build) on PGlite with the demo seed, center \`${CENTER_HOST}\`; Lighthouse ${env.BENCH_LIGHTHOUSE === '0' ? 'skipped' : 'mobile profile, simulated throttling, Debian chromium headless'}`;
    const target = env.BENCH_RESULTS || 'bench/results.md';
    if (target !== '-') {
      appendFileSync(path.resolve(ROOT, target), `\n${heading}\n\n${note}\n\n${lines.join('\n')}\n`);
      console.log(`appended to ${target}`);
    }
  } finally {
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
