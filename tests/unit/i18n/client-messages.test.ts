/**
 * The public layout hands the browser only PUBLIC_NAMESPACES (lib/server/i18n/client-messages.tsx). This follows the
 * imports from the public pages and the root layout and collects every namespace a client component (a 'use client'
 * module, and whatever it imports) passes to useTranslations: a client component that asked for a namespace the
 * provider does not hold would fail in the browser.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import messages from '@/messages/nl.json';
import { PUBLIC_NAMESPACES, ROOT_NAMESPACES } from '@/lib/shared/i18n/client-namespaces';

const ROOT = process.cwd();
const CENTER = join(ROOT, 'app/[center]/[locale]');
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = join(ROOT, spec.slice(2));
  else if (spec.startsWith('.')) base = normalize(join(dirname(from), spec));
  else return null;
  for (const ext of ['', '.tsx', '.ts', '/index.tsx', '/index.ts']) {
    const file = base + ext;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** Namespaces used by client code reachable from `entries`. */
function clientNamespaces(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const namespaces = new Set<string>();
  const stack = entries.map((file) => ({ file, client: false }));
  while (stack.length) {
    const { file, client: parentClient } = stack.pop()!;
    const source = readFileSync(file, 'utf8');
    const client = parentClient || source.trimStart().startsWith("'use client'");
    const key = `${client}:${file}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (client) for (const m of source.matchAll(/useTranslations\(\s*'([^'.]+)/g)) namespaces.add(m[1]!);
    for (const m of source.matchAll(IMPORT)) {
      const target = resolve(file, m[1] ?? m[2]!);
      if (target) stack.push({ file: target, client });
    }
  }
  return namespaces;
}

describe('the messages handed to the browser', () => {
  it('hold every namespace the public pages’ client components use', () => {
    const used = clientNamespaces([
      join(CENTER, 'layout.tsx'),
      join(CENTER, 'error.tsx'),
      join(CENTER, 'not-found.tsx'),
      ...filesUnder(join(CENTER, '(public)')),
    ]);
    expect([...used].filter((ns) => !(PUBLIC_NAMESPACES as readonly string[]).includes(ns)).sort()).toEqual([]);
  });

  it('hold every namespace the root layout’s own client components use', () => {
    const used = clientNamespaces([
      join(CENTER, 'error.tsx'),
      join(CENTER, 'not-found.tsx'),
      join(ROOT, 'components/feedback/feedback-root.tsx'),
    ]);
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((ns) => !(ROOT_NAMESPACES as readonly string[]).includes(ns)).sort()).toEqual([]);
  });

  it('name namespaces that exist', () => {
    for (const ns of PUBLIC_NAMESPACES) expect(Object.keys(messages)).toContain(ns);
  });
});
