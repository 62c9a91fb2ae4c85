/**
 * Under Next.js the backend closes between Next's drain and its process.exit (server/shutdown.ts): after a signal,
 * the exit waits for the close; before a signal, exit is left alone.
 */
import { closeBeforeExit } from '@/server/shutdown';

const realExit = process.exit;
const exits: (number | string | null | undefined)[] = [];
let added: NodeJS.SignalsListener[] = [];

beforeAll(() => {
  process.exit = ((code?: number) => void exits.push(code)) as typeof process.exit;
});
afterAll(() => {
  process.exit = realExit;
  for (const listener of added) {
    process.removeListener('SIGTERM', listener);
    process.removeListener('SIGINT', listener);
  }
});

test('the exit Next calls after a signal waits until the backend has closed, once', async () => {
  const before = [...process.listeners('SIGTERM'), ...process.listeners('SIGINT')];
  let finishClose: () => void = () => {};
  let closes = 0;
  closeBeforeExit(
    () =>
      new Promise<void>((resolve) => {
        closes++;
        finishClose = resolve;
      }),
  );
  added = [...process.listeners('SIGTERM'), ...process.listeners('SIGINT')].filter((l) => !before.includes(l));

  process.exit(0);
  expect(exits).toEqual([0]);
  expect(closes).toBe(0);

  process.emit('SIGTERM', 'SIGTERM');
  process.exit(143);
  process.exit(143);
  expect(closes).toBe(1);
  expect(exits).toEqual([0]);
  finishClose();
  await new Promise((resolve) => setImmediate(resolve));
  expect(exits).toEqual([0, 143, 143]);
});
