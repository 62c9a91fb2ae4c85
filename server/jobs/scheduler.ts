/**
 * The backend's periodic jobs, started once per process by server/runtime.ts (never by tests, which call the
 * jobs directly). Each run is awaited before the next may start, and a failing run is logged, not fatal.
 */
import type { Database } from '../db/client';
import { expireVacancies } from './expire-vacancies';
import { reportError } from '../log';

export const JOB_INTERVAL_MS = 5 * 60_000;

export interface JobDeps {
  db: Database;
  now: () => Date;
  invalidate?: (tags: string[]) => void;
  log?: (message: string) => void;
}

export async function runJobs(deps: JobDeps): Promise<void> {
  const result = await expireVacancies(deps.db, deps.now());
  if (result.expired.length) {
    const centers = [...new Set(result.expired.map((v) => v.volunteerCenterId))];
    deps.invalidate?.([...centers.map((id) => `vacancies:${id}`), ...result.expired.map((v) => `vacancy:${v.id}`)]);
    deps.log?.(`[jobs] expired ${result.expired.length} vacancies`);
  }
}

/**
 * Runs `run` now and every interval, never two runs at a time; a failing run is reported, not fatal. Returns a stop
 * function that resolves once a run in progress has ended (shutdown closes the database after it). The timer does
 * not keep the process alive.
 */
export function every(intervalMs: number, name: string, run: () => Promise<unknown>): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= run()
      .then(() => undefined)
      .catch((error: unknown) => reportError(error, `${name} failed`))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref?.();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** The vacancy jobs now and every interval (server/runtime.ts); see `every`. */
export function startScheduler(deps: JobDeps, intervalMs = JOB_INTERVAL_MS): () => Promise<void> {
  return every(intervalMs, 'scheduled job', () => runJobs(deps));
}
