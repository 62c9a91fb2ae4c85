/**
 * Analytics (docs/domain.md#analytics): who sees which figures, the periods they cover, and the two first-party
 * counters (searched words of the vacancy bank, page views of the public pages) with the rules that keep them free
 * of personal data. The backend's analytics resource and the web's /analytics screens ask the same rules.
 */
import { z } from 'zod';
import { isCenterStaff, organizationsWithRole, type Holder } from './roles';

/** Center staff see the whole center's figures. */
export const mayViewCenterAnalytics = (viewer: Holder): boolean => isCenterStaff(viewer);

/** An organization superuser sees the figures of their own organizations (of one of them when `organizationId` is given). */
export function mayViewOrganizationAnalytics<Id>(viewer: Holder<Id>, organizationId?: Id): boolean {
  const own = organizationsWithRole(viewer, 'organization_superuser');
  return organizationId === undefined ? own.length > 0 : own.includes(organizationId);
}

/** Either view: the /analytics screens and the analytics API open for these viewers. */
export const mayViewAnalytics = (viewer: Holder): boolean => mayViewCenterAnalytics(viewer) || mayViewOrganizationAnalytics(viewer);

/**
 * Whose figures a viewer gets: null = the whole center (staff), otherwise the organizations they superuse (an empty
 * list for anyone else, who is refused before).
 */
export function analyticsOrganizationScope<Id>(viewer: Holder<Id>): Id[] | null {
  if (mayViewCenterAnalytics(viewer)) return null;
  return organizationsWithRole(viewer, 'organization_superuser');
}

// ── Periods ─────────────────────────────────────────────────────────────────────────────────────────────────

/** The presets of the period selector; `custom` takes its own from and to. */
export const ANALYTICS_PRESETS = ['7d', '30d', '90d', '12m', 'ytd'] as const;
export type AnalyticsPreset = (typeof ANALYTICS_PRESETS)[number];

/** The longest period one report covers (two years plus a leap day), and so its comparison period too. */
export const ANALYTICS_MAX_DAYS = 731;

/** Calendar days are those of the Netherlands: a search at 00:30 in Amsterdam counts for that day, not the UTC one. */
export const ANALYTICS_TIME_ZONE = 'Europe/Amsterdam';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const isoDate = z
  .string()
  .regex(ISO_DATE)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s));

const DAY_MS = 86_400_000;
const toDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const fromDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The calendar date (YYYY-MM-DD) of a moment in the analytics time zone. */
// Made once: building an Intl.DateTimeFormat costs about 0.4 ms, and this runs on every search and page view.
const DUTCH_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: ANALYTICS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

export function localDate(moment: Date): string {
  return DUTCH_DAY.format(moment);
}

export interface Period {
  /** First day, inclusive. */
  from: string;
  /** Last day, inclusive. */
  to: string;
}

/** Days in a period, both ends counted. */
export const periodDays = (p: Period): number => toDay(p.to) - toDay(p.from) + 1;

/** The period of the same length just before (the comparison of every figure). */
export function previousPeriod(p: Period): Period {
  const days = periodDays(p);
  return { from: fromDay(toDay(p.from) - days), to: fromDay(toDay(p.from) - 1) };
}

/** A preset's period, ending today. */
export function presetPeriod(preset: AnalyticsPreset, today: string): Period {
  const end = toDay(today);
  switch (preset) {
    case '7d':
      return { from: fromDay(end - 6), to: today };
    case '30d':
      return { from: fromDay(end - 29), to: today };
    case '90d':
      return { from: fromDay(end - 89), to: today };
    case '12m':
      return { from: fromDay(end - 364), to: today };
    case 'ytd':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** A valid period: from not after to, at most ANALYTICS_MAX_DAYS long. */
export const isValidPeriod = (p: Period): boolean => p.from <= p.to && periodDays(p) <= ANALYTICS_MAX_DAYS;

export const ANALYTICS_BUCKETS = ['day', 'week', 'month'] as const;
export type AnalyticsBucket = (typeof ANALYTICS_BUCKETS)[number];

/** The steps of the time series: days up to two months, weeks up to half a year, months beyond. */
export function bucketFor(p: Period): AnalyticsBucket {
  const days = periodDays(p);
  return days <= 62 ? 'day' : days <= 186 ? 'week' : 'month';
}

/**
 * The first day of every step of a period, in order (weeks start on Monday, ISO; the first and last steps may be
 * cut by the period's ends). The backend fills the steps without events with zero, so chart and table show them.
 */
export function bucketStarts(p: Period, bucket: AnalyticsBucket): string[] {
  const out: string[] = [];
  const first = toDay(p.from);
  const last = toDay(p.to);
  const start = (day: number) => {
    if (bucket === 'day') return day;
    if (bucket === 'week') return day - ((new Date(day * DAY_MS).getUTCDay() + 6) % 7);
    const d = new Date(day * DAY_MS);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / DAY_MS;
  };
  let day = start(first);
  while (day <= last) {
    out.push(fromDay(day));
    if (bucket === 'day') day += 1;
    else if (bucket === 'week') day += 7;
    else {
      const d = new Date(day * DAY_MS);
      day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) / DAY_MS;
    }
  }
  return out;
}

/** The vacancy figures over time, by the moment that makes each: created, published_at, filled (its last change), expires_at. */
export const VACANCY_FIGURES = ['posted', 'published', 'filled', 'expired'] as const;
export type VacancyFigure = (typeof VACANCY_FIGURES)[number];

// ── Searched words ──────────────────────────────────────────────────────────────────────────────────────────

/** A counted word is 2 to 40 letters or digits; at most this many words of one search count. */
export const SEARCH_TERM_LENGTH = { min: 2, max: 40 } as const;
export const SEARCH_TERMS_PER_QUERY = 5;

/** Words that say nothing about what people look for (the search ignores them too). */
const STOP_WORDS = new Set([
  'de',
  'het',
  'een',
  'en',
  'van',
  'in',
  'op',
  'te',
  'met',
  'voor',
  'bij',
  'of',
  'the',
  'a',
  'an',
  'and',
  'or',
  'to',
  'for',
  'with',
  'at',
]);

/**
 * The words of a search as they are counted: lower case, accents kept, split on anything but letters and digits,
 * stop words and too short or too long words dropped, each word once, at most SEARCH_TERMS_PER_QUERY. Nothing of
 * the searcher is part of it (docs/decisions.md, "Counting without personal data").
 */
export function searchTermsOf(query: string): string[] {
  const words = query
    .normalize('NFKC')
    .toLocaleLowerCase('nl')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= SEARCH_TERM_LENGTH.min && w.length <= SEARCH_TERM_LENGTH.max && !STOP_WORDS.has(w));
  return [...new Set(words)].slice(0, SEARCH_TERMS_PER_QUERY);
}

// ── Page views ──────────────────────────────────────────────────────────────────────────────────────────────

export const PAGE_PATH_MAX = 200;
const PAGE_PATH = /^\/(?:[a-z0-9\-._~%]+\/?)*$/i;
/** Paths that are never public pages: the API, the web's own routes, the signed-in workplace's sign-in screens. */
const NOT_PUBLIC = /^\/(?:en\/)?(?:api|bff|auth|_next|uploads)(?:\/|$)/i;

/**
 * The counted form of a public page's path, or null when it is no countable path: no query or fragment (they can
 * carry personal data), at most PAGE_PATH_MAX characters, only path characters, no trailing slash.
 */
export function countablePath(path: unknown): string | null {
  if (typeof path !== 'string' || path.length === 0 || path.length > PAGE_PATH_MAX) return null;
  if (!PAGE_PATH.test(path) || path.includes('//') || NOT_PUBLIC.test(path)) return null;
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The beacon's body: just the path. */
export const pageViewSchema = z.object({ path: z.string().max(PAGE_PATH_MAX) });

/** How many page views one client address may report per minute (rate limit of the beacon). */
export const PAGE_VIEW_LIMIT = { limit: 60, windowMs: 60_000 } as const;
