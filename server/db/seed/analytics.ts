/**
 * Demo data for /analytics/index-2 (docs/domain.md#analytics): page views of the demo center's public pages and
 * searched words of its vacancy bank over the last 120 days, so the public site view has figures before anyone has
 * browsed. Counts follow a fixed pattern (weekdays busier than weekends), no randomness. Idempotent: nothing is added
 * when the center has counted page views already.
 */
import { eq, sql } from 'drizzle-orm';
import { localDate } from '@/domain/analytics';
import { addDays, weekdayOf } from '@/domain/dates';
import type { Executor } from '../client';
import { analyticsPageViews, analyticsSearchTerms, volunteerCenters } from '../schema';

const DAYS = 120;

const PATHS: [path: string, weight: number][] = [
  ['/', 40],
  ['/vacancies/search', 28],
  ['/sociale-kaart', 12],
  ['/nieuws', 6],
  ['/een-op-een-hulp', 5],
  ['/partners', 3],
  ['/activiteitenkalender', 4],
  ['/en', 5],
];

const TERMS: [term: string, weight: number][] = [
  ['voedselbank', 9],
  ['ouderen', 7],
  ['taalmaatje', 6],
  ['chauffeur', 4],
  ['tuin', 3],
  ['kinderen', 5],
  ['koken', 2],
  ['sport', 2],
];

export async function seedAnalyticsDemo(db: Executor, now = new Date()): Promise<void> {
  const [center] = await db.select({ id: volunteerCenters.id }).from(volunteerCenters).where(eq(volunteerCenters.slug, 'demo')).limit(1);
  if (!center) return;
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(analyticsPageViews)
    .where(eq(analyticsPageViews.volunteerCenterId, center.id));
  if (Number(n) > 0) return;
  const views: (typeof analyticsPageViews.$inferInsert)[] = [];
  const terms: (typeof analyticsSearchTerms.$inferInsert)[] = [];
  // Calendar days back from today's Dutch date: stepping the moment by 24 hours gave one date twice (and skipped
  // one) around a daylight-saving change when the seed ran late in the evening, and the insert then failed.
  const today = localDate(now);
  for (let i = DAYS; i >= 1; i--) {
    const day = addDays(today, -i);
    const weekday = weekdayOf(day);
    // Busier on weekdays, and slowly growing towards today.
    const factor = (weekday === 0 || weekday === 6 ? 0.5 : 1) * (1 + (DAYS - i) / DAYS);
    for (const [path, weight] of PATHS)
      views.push({ volunteerCenterId: center.id, day, path, count: Math.max(1, Math.round(weight * factor)) });
    for (const [term, weight] of TERMS) {
      const count = Math.round(((weight * factor) / 2) * ((i % 3) + 1) * 0.5);
      if (count > 0) terms.push({ volunteerCenterId: center.id, day, term, count });
    }
  }
  for (let i = 0; i < views.length; i += 500) await db.insert(analyticsPageViews).values(views.slice(i, i + 500));
  for (let i = 0; i < terms.length; i += 500) await db.insert(analyticsSearchTerms).values(terms.slice(i, i + 500));
}
