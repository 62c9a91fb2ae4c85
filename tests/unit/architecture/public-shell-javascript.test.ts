/**
 * The shell of every public page (the root and public layouts, their error and not-found screens) runs in the browser
 * of every visitor, so its client components keep to small libraries (issue 14 §5, docs/benchmarks.md "Public pages").
 * A value list or constant that a client component needs lives in a module without zod schemas (domain/values.ts,
 * domain/analytics-consent.ts, lib/shared/theme/shape.ts): one import of a module that makes a schema at its top put
 * all of zod, about 36 kB gzip, in the first load of every public page. The Radix dialog and dropdown (another 36 kB)
 * come by dynamic import when a visitor reaches for a menu or panel.
 */
import { join } from 'node:path';
import { ROOT, clientModules } from '../../support/client-imports';

const CENTER = join(ROOT, 'app/[center]/[locale]');
const SHELL = [join(CENTER, 'layout.tsx'), join(CENTER, '(public)/layout.tsx'), join(CENTER, 'error.tsx'), join(CENTER, 'not-found.tsx')];

/** Libraries for forms, data fetching, editors, charts and maps: only the screens that use them may load them. */
const HEAVY = ['zod', 'react-hook-form', '@hookform/resolvers', '@tanstack/react-query', '@tiptap/', 'recharts', 'maplibre-gl'];

it('loads no form, data, editor, chart or map library in the public shell', () => {
  const modules = clientModules(SHELL);
  expect(modules.length).toBeGreaterThan(5);
  expect(offenders(modules, HEAVY)).toEqual([]);
});

it('fetches the Radix dialog and dropdown only when a visitor reaches for a menu or panel', () => {
  // components/shell/load-on-intent.ts and sheet.tsx: plain buttons first, the Radix parts by dynamic import.
  const modules = clientModules(SHELL, { lazy: false });
  expect(offenders(modules, ['@radix-ui/'])).toEqual([]);
  // ... and they are still there to be fetched.
  expect(offenders(clientModules(SHELL), ['@radix-ui/']).length).toBeGreaterThan(0);
});

function offenders(modules: ReturnType<typeof clientModules>, libraries: string[]): string[] {
  return modules.flatMap(({ file, packages }) =>
    packages
      .filter((p) => libraries.some((h) => p === h || p.startsWith(h.endsWith('/') ? h : `${h}/`)))
      .map((p) => `${file.slice(ROOT.length + 1)} imports ${p}`),
  );
}
