/**
 * A PostgreSQL cluster of the test's own (initdb into a temp folder, a free port, its unix socket in that folder),
 * so a drill can restart it without touching the machine's PostgreSQL. Runs the server binaries as the `postgres`
 * user when the test runs as root (initdb refuses root). privatePostgresUnavailable says why it cannot run here.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { freePort } from './free-port';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PrivatePostgres {
  url: string;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

function postgresUser(): { uid: number; gid: number } | null {
  try {
    const uid = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
  } catch {
    return null;
  }
}

const isRoot = () => process.getuid?.() === 0;

/** Why a private cluster cannot run here (checked before the tests are declared), or null when it can. */
export function privatePostgresUnavailable(): string | null {
  if (!binDir()) return 'no PostgreSQL server binaries under /usr/lib/postgresql/*/bin';
  if (isRoot() && !postgresUser()) return 'running as root (initdb refuses root) and there is no postgres user to run it as';
  return null;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  if (!bin) throw new Error(privatePostgresUnavailable() ?? 'no PostgreSQL');
  const owner = isRoot() ? postgresUser() : null;
  const dir = mkdtempSync(path.join(tmpdir(), 'drill-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const as = (command: string, args: string[]) =>
    owner ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]) : run(path.join(bin, command), args);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const pgCtl = (...args: string[]) => as('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', '-t', '60', ...args]);
  try {
    await as('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale', 'C']);
    await pgCtl('start');
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => {
      await pgCtl('restart', '-m', 'fast');
    },
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await pgCtl('stop', '-m', 'immediate').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
