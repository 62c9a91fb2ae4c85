/**
 * domain/ runs everywhere (backend, web server, browser, drizzle-kit): it may import only zod and other domain/
 * modules, by relative path so that tools without the "@/" alias can load it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../../../domain');
const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));

describe('domain/ imports', () => {
  it('has modules to check', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files)('%s imports only zod and domain/', (file) => {
    const source = readFileSync(join(root, file), 'utf8');
    const specifiers = [...source.matchAll(/(?:import|export)\s[^'"]*?from\s+'([^']+)'/g)].map((m) => m[1]);
    for (const specifier of specifiers) expect(specifier === 'zod' || specifier?.startsWith('./')).toBe(true);
  });
});
