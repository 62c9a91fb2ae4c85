/**
 * PGlite is one process's database: a second process opening the same folder (`npm run api` or `db:seed` beside
 * the web server) corrupts it. This lock (proper-lockfile: an atomic mkdir of `<dir>.lock`, kept fresh while held)
 * refuses the second opener with a message naming the folder and the holder. A lock left by a crashed process is
 * taken over: at once when the holder's pid is gone on this host, otherwise when it has not been refreshed for
 * LOCK_STALE_MS (docs/decisions.md, "PGlite data-directory lock").
 */
import { hostname } from 'node:os';
import { readFileSync, rmSync, writeFileSync, rmdirSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { log } from '../log';

/** Long enough that a migration blocking the event loop does not look like a dead holder. */
export const LOCK_STALE_MS = 60_000;

interface Holder {
  pid: number;
  host: string;
  since: string;
  command: string;
}

export class DataDirectoryLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: Holder | null,
  ) {
    const who = holder ? `process ${holder.pid} on ${holder.host} (${holder.command}, since ${holder.since})` : 'another process';
    super(
      `The PGlite data directory ${dir} is in use by ${who}. PGlite allows one process per directory: stop that process, ` +
        'or point this one at another PGLITE_DIR or at PostgreSQL with DATABASE_URL.',
    );
    this.name = 'DataDirectoryLockedError';
  }
}

const holderFile = (dir: string) => `${dir}.lock.json`;
const lockDir = (dir: string) => `${dir}.lock`;

function readHolder(dir: string): Holder | null {
  try {
    return JSON.parse(readFileSync(holderFile(dir), 'utf8')) as Holder;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A holder on this host whose process is gone left its lock behind: remove it instead of waiting for staleness. */
function removeLockOfDeadHolder(dir: string) {
  const holder = readHolder(dir);
  if (!holder || holder.host !== hostname() || holder.pid === process.pid || isAlive(holder.pid)) return;
  try {
    rmdirSync(lockDir(dir));
    log().warn({ dir, pid: holder.pid }, 'took over the PGlite lock left by a process that is gone');
  } catch {
    // No lock directory (or someone else just took it): the normal attempt below decides.
  }
}

/** Takes the lock of a PGlite directory (which must exist); resolves to its release function. */
export async function lockDataDirectory(dir: string): Promise<() => Promise<void>> {
  const absolute = path.resolve(dir);
  removeLockOfDeadHolder(absolute);
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(absolute, {
      lockfilePath: lockDir(absolute),
      stale: LOCK_STALE_MS,
      realpath: false,
      // A lost lock (the folder's lock taken over while this process stalled) is logged; exiting here would lose
      // the requests in flight, and the database itself is still ours until another process opens it.
      onCompromised: (error) => log().error({ dir: absolute, err: error }, 'the PGlite lock was compromised'),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirectoryLockedError(absolute, readHolder(absolute));
    throw error;
  }
  const holder: Holder = {
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
    command: process.argv
      .slice(1)
      .map((a) => path.basename(a))
      .join(' '),
  };
  writeFileSync(holderFile(absolute), JSON.stringify(holder));
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    rmSync(holderFile(absolute), { force: true });
    await release();
  };
}
