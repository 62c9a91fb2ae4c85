/**
 * Counting the searched words of the vacancy bank (docs/domain.md#analytics): called by GET /vacancies/search.
 * Only the first page of a real text search counts (turning pages is the same search), only its normalized words
 * (domain/analytics.ts searchTermsOf), and crawlers not at all. A failure of the counter never fails the search.
 */
import type { Context } from 'hono';
import { isbot } from 'isbot';
import { localDate, searchTermsOf } from '@/domain/analytics';
import type { AppEnv } from '../../context';
import { log } from '../../log';
import { countSearchTerms } from './service';

export async function countVacancySearch(c: Context<AppEnv>, query: string | undefined, pageNumber: number): Promise<void> {
  if (!query || pageNumber !== 1 || isbot(c.req.header('user-agent') ?? '')) return;
  const terms = searchTermsOf(query);
  if (!terms.length) return;
  const { db, now, logger } = c.get('deps');
  try {
    await countSearchTerms(db, c.get('scope').center.id, localDate(now()), terms);
  } catch (error) {
    (logger ?? log()).warn({ err: error instanceof Error ? error.message : String(error) }, 'search terms not counted');
  }
}
