/**
 * Follows the static imports of the app's own modules (the `@/` alias and relative paths) from a set of entry files, and
 * tells which of the modules reached run in the browser: a 'use client' module and whatever it imports. Used by the
 * unit tests that check what the public pages hand the browser (messages, libraries).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

export const ROOT = process.cwd();

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

export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

export interface ClientModule {
  file: string;
  source: string;
  /** Import specifiers that are not the app's own modules (packages). */
  packages: string[];
}

/**
 * Every browser-side module reachable from `entries`, each once. With `{ lazy: false }` a dynamic `import()` of a
 * client module is not followed: the bundler puts it in a chunk of its own, fetched when the code runs, not with the
 * page.
 */
export function clientModules(entries: string[], { lazy = true }: { lazy?: boolean } = {}): ClientModule[] {
  const seen = new Set<string>();
  const found = new Map<string, ClientModule>();
  const stack = entries.map((file) => ({ file, client: false }));
  while (stack.length) {
    const { file, client: parentClient } = stack.pop()!;
    const source = readFileSync(file, 'utf8');
    const client = parentClient || source.trimStart().startsWith("'use client'");
    const key = `${client}:${file}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // A 'use server' module reaches the browser as a reference to call, not as code.
    if (client && source.trimStart().startsWith("'use server'")) continue;
    const packages: string[] = [];
    for (const m of source.matchAll(IMPORT)) {
      if (client && !lazy && m[2]) continue;
      const spec = (m[1] ?? m[2])!;
      const target = resolve(file, spec);
      if (target) stack.push({ file: target, client });
      else packages.push(spec);
    }
    if (client) found.set(file, { file, source, packages });
  }
  return [...found.values()];
}
