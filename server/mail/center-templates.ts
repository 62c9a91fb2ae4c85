/**
 * A center's own mail texts (docs/domain.md#notification-templates). Rendered by Mustache, a logic-less template
 * library (docs/decisions.md, "Notification templates: Mustache"): a template can print the mail's named values and
 * show a part when one is set, nothing else. It gets one flat, prototype-less object of strings, the mail's params,
 * no partials and no functions, so it can neither run code nor reach data it was not given.
 *
 * The keys and their placeholders come from the built-in texts (messages mail.<key>.* in nl and en): a mail another
 * feature adds to server/mail/templates.ts with its messages is listed here without a registry.
 */
import Mustache from 'mustache';
import { and, eq } from 'drizzle-orm';
import { MAX_RENDERED_SUBJECT } from '@/domain/notification-templates';
import { LOCALES, type Locale } from '@/domain/values';
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';
import type { Executor } from '../db/client';
import { notificationTemplates } from '../db/schema';
import { translator } from '../i18n';
import type { CustomText, MailParams, MailTemplate } from './templates';

// Templates are parsed per render: a cache keyed by template text would grow with every edit.
Mustache.templateCache = undefined;

/** Every mail carries these (server/mail/templates.ts MailParams). */
export const COMMON_PLACEHOLDERS = ['name', 'appName', 'actionUrl'] as const;

type MailCatalog = Record<string, unknown>;
const catalogs: Record<Locale, MailCatalog> = { nl: nl.mail as MailCatalog, en: en.mail as MailCatalog };

const isMailEntry = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>).subject === 'string';

/** Every mail the product sends: each `mail.<key>` of the Dutch messages that has a subject, in file order. */
export function mailTemplateKeys(): MailTemplate[] {
  return Object.entries(catalogs.nl)
    .filter(([, value]) => isMailEntry(value))
    .map(([key]) => key as MailTemplate);
}

export const isMailTemplateKey = (key: string): key is MailTemplate => isMailEntry(catalogs.nl[key]);

/** The ICU argument names of a message: `{vacancy}`, `{count, plural, …}` and those inside a plural's branches. */
export function icuArguments(message: string): string[] {
  return [...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1]!);
}

/** A readable name for a key in a language: its label in messages, else the key itself (a mail added later). */
export function keyLabel(key: string, locale: Locale): string {
  const path = `notificationTemplates.keys.${key}`;
  const label = translator(locale)(path);
  return label === path ? key : label;
}

/** The named values a key's mail has: the common ones and every argument of its built-in texts, in both languages. */
export function placeholdersOf(key: string): string[] {
  const names = new Set<string>(COMMON_PLACEHOLDERS);
  for (const locale of LOCALES) {
    const entry = catalogs[locale][key];
    if (!isMailEntry(entry)) continue;
    for (const text of Object.values(entry)) if (typeof text === 'string') for (const name of icuArguments(text)) names.add(name);
  }
  return [...names];
}

/**
 * The built-in text as a Mustache template, the starting point of a new center template: every `{name}` becomes
 * `{{name}}`. Greeting, introduction, closing hint and closing make the body; the action button is added by the layout.
 */
export function builtInTemplate(key: MailTemplate, locale: Locale): CustomText {
  const t = translator(locale);
  const params = Object.fromEntries(placeholdersOf(key).map((name) => [name, `{{${name}}}`]));
  const ownIgnore = `mail.${key}.ignore`;
  const ignore = t(ownIgnore, params) === ownIgnore ? t('mail.ignore', params) : t(ownIgnore, params);
  const body = [t('mail.greeting', params), t(`mail.${key}.intro`, params), ignore, t('mail.closing', params)].join('\n\n');
  return { subject: t(`mail.${key}.subject`, params), body };
}

export type TemplateProblem =
  | { code: 'templateSyntax'; params: { message: string } }
  | { code: 'templateUnknownPlaceholder'; params: { placeholder: string } }
  | { code: 'templatePartial'; params: { placeholder: string } };

type Token = [string, string, number, number, Token[]?, ...unknown[]];

/** Why a template text cannot be used, or null: it parses and names only the key's placeholders. */
export function templateProblem(text: string, placeholders: readonly string[]): TemplateProblem | null {
  let tokens: Token[];
  try {
    tokens = Mustache.parse(text) as unknown as Token[];
  } catch (error) {
    return { code: 'templateSyntax', params: { message: error instanceof Error ? error.message.slice(0, 200) : 'syntax' } };
  }
  const allowed = new Set(placeholders);
  const walk = (list: Token[]): TemplateProblem | null => {
    for (const [type, value, , , children] of list) {
      if (type === '>') return { code: 'templatePartial', params: { placeholder: value } };
      if (['name', '&', '#', '^'].includes(type) && !allowed.has(value))
        return { code: 'templateUnknownPlaceholder', params: { placeholder: value.slice(0, 100) } };
      if (children) {
        const inner = walk(children);
        if (inner) return inner;
      }
    }
    return null;
  };
  return walk(tokens);
}

/** Only the key's placeholders, as strings, on an object without a prototype: `{{constructor}}` finds nothing. */
function viewOf(params: MailParams, placeholders: readonly string[]): Record<string, string> {
  const view = Object.create(null) as Record<string, string>;
  for (const name of placeholders) {
    const value = params[name];
    if (value !== undefined && value !== null) view[name] = String(value);
  }
  return view;
}

/** Plain text out: the HTML part escapes the result as a whole (server/mail/templates.ts renderCustomLayout). */
const render = (text: string, view: Record<string, string>) => Mustache.render(text, view, {}, { escape: (value: string) => value });

/** A template's subject and body with the mail's params. The subject is one line of bounded length. */
export function renderTemplate(template: CustomText, key: string, params: MailParams): CustomText {
  const placeholders = placeholdersOf(key);
  const view = viewOf(params, placeholders);
  const subject = render(template.subject, view).replace(/\s+/g, ' ').trim();
  return {
    subject: subject.length > MAX_RENDERED_SUBJECT ? `${subject.slice(0, MAX_RENDERED_SUBJECT - 1)}…` : subject,
    body: render(template.body, view),
  };
}

/** The center's active template for a mail in a language, rendered; undefined: the built-in text is sent. */
export async function centerText(
  executor: Executor,
  mail: { volunteerCenterId: number | null; template: MailTemplate; locale: Locale; params: MailParams },
  /** A batch's lookups by (center, key, locale): a job's 200 mails of one kind read the template once. */
  cache?: Map<string, Promise<CustomText | undefined>>,
): Promise<CustomText | undefined> {
  const centerId = mail.volunteerCenterId;
  if (centerId === null) return undefined;
  const cacheKey = `${centerId}:${mail.template}:${mail.locale}`;
  let found = cache?.get(cacheKey);
  if (!found) {
    found = activeTemplate(executor, centerId, mail.template, mail.locale);
    cache?.set(cacheKey, found);
  }
  const row = await found;
  if (!row) return undefined;
  // Saved templates were checked (templateProblem); one that still fails to render (a placeholder the built-in
  // text no longer has) must not lose the mail: the built-in text goes instead.
  try {
    return renderTemplate(row, mail.template, mail.params);
  } catch {
    return undefined;
  }
}

async function activeTemplate(executor: Executor, centerId: number, key: MailTemplate, locale: Locale): Promise<CustomText | undefined> {
  const [row] = await executor
    .select({ subject: notificationTemplates.subject, body: notificationTemplates.body })
    .from(notificationTemplates)
    .where(
      and(
        eq(notificationTemplates.volunteerCenterId, centerId),
        eq(notificationTemplates.key, key),
        eq(notificationTemplates.locale, locale),
        eq(notificationTemplates.active, true),
      ),
    )
    .limit(1);
  return row;
}
