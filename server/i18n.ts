/**
 * The backend's translations come from the same messages/<locale>.json as the web's (namespaces
 * "api" and "mail"), so every user-facing string lives in one place.
 */
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';
import type { Locale } from './db/schema/enums';

const catalogs: Record<Locale, unknown> = { en, nl };

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export function translator(locale: Locale): Translate {
  return (key, params) => {
    const value = lookup(catalogs[locale], key) ?? lookup(catalogs.en, key);
    if (typeof value !== 'string') return key;
    return value.replace(/\{(\w+)\}/g, (match, name: string) =>
      params && name in params ? String(params[name]) : match,
    );
  };
}

function lookup(tree: unknown, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** Accept-Language "en-US,en;q=0.9,nl;q=0.8" -> the best supported locale, Dutch by default. */
export function negotiateLocale(header: string | null | undefined): Locale {
  if (!header) return 'nl';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { lang: tag.trim().toLowerCase().slice(0, 2), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { lang } of ranked) if (lang === 'nl' || lang === 'en') return lang;
  return 'nl';
}
