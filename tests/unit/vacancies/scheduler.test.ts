/** The job scheduler: runs at once and every interval, never two runs at a time, survives a failing run, stops cleanly. */
import type { Database } from '@/server/db/client';
import { expireVacancies } from '@/server/jobs/expire-vacancies';
import { runJobs, startScheduler } from '@/server/jobs/scheduler';
import { setErrorReporter } from '@/server/log';

jest.mock('@/server/jobs/expire-vacancies', () => ({ expireVacancies: jest.fn() }));
const expire = expireVacancies as jest.MockedFunction<typeof expireVacancies>;
const db = {} as Database;

beforeEach(() => {
  jest.useFakeTimers();
  expire.mockReset();
});
afterEach(() => jest.useRealTimers());

test('runs at start and every interval until stopped', async () => {
  expire.mockResolvedValue({ ran: true, expired: [] });
  const stop = startScheduler({ db, now: () => new Date() }, 1000);
  await jest.advanceTimersByTimeAsync(0);
  expect(expire).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(3000);
  expect(expire).toHaveBeenCalledTimes(4);
  await stop();
  await jest.advanceTimersByTimeAsync(5000);
  expect(expire).toHaveBeenCalledTimes(4);
});

test('stop resolves only after the run in progress has ended (shutdown closes the database after it)', async () => {
  let finish: () => void = () => {};
  expire.mockImplementation(() => new Promise((resolve) => (finish = () => resolve({ ran: true, expired: [] }))));
  const stop = startScheduler({ db, now: () => new Date() }, 1000);
  await jest.advanceTimersByTimeAsync(0);
  let stopped = false;
  const stopping = stop().then(() => (stopped = true));
  await jest.advanceTimersByTimeAsync(0);
  expect(stopped).toBe(false);
  finish();
  await stopping;
  expect(stopped).toBe(true);
  expect(expire).toHaveBeenCalledTimes(1);
});

test('a slow run is not overlapped by the next tick', async () => {
  let finish: () => void = () => {};
  expire.mockImplementation(() => new Promise((resolve) => (finish = () => resolve({ ran: true, expired: [] }))));
  const stop = startScheduler({ db, now: () => new Date() }, 1000);
  await jest.advanceTimersByTimeAsync(2500);
  expect(expire).toHaveBeenCalledTimes(1);
  finish();
  await jest.advanceTimersByTimeAsync(1000);
  expect(expire).toHaveBeenCalledTimes(2);
  const stopping = stop();
  finish();
  await stopping;
});

test('a failing run is reported and the next one still happens', async () => {
  const reported: unknown[] = [];
  setErrorReporter((error) => reported.push(error));
  expire.mockRejectedValueOnce(new Error('database away')).mockResolvedValue({ ran: true, expired: [] });
  const stop = startScheduler({ db, now: () => new Date() }, 1000);
  await jest.advanceTimersByTimeAsync(1000);
  expect(reported).toEqual([new Error('database away')]);
  expect(expire).toHaveBeenCalledTimes(2);
  await stop();
  setErrorReporter(undefined);
});

test('expired vacancies drop the cached pages of their centers', async () => {
  expire.mockResolvedValue({
    ran: true,
    expired: [
      { id: 5, volunteerCenterId: 2 },
      { id: 6, volunteerCenterId: 2 },
    ],
  });
  const invalidate = jest.fn();
  await runJobs({ db, now: () => new Date(), invalidate });
  expect(invalidate).toHaveBeenCalledWith(['vacancies:2', 'vacancy:5', 'vacancy:6']);
});
