#!/usr/bin/env node
/**
 * Splits lib/ by where its code runs (docs/architecture.md, "Folders"): lib/shared (browser, web server and
 * backend), lib/server (web server only) and lib/browser (browser only). A module keeps its path below the layer:
 * lib/session/bff.ts becomes lib/server/session/bff.ts. server/html moves to lib/shared/html, since the web
 * renders the same markdown and sanitized rich text.
 *
 * Re-runnable: the layer of a file comes from FILES, then from the file-name patterns, then from its folder in
 * FOLDERS, so files added to a mapped folder later move with it. An unmapped lib/ file, or a file whose content
 * contradicts its layer ('use client' outside lib/browser, 'server-only', next/headers or 'use server' outside
 * lib/server), stops the script before anything is changed. On an already split tree it changes nothing.
 *
 * It moves with `git mv` (a plain rename for untracked files), rewrites every specifier that points at a moved
 * file ('@/lib/x', relative paths, jest.mock, import(), the next-intl plugin path), rewrites "lib/x.ts" mentions in
 * comments and docs, and marks lib/server modules with `import 'server-only'` and lib/browser modules with
 * `import 'client-only'` unless something outside Next's matching graph loads them (proxy, instrumentation,
 * next.config, scripts, e2e, bench, the backend), where those markers would throw.
 *
 *   node scripts/codemods/lib-layers.mjs           # move and rewrite
 *   node scripts/codemods/lib-layers.mjs --dry-run # print the plan only
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
process.chdir(ROOT);
const DRY = process.argv.includes('--dry-run');
const SELF = 'scripts/codemods/lib-layers.mjs';
const LAYERS = ['shared', 'server', 'browser'];

/** Per-file layers, where a folder mixes runtimes. Keys are paths below lib/. */
const FILES = {
  'cache-tags.ts': 'shared',
  'env.ts': 'server',
  'api/server.ts': 'server',
  'api/browser.ts': 'browser',
  'center/current.ts': 'server',
  'center/get-center.ts': 'server',
  'content/public-api.ts': 'server',
  'content/public-page.ts': 'server',
  'content/site-files.ts': 'server',
  'i18n/request.ts': 'server',
  'profile/load.ts': 'server',
  // The session's shapes are what client components render and validate; the session itself stays on the server.
  'session/types.ts': 'shared',
  'session/schemas.ts': 'shared',
  'vacancies/ics-response.ts': 'server',
  'vacancies/page-labels.ts': 'server',
  'vacancies/public-api.ts': 'server',
};

/** File-name patterns (below lib/), checked after FILES and before FOLDERS. */
const PATTERNS = [
  // React hooks belong to client components.
  [/^[^/]+\/use-[^/]+\.tsx?$/, 'browser'],
  // Server actions ('use server') run on the web server; client components hold references to them.
  [/^[^/]+\/actions\.ts$/, 'server'],
];

/** Folder layers (first segment below lib/). */
const FOLDERS = {
  api: 'shared',
  center: 'shared',
  'color-mode': 'shared', // also the inline <head> script the root layout renders on the server
  content: 'shared',
  device: 'shared',
  errors: 'shared',
  feedback: 'browser',
  forms: 'shared',
  geo: 'shared',
  i18n: 'shared',
  list: 'shared',
  monitoring: 'shared',
  navigation: 'shared',
  notifications: 'shared',
  organizations: 'shared',
  profile: 'shared',
  routing: 'server',
  security: 'shared',
  session: 'server',
  tenancy: 'shared',
  theme: 'shared',
  toast: 'browser',
  uploads: 'shared',
  users: 'shared',
  vacancies: 'shared',
};

/** Fallback for folders not in FOLDERS yet: a feature's API calls (lib/<feature>/api.ts) take a client and run anywhere. */
const FALLBACK = [[/^[^/]+\/api\.ts$/, 'shared']];

/** Whole folders moved outside lib/. */
const EXTRA = [['server/html/', 'lib/shared/html/']];

const SOURCE_DIRS = ['app', 'components', 'lib', 'server', 'domain', 'tests', 'e2e', 'bench', 'scripts'];
const SOURCE_EXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;
const CODE_EXT = ['.ts', '.tsx', '.js', '.mjs', '.jsx'];

const fail = (message) => {
  console.error(`lib-layers: ${message}`);
  process.exit(1);
};

const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { encoding: 'utf8' })
  .split('\0')
  .filter((f) => f && fs.existsSync(f));
const allFiles = new Set(listed);

function layerOf(rel) {
  if (FILES[rel]) return FILES[rel];
  for (const [re, layer] of PATTERNS) if (re.test(rel)) return layer;
  const folder = rel.includes('/') ? rel.slice(0, rel.indexOf('/')) : null;
  if (folder && FOLDERS[folder]) return FOLDERS[folder];
  for (const [re, layer] of FALLBACK) if (re.test(rel)) return layer;
  return null;
}

// ---- the plan: old path -> new path ----
const moves = new Map();
const unmapped = [];
for (const file of listed) {
  if (file.startsWith('lib/')) {
    const rel = file.slice(4);
    if (LAYERS.some((l) => rel.startsWith(`${l}/`))) continue; // already split
    const layer = layerOf(rel);
    if (!layer) unmapped.push(file);
    else moves.set(file, `lib/${layer}/${rel}`);
    continue;
  }
  for (const [from, to] of EXTRA) if (file.startsWith(from)) moves.set(file, to + file.slice(from.length));
}
if (unmapped.length) fail(`no layer for ${unmapped.join(', ')}: add the file to FILES or its folder to FOLDERS in ${SELF}.`);

const contradictions = [];
for (const [from, to] of moves) {
  if (!SOURCE_EXT.test(from)) continue;
  const text = fs.readFileSync(from, 'utf8');
  const layer = to.split('/')[1];
  const clientDirective = /^(?:\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/))*\s*['"]use client['"]/.test(text);
  const serverDirective = /^(?:\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/))*\s*['"]use server['"]/.test(text);
  const serverOnly = /^\s*import\s+['"]server-only['"]|from\s+['"]next\/headers['"]/m.test(text) || serverDirective;
  const clientOnly = /^\s*import\s+['"]client-only['"]/m.test(text) || clientDirective;
  if (to.startsWith('lib/') && serverOnly && layer !== 'server') contradictions.push(`${from} runs on the web server only but maps to ${to}`);
  if (to.startsWith('lib/') && clientOnly && layer !== 'browser') contradictions.push(`${from} runs in the browser only but maps to ${to}`);
}
if (contradictions.length) fail(`${contradictions.join('\n  ')}\n  Add an override to FILES in ${SELF}.`);

if (moves.size === 0) {
  console.log('lib-layers: nothing to move (already split).');
  process.exit(0);
}

// ---- resolution ----
const newPathOf = (file) => moves.get(file) ?? file;

/** Resolves a specifier written in `fromFile` (old layout) to a listed file, with how it was written. */
function resolve(fromFile, spec) {
  let base;
  if (spec.startsWith('@/')) base = spec.slice(2);
  else if (spec.startsWith('./') || spec.startsWith('../')) base = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), spec));
  else return null;
  if (allFiles.has(base)) return { file: base, how: 'exact' };
  for (const ext of CODE_EXT) if (allFiles.has(base + ext)) return { file: base + ext, how: 'noext' };
  for (const ext of CODE_EXT) if (allFiles.has(`${base}/index${ext}`)) return { file: `${base}/index${ext}`, how: 'index' };
  return null;
}

/** lib/<layer> or the top folder: a relative path that leaves its area is spelled '@/…' instead. */
const area = (p) => p.split('/').slice(0, p.startsWith('lib/') ? 2 : 1).join('/');

function respell(spec, target, how, newFrom, asImport) {
  let dest = newPathOf(target);
  if (how === 'noext') dest = dest.replace(/\.(tsx?|jsx?|mjs)$/, '');
  if (how === 'index') dest = path.posix.dirname(dest);
  if (spec.startsWith('@/')) return `@/${dest}`;
  if (asImport && newFrom.includes('/') && area(newFrom) !== area(dest)) return `@/${dest}`;
  let rel = path.posix.relative(path.posix.dirname(newFrom), dest);
  if (!rel.startsWith('.')) rel = `./${rel}`;
  return rel;
}

const STRING = /(['"])((?:@\/|\.\.?\/)[^'"\n]*)\1/g;
/** A module specifier rather than, say, a path handed to fs: only these may change from relative to '@/'. */
const IMPORT_CONTEXT = /(?:\bfrom|\bimport|\bimport\s*\(|\brequire\s*\(|\.(?:mock|doMock|unmock|requireActual|requireMock)\s*\()\s*$/;

// Mentions in comments and docs: "lib/content/links.ts", "lib/content/links", "lib/tenancy" (a folder).
const oldTops = [...new Set([...moves.keys()].filter((f) => f.startsWith('lib/')).map((f) => f.split('/')[1].replace(/\.[^.]+$/, '')))];
const escape = (t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MENTION = oldTops.length ? new RegExp(`(?<![\\w@/.-])(lib/(?:${oldTops.map(escape).join('|')})(?:/[\\w-]+)*)(\\.tsx?)?(?![\\w-])`, 'g') : null;

function mentionTarget(name, ext) {
  const candidates = ext ? [name + ext] : CODE_EXT.flatMap((e) => [name + e, `${name}/index${e}`]);
  const hit = candidates.find((c) => moves.has(c));
  if (hit) {
    const dest = moves.get(hit);
    if (ext) return dest;
    return hit.endsWith(`/index${path.extname(hit)}`) && !name.endsWith('/index') ? path.posix.dirname(dest) : dest.replace(/\.[^.]+$/, '');
  }
  // A folder: its layer when all its files share one, else the folder's default layer.
  const inside = [...moves].filter(([from]) => from.startsWith(`${name}/`));
  if (!inside.length) return null;
  const layers = new Set(inside.map(([, to]) => to.split('/')[1]));
  const top = name.split('/')[1];
  const layer = layers.size === 1 ? [...layers][0] : FOLDERS[top];
  return layer ? `lib/${layer}/${name.slice(4)}` : null;
}

function rewriteMentions(text) {
  return MENTION ? text.replace(MENTION, (whole, name, ext) => mentionTarget(name, ext) ?? whole) : text;
}

function rewriteSource(file, text) {
  const newFrom = newPathOf(file);
  const out = text.replace(STRING, (whole, quote, spec, offset) => {
    const hit = resolve(file, spec);
    if (!hit) return whole;
    if (!moves.has(hit.file) && !moves.has(file)) return whole;
    const asImport = IMPORT_CONTEXT.test(text.slice(Math.max(0, offset - 40), offset));
    const next = respell(spec, hit.file, hit.how, newFrom, asImport);
    return next === spec ? whole : `${quote}${next}${quote}`;
  });
  return rewriteMentions(out);
}

const sources = listed.filter(
  (f) =>
    f !== SELF &&
    SOURCE_EXT.test(f) &&
    (SOURCE_DIRS.some((d) => f.startsWith(`${d}/`)) || !f.includes('/')),
);
const docs = listed.filter((f) => f.endsWith('.md') && (f.startsWith('docs/') || !f.includes('/')));

const edits = new Map();
for (const file of sources) {
  const text = fs.readFileSync(file, 'utf8');
  const next = rewriteSource(file, text);
  if (next !== text) edits.set(file, next);
}
for (const file of docs) {
  const text = fs.readFileSync(file, 'utf8');
  const next = rewriteMentions(text);
  if (next !== text) edits.set(file, next);
}

if (DRY) {
  for (const [from, to] of moves) console.log(`${from} -> ${to}`);
  console.log(`${edits.size} files with rewritten specifiers or mentions.`);
  process.exit(0);
}

// ---- apply: rewrite in place, then move ----
for (const [file, text] of edits) fs.writeFileSync(file, text);
const tracked = new Set(execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0'));
for (const [from, to] of moves) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  if (tracked.has(from)) execFileSync('git', ['mv', from, to]);
  else fs.renameSync(from, to);
}
for (const dir of new Set([...moves.keys()].map((f) => path.dirname(f)))) {
  let d = dir;
  while (d !== '.' && fs.existsSync(d) && fs.readdirSync(d).length === 0) {
    fs.rmdirSync(d);
    d = path.dirname(d);
  }
}

// ---- markers ----
const after = [...allFiles].map(newPathOf).filter((f) => fs.existsSync(f));
const afterSet = new Set(after);
const code = after.filter((f) => SOURCE_EXT.test(f));

function valueImports(file) {
  const text = fs.readFileSync(file, 'utf8');
  const found = [];
  const re = /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const m of text.matchAll(re)) {
    if (m[1]) continue;
    const spec = m[2] ?? m[3];
    let base;
    if (spec.startsWith('@/')) base = spec.slice(2);
    else if (spec.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
    else continue;
    const hit = [base, ...CODE_EXT.map((e) => base + e), ...CODE_EXT.map((e) => `${base}/index${e}`)].find((c) => afterSet.has(c));
    if (hit) found.push(hit);
  }
  return found;
}

const directive = (file, name) =>
  new RegExp(`^(?:\\s*(?:\\/\\/[^\\n]*\\n|\\/\\*[\\s\\S]*?\\*\\/))*\\s*['"]use ${name}['"]`).test(fs.readFileSync(file, 'utf8'));

/** Every file reachable from `starts` through value imports, not entering files for which `stop` holds. */
function reach(starts, stop) {
  const seen = new Set();
  const queue = [...starts];
  while (queue.length) {
    const f = queue.pop();
    if (seen.has(f)) continue;
    seen.add(f);
    for (const next of valueImports(f)) if (!seen.has(next) && !stop(next)) queue.push(next);
  }
  return seen;
}

const outsideNext = code.filter(
  (f) =>
    /^(proxy|instrumentation[\w-]*|next\.config|playwright\.config|drizzle\.config)\.[mc]?[jt]s$/.test(f) ||
    /^(server|scripts|e2e|bench)\//.test(f),
);
const plainNode = reach(outsideNext, () => false);
// What the React server graph loads: app/ files that are not client components, up to the 'use client' boundaries.
const serverGraph = reach(
  code.filter((f) => f.startsWith('app/') && !directive(f, 'client')),
  (f) => directive(f, 'client'),
);
const clientGraph = reach(
  code.filter((f) => directive(f, 'client')),
  (f) => directive(f, 'server'),
);

const warnings = [];
function mark(file, pkg) {
  const text = fs.readFileSync(file, 'utf8');
  if (new RegExp(`^\\s*import\\s+['"]${pkg}['"]`, 'm').test(text)) return;
  const lines = text.split('\n');
  let at = lines.findIndex((l) => /^(import|export)\s/.test(l));
  if (at < 0) {
    // No imports: after the leading comment.
    at = 0;
    if (lines[0]?.startsWith('/*')) at = lines.findIndex((l) => l.includes('*/')) + 1;
  }
  lines.splice(at, 0, `import '${pkg}';`);
  fs.writeFileSync(file, lines.join('\n'));
}
for (const file of code.filter((f) => f.startsWith('lib/server/'))) {
  if (directive(file, 'server')) continue; // a server action module: Next keeps it on the server by itself
  if (plainNode.has(file)) continue;
  if (clientGraph.has(file)) {
    warnings.push(`${file} is reachable from a client component`);
    continue;
  }
  mark(file, 'server-only');
}
if (fs.existsSync('node_modules/client-only')) {
  for (const file of code.filter((f) => f.startsWith('lib/browser/'))) {
    if (plainNode.has(file)) continue;
    if (serverGraph.has(file)) {
      warnings.push(`${file} is reachable from a server component`);
      continue;
    }
    mark(file, 'client-only');
  }
}
console.log(`lib-layers: moved ${moves.size} files, rewrote ${edits.size} files.`);
for (const w of warnings) console.warn(`lib-layers: warning: ${w}`);
