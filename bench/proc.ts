/**
 * The processes of the benchmarks: memory and CPU of a process tree, read from /proc (Linux only; the server may be
 * one process, the standalone backend, or several, `next start` and its workers, so the benchmark sums the whole
 * tree), and starting the servers they measure.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { NEXT_RUNTIME_CACHE_DIRS } from '../scripts/next-runtime-caches';

/** The pid and every descendant of it that is alive now. */
export function processTree(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [rootPid];
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ppid ...": comm may contain spaces and parentheses, so split after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(entry));
      children.set(ppid, list);
    } catch {
      // the process ended while we looked
    }
  }
  const tree: number[] = [];
  const queue = [rootPid];
  // Bounded: a tree cannot hold more processes than /proc listed.
  while (queue.length && tree.length <= entries.length) {
    const pid = queue.shift() as number;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** VmRSS and VmHWM (peak RSS over the process's life) in kB; null when the process is gone. */
export function memoryOf(pid: number): { rssKb: number; hwmKb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rssKb: field('VmRSS'), hwmKb: field('VmHWM') };
  } catch {
    return null;
  }
}

/** Sum of VmRSS and of VmHWM over the tree. */
export function treeMemory(rootPid: number): { rssKb: number; hwmKb: number; processes: number } {
  let rssKb = 0;
  let hwmKb = 0;
  let processes = 0;
  for (const pid of processTree(rootPid)) {
    const m = memoryOf(pid);
    if (!m) continue;
    rssKb += m.rssKb;
    hwmKb += m.hwmKb;
    processes += 1;
  }
  return { rssKb, hwmKb, processes };
}

/** Samples a tree's RSS every `intervalMs` and keeps the highest sum seen. */
export class MemorySampler {
  private timer: NodeJS.Timeout | null = null;
  peakRssKb = 0;

  constructor(
    private readonly rootPid: number,
    private readonly intervalMs = 200,
  ) {}

  start(): this {
    this.peakRssKb = 0;
    this.sample();
    this.timer = setInterval(() => this.sample(), this.intervalMs);
    this.timer.unref();
    return this;
  }

  stop(): number {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.sample();
    return this.peakRssKb;
  }

  private sample() {
    const { rssKb } = treeMemory(this.rootPid);
    if (rssKb > this.peakRssKb) this.peakRssKb = rssKb;
  }
}

let clockTicks: number | null = null;
/** Clock ticks per second of /proc/<pid>/stat times (almost always 100). */
function ticksPerSecond(): number {
  if (clockTicks === null) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      clockTicks = 100;
    }
  }
  return clockTicks;
}

/**
 * CPU seconds (user + system) used so far by a tree: its live processes plus the children they have
 * already reaped (cutime, cstime), so the figure does not drop when a process (a PostgreSQL backend
 * or autovacuum worker) ends between two readings.
 */
export function treeCpuSeconds(rootPid: number): number {
  let ticks = 0;
  for (const pid of processTree(rootPid)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // After "pid (comm) ", field 0 is state; utime, stime, cutime, cstime are fields 11 to 14.
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // gone
    }
  }
  return ticks / ticksPerSecond();
}

/** CPU seconds the whole machine has spent busy (all cores; not idle, not iowait), from /proc/stat. */
export function machineBusySeconds(): number {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const v = line.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal guest guest_nice; guest time is already in user.
    const busy = (v[0] ?? 0) + (v[1] ?? 0) + (v[2] ?? 0) + (v[5] ?? 0) + (v[6] ?? 0) + (v[7] ?? 0);
    return busy / ticksPerSecond();
  } catch {
    return 0;
  }
}

// ---------------------------------------------------------------------------------------------
// The standalone backend as a child process, as every benchmark that measures the API through HTTP starts it
// (bench/run.ts, bench/conversation-events.ts, bench/shifts.ts): `node --conditions=react-server --import tsx
// server/standalone.ts` (docs/benchmarks.md, "Running it": server-only needs the react-server condition).

interface BackendOptions {
  /** Repository root (the working directory of the server). */
  root: string;
  port: number;
  databaseUrl: string;
  /** Added to (and overriding) the bench defaults below. */
  env?: Record<string, string | undefined>;
  /** Modules loaded before the server (`--import`), e.g. a probe; after tsx. */
  imports?: string[];
  /** A V8 CPU profile of the server, written into this folder when it stops (`--cpu-prof`). */
  cpuProfileDir?: string;
  /** Lines of output kept for error messages. */
  tailLines?: number;
}

export interface Backend {
  child: ChildProcess;
  /** The last lines the server printed (stdout and stderr). */
  tail: string[];
  /** SIGTERM to its process group, SIGKILL after `graceMs`; resolves when it has exited. */
  stop(graceMs?: number): Promise<void>;
}

export const BENCH_SESSION_SECRET = 'bench-session-secret-0123456789-abcdefghijklmnop';

export function startBackend(o: BackendOptions): Backend {
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: o.databaseUrl,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    SESSION_SECRET: BENCH_SESSION_SECRET,
    AUTO_SEED: 'false',
    // Sign-in runs and bursts would otherwise meet the sign-in rate limiter.
    RATE_LIMIT_DISABLED: 'true',
    API_LOG: 'false',
    PORT: String(o.port),
    // The bench databases hold the bench center only: reads without a center of their own fall back to it.
    DEFAULT_CENTER: 'bench',
    ...o.env,
  };
  // The parent's tsx loader flags would load twice.
  delete serverEnv.NODE_OPTIONS;
  const profile = o.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${o.cpuProfileDir}`] : [];
  const imports = (o.imports ?? []).flatMap((m) => ['--import', m]);
  const child = spawn(process.execPath, ['--conditions=react-server', ...profile, '--import', 'tsx', ...imports, 'server/standalone.ts'], {
    cwd: o.root,
    env: serverEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) tail.push(line);
    tail.splice(0, Math.max(0, tail.length - (o.tailLines ?? 40)));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, tail, stop: (graceMs?: number) => stopProcessGroup(child, graceMs) };
}

/** SIGTERM to the child's process group (it was started detached), SIGKILL after `graceMs`. */
export async function stopProcessGroup(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), s);
    } catch {
      // the group is gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

// ---------------------------------------------------------------------------------------------
// `next start` (the production build) on its own PGlite folder with the demo seed, as the end-to-end suite runs it:
// what bench/pages.ts (public pages) and bench/screens.ts (signed-in screens) measure.

export interface DemoNext {
  port: number;
  child: ChildProcess;
  stop(graceMs?: number): Promise<void>;
}

/** A free loopback port (the OS picks one, it is released at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `next start` on `.data/<name>` (removed first, with the page and data caches of earlier runs) with the demo
 * seed; resolves once the API answers.
 */
export async function startDemoNext(o: { root: string; name: string; timeoutMs?: number }): Promise<DemoNext> {
  if (!existsSync(path.join(o.root, '.next', 'BUILD_ID'))) throw new Error('no production build: run `npm run build` first');
  rmSync(path.join(o.root, '.data', o.name), { recursive: true, force: true });
  for (const dir of NEXT_RUNTIME_CACHE_DIRS) rmSync(path.join(o.root, dir), { recursive: true, force: true });
  const port = await freePort();
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PGLITE_DIR: `.data/${o.name}`,
    AUTO_SEED: 'true',
    JOBS_DISABLED: 'true',
    RATE_LIMIT_DISABLED: 'true',
    SESSION_SECRET: BENCH_SESSION_SECRET,
    CENTER_URL_TEMPLATE: `http://{center}.localhost:${port}`,
  };
  // The embedded database, whatever the shell has set: the demo seed is what is measured.
  delete serverEnv.DATABASE_URL;
  delete serverEnv.NODE_OPTIONS;
  const child = spawn(process.execPath, [path.join(o.root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port)], {
    cwd: o.root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: serverEnv,
  });
  const stop = (graceMs?: number) => stopProcessGroup(child, graceMs);
  process.once('exit', () => {
    try {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  });
  process.once('SIGINT', () => process.exit(130));
  const deadline = Date.now() + (o.timeoutMs ?? 180_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      const reply = await fetch(`http://127.0.0.1:${port}/api/v1/volunteer_centers?filter[slug_eq]=demo`);
      if (reply.ok) return { port, child, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('next start not ready in time');
}
