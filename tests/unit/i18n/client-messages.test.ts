/**
 * The public layout hands the browser only PUBLIC_NAMESPACES (lib/server/i18n/client-messages.tsx). This follows the
 * imports from the public pages and the root layout and collects every namespace a client component (a 'use client'
 * module, and whatever it imports) passes to useTranslations: a client component that asked for a namespace the
 * provider does not hold would fail in the browser.
 */
import { join } from 'node:path';
import messages from '@/messages/nl.json';
import { PUBLIC_NAMESPACES, ROOT_NAMESPACES, pickMessages } from '@/lib/shared/i18n/client-namespaces';
import { ROOT, clientModules, filesUnder } from '../../support/client-imports';

const CENTER = join(ROOT, 'app/[center]/[locale]');

/** Namespaces (or parts of one: 'shifts.picker') that client code reachable from `entries` passes to useTranslations. */
function clientNamespaces(entries: string[]): Set<string> {
  const namespaces = new Set<string>();
  for (const { source } of clientModules(entries)) for (const m of source.matchAll(/useTranslations\(\s*'([^']+)'/g)) namespaces.add(m[1]!);
  return namespaces;
}

/** The uses no handed-over path covers: 'shifts.picker' covers 'shifts.picker' and 'shifts.picker.x', not 'shifts'. */
const uncovered = (used: Set<string>, handed: readonly string[]) =>
  [...used].filter((ns) => !handed.some((path) => ns === path || ns.startsWith(`${path}.`))).sort();

describe('the messages handed to the browser', () => {
  it('hold every namespace the public pages’ client components use', () => {
    const used = clientNamespaces([
      join(CENTER, 'layout.tsx'),
      join(CENTER, 'error.tsx'),
      join(CENTER, 'not-found.tsx'),
      ...filesUnder(join(CENTER, '(public)')),
    ]);
    expect(uncovered(used, PUBLIC_NAMESPACES)).toEqual([]);
  });

  it('hold every namespace the root layout’s own client components use', () => {
    const used = clientNamespaces([
      join(CENTER, 'error.tsx'),
      join(CENTER, 'not-found.tsx'),
      join(ROOT, 'components/feedback/feedback-root.tsx'),
    ]);
    expect(used.size).toBeGreaterThan(0);
    expect(uncovered(used, ROOT_NAMESPACES)).toEqual([]);
  });

  it('name messages that exist', () => {
    const picked = pickMessages(messages, PUBLIC_NAMESPACES);
    for (const path of PUBLIC_NAMESPACES)
      expect(path.split('.').reduce<unknown>((m, key) => (m as Record<string, unknown>)?.[key], picked)).toBeDefined();
  });

  it('hand over the named parts only, each at its own place', () => {
    const source = { shifts: { picker: { title: 'T' }, manager: { title: 'M' } }, theme: { modes: { dark: 'D' } }, api: { x: 'X' } };
    expect(pickMessages(source, ['shifts.picker', 'theme', 'unknown.part'])).toEqual({
      shifts: { picker: { title: 'T' } },
      theme: { modes: { dark: 'D' } },
    });
  });

  it('leave out the whole of a namespace the public pages use only a part of', () => {
    const picked = pickMessages(messages, PUBLIC_NAMESPACES) as Record<string, Record<string, unknown>>;
    expect(Object.keys(picked.shifts!)).toEqual(['picker']);
    expect(Object.keys(picked.analytics!)).toEqual(['consent']);
  });
});
