/**
 * The backend's translations come from the same messages/<locale>.json as the web's (namespaces
 * "api" and "mail"), so every user-facing string lives in one place, and are formatted by use-intl's
 * `createTranslator`, the formatter the web uses, so ICU plurals and selects read the same on both sides.
 */
import { createTranslator, IntlErrorCode } from 'use-intl/core';
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';
import type { Locale } from '@/domain/values';

type Catalogs = Record<Locale, Record<string, unknown>>;

const catalogs: Catalogs = { en, nl };

export type Translate = (key: string, params?: Record<string, string | number>) => string;

type Fallback = (key: string, params: Record<string, string> | undefined) => string;

function formatter(sources: Catalogs, locale: Locale, fallback: Fallback): Translate {
  // A missing message falls back (to English, then to the key itself); a message missing one of its arguments
  // keeps the placeholder. Neither is an error worth a log line on the server.
  let current: Record<string, string> | undefined;
  const translate = createTranslator({
    locale,
    messages: sources[locale],
    onError: () => {},
    getMessageFallback: ({ key, namespace, error }) => {
      const path = namespace ? `${namespace}.${key}` : key;
      if (error.code === IntlErrorCode.FORMATTING_ERROR) {
        const raw = lookup(sources[locale], path);
        if (typeof raw === 'string') return raw.replace(/\{(\w+)\}/g, (match, name: string) => current?.[name] ?? match);
      }
      return fallback(path, current);
    },
  });
  return (key, params) => {
    // Numbers are passed as text: limits read "1000" as they always have, not a locale's "1.000"; plural rules
    // still select on them.
    current = params ? Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])) : undefined;
    try {
      return (translate as unknown as (key: string, values?: Record<string, string>) => string)(key, current);
    } finally {
      current = undefined;
    }
  };
}

const cached = new Map<Locale, Translate>();

/** `sources` is for tests; the backend always uses the message files. */
export function translator(locale: Locale, sources: Catalogs = catalogs): Translate {
  if (sources === catalogs && cached.has(locale)) return cached.get(locale)!;
  const english = formatter(sources, 'en', (key) => key);
  const translate = locale === 'en' ? english : formatter(sources, locale, (key, params) => english(key, params));
  if (sources === catalogs) cached.set(locale, translate);
  return translate;
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
