/**
 * A minimal stand-in for next-intl's translator over the real message files: `{name}` arguments only, which is
 * all the forms messages use. (next-intl and use-intl ship ESM only, which this Jest setup cannot require.)
 */
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';

const catalogs = { en, nl } as const;

export function translator(locale: keyof typeof catalogs, namespace: string) {
  return (key: string, values: Record<string, string | number> = {}): string => {
    let template: unknown = catalogs[locale];
    for (const part of `${namespace}.${key}`.split('.')) template = isRecord(template) ? template[part] : undefined;
    if (typeof template !== 'string') throw new Error(`Missing message ${locale}:${namespace}.${key}`);
    return template.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (!(name in values)) throw new Error(`Missing value ${name} for ${namespace}.${key}`);
      return String(values[name]);
    });
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
