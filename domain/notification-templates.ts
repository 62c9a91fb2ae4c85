/**
 * Notification templates, the periodic digest and failed mail (docs/domain.md#notification-templates,
 * docs/domain.md#periodic-digest): who may do what, the attributes' limits, and the digest's interest words. Pure:
 * the backend's policies and the web ask the same rules.
 */
import { z } from 'zod';
import { isCenterStaff, isSiteManager, type Holder } from './roles';
import { LOCALES } from './values';

/** center_superuser, content_manager and admin edit a center's mail texts (docs/domain.md#notification-templates). */
export const mayManageNotificationTemplates = (holder: Holder): boolean => isSiteManager(holder);

/** Failed mail names recipients and errors: center staff only (admin, center_superuser). */
export const mayViewFailedMail = (holder: Holder): boolean => isCenterStaff(holder);

export const MAX_TEMPLATE_NAME = 200;
export const MAX_TEMPLATE_SUBJECT = 300;
export const MAX_TEMPLATE_BODY = 10_000;
/** A rendered subject never grows beyond this (a very long value in a placeholder): one header line stays sane. */
export const MAX_RENDERED_SUBJECT = 400;

/** A mail template key: a word of letters, as the names in server/mail/templates.ts are. */
export const templateKeySchema = z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,63}$/);

export const notificationTemplateAttributesSchema = z.object({
  key: templateKeySchema,
  locale: z.enum(LOCALES),
  name: z.string().trim().min(1).max(MAX_TEMPLATE_NAME),
  subject: z.string().trim().min(1).max(MAX_TEMPLATE_SUBJECT),
  body: z.string().trim().min(1).max(MAX_TEMPLATE_BODY),
  active: z.boolean(),
});

/**
 * The periodic digest matches a pool profile's interests (domain/volunteer-pool.ts POOL_INTERESTS) to a vacancy's
 * tags and words by these Dutch and English words: vacancies have free tags, not the pool's value list.
 */
export const DIGEST_INTEREST_WORDS: Record<string, readonly string[]> = {
  care: ['zorg', 'mantelzorg', 'care', 'ziekenhuis'],
  children: ['kinderen', 'kind', 'children', 'jeugd'],
  youth: ['jongeren', 'jeugd', 'youth', 'tieners'],
  elderly: ['ouderen', 'senioren', 'elderly', 'seniors'],
  culture: ['cultuur', 'museum', 'theater', 'culture', 'kunst'],
  sports: ['sport', 'sports', 'voetbal', 'bewegen'],
  nature: ['natuur', 'tuin', 'groen', 'nature', 'garden'],
  animals: ['dieren', 'dierenasiel', 'animals'],
  education: ['onderwijs', 'school', 'huiswerk', 'education', 'bijles'],
  language: ['taal', 'taalmaatje', 'language', 'integratie'],
  events: ['evenement', 'evenementen', 'festival', 'events', 'kerstmarkt'],
  neighbourhood: ['buurt', 'burenhulp', 'wijk', 'buurthuis', 'neighbourhood'],
  administration: ['administratie', 'bestuur', 'administration', 'secretaris'],
  technology: ['computer', 'ict', 'technology', 'digitaal', 'website'],
};

/** The words to look for in new vacancies for these interests (none: the digest lists every new vacancy). */
export function digestWords(interests: readonly string[]): string[] {
  return [...new Set(interests.flatMap((i) => DIGEST_INTEREST_WORDS[i] ?? []))];
}

/** Vacancies listed in one digest; the mail's link opens the vacancy bank for the rest. */
export const DIGEST_MAX_LISTED = 10;

/** The great-circle distance in km, as server/geo/distance.ts computes it in SQL. */
export function greatCircleKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}
