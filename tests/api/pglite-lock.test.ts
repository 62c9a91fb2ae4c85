/**
 * The PGlite data-directory lock (server/db/pglite-lock.ts): a second opener is refused with a message naming the
 * folder and the holder, close releases it, and a lock left by a process that is gone is taken over at once.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@/server/db/client';
import { DataDirectoryLockedError } from '@/server/db/pglite-lock';
import { log } from '@/server/log';

let root: string;
beforeAll(() => (root = mkdtempSync(path.join(tmpdir(), 'pglite-lock-'))));
afterAll(() => rmSync(root, { recursive: true, force: true }));

jest.setTimeout(120_000);

test('a second opener of the same folder is refused with the folder and the holder named; close releases it', async () => {
  const dir = path.join(root, 'shared');
  const first = await openDatabase({ pgliteDir: dir });
  const refused = await openDatabase({ pgliteDir: dir }).then(
    () => null,
    (error: unknown) => error,
  );
  expect(refused).toBeInstanceOf(DataDirectoryLockedError);
  expect((refused as Error).message).toContain(`The PGlite data directory ${dir} is in use by process ${process.pid} on ${hostname()}`);
  await first.close();
  expect(existsSync(`${dir}.lock`)).toBe(false);
  const again = await openDatabase({ pgliteDir: dir });
  await again.close();
  await again.close();
});

test('the lock of a crashed process (its pid gone on this host) is taken over at once', async () => {
  const dir = path.join(root, 'crashed');
  mkdirSync(dir, { recursive: true });
  const gone = spawnSync(process.execPath, ['-e', 'process.pid']).pid;
  mkdirSync(`${dir}.lock`);
  writeFileSync(
    `${dir}.lock.json`,
    JSON.stringify({ pid: gone, host: hostname(), since: new Date().toISOString(), command: 'crashed.ts' }),
  );
  const warn = jest.spyOn(log(), 'warn');
  try {
    const handle = await openDatabase({ pgliteDir: dir });
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ pid: gone }), expect.stringContaining('left by a process that is gone'));
    await handle.close();
  } finally {
    warn.mockRestore();
  }
});

test('a fresh lock of a live process is respected', async () => {
  const dir = path.join(root, 'live');
  mkdirSync(`${dir}.lock`, { recursive: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    `${dir}.lock.json`,
    JSON.stringify({ pid: process.ppid, host: hostname(), since: '2026-01-01T00:00:00.000Z', command: 'next-server' }),
  );
  await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(
    `in use by process ${process.ppid} on ${hostname()} (next-server, since 2026-01-01T00:00:00.000Z)`,
  );
});
