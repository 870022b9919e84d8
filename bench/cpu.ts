// Where the CPU went during one load case (Linux /proc; elsewhere it reports nothing): the server
// child (with its own children: cluster workers), the PostgreSQL backends serving the bench database, this load generator, and everything
// else on the machine (other people's work skews the numbers; this shows by how much).
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

export interface CpuSplit {
  /** Busy time in cores (1 = one core fully busy) over the case. */
  server: number;
  postgres: number;
  loadGenerator: number;
  other: number;
  /** Server CPU seconds spent in total (for µs per request). */
  serverSeconds: number;
}

function processTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return 0;
  }
}

function parentOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return 0;
  }
}

/** A process and all its descendants (a cluster primary and its workers count as the server). */
function treeTicks(root: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentOf(Number(entry));
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  let ticks = 0;
  const pending = [root];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    ticks += processTicks(pid);
    pending.push(...(children.get(pid) ?? []));
  }
  return ticks;
}

function hostBusyTicks(): number {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = values.map(Number);
  return user! + nice! + system! + irq! + softirq! + steal!;
}

/** PostgreSQL backends connected to one database show its name in their command line. */
function backendsOf(database: string): number[] {
  const pids: number[] = [];
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return pids;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(` ${database} `)) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** Starts counting the CPU of one database's PostgreSQL backends; the returned function answers seconds. */
export function watchBackends(database: string): () => number {
  const start = new Map(backendsOf(database).map((pid) => [pid, processTicks(pid)]));
  return () => {
    let ticks = 0;
    for (const pid of backendsOf(database)) ticks += processTicks(pid) - (start.get(pid) ?? 0);
    return ticks / TICKS_PER_SECOND;
  };
}

/** Starts counting; the returned function stops and answers the split (undefined off Linux). */
export function watchCpu(serverPid: number, database?: string): () => CpuSplit | undefined {
  let start: { at: number; host: number; server: number; self: NodeJS.CpuUsage; backends: () => number };
  try {
    start = {
      at: performance.now(),
      host: hostBusyTicks(),
      server: treeTicks(serverPid),
      self: process.cpuUsage(),
      backends: database ? watchBackends(database) : () => 0,
    };
  } catch {
    return () => undefined;
  }
  return () => {
    const seconds = (performance.now() - start.at) / 1000;
    const self = process.cpuUsage(start.self);
    const serverSeconds = (treeTicks(serverPid) - start.server) / TICKS_PER_SECOND;
    const host = (hostBusyTicks() - start.host) / TICKS_PER_SECOND / seconds;
    const server = serverSeconds / seconds;
    const postgres = start.backends() / seconds;
    const loadGenerator = (self.user + self.system) / 1e6 / seconds;
    const other = Math.min(Math.max(host - server - postgres - loadGenerator, 0), availableParallelism());
    return { server, postgres, loadGenerator, other, serverSeconds };
  };
}
