/**
 * The public layout hands the browser only PUBLIC_NAMESPACES (lib/server/i18n/client-messages.tsx). This follows the
 * imports from the public pages and the root layout and collects every namespace a client component (a 'use client'
 * module, and whatever it imports) passes to useTranslations: a client component that asked for a namespace the
 * provider does not hold would fail in the browser.
 */
import { join } from 'node:path';
import messages from '@/messages/nl.json';
import { PUBLIC_NAMESPACES, ROOT_NAMESPACES } from '@/lib/shared/i18n/client-namespaces';
import { ROOT, clientModules, filesUnder } from '../../support/client-imports';

const CENTER = join(ROOT, 'app/[center]/[locale]');

/** Namespaces used by client code reachable from `entries`. */
function clientNamespaces(entries: string[]): Set<string> {
  const namespaces = new Set<string>();
  for (const { source } of clientModules(entries)) for (const m of source.matchAll(/useTranslations\(\s*'([^'.]+)/g)) namespaces.add(m[1]!);
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
