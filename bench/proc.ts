/**
 * Memory of a process tree, read from /proc (Linux only): the server may be one process (standalone
 * backend) or several (`next start` and its workers), so the benchmark sums the whole tree.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

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
