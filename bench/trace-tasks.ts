// The main thread's long tasks of one page load as CPU time, read from a Chromium trace. CPU time (the
// trace's thread duration) rather than wall time, so that other processes on a busy machine do not
// lengthen the tasks. Lighthouse's mobile preset multiplies each observed task by four and counts every
// part past 50 ms after its simulated first paint, which it places before the console's lazily loaded
// code has run; `blockingAt4x` counts the same way over the whole load, which is the closer model.
import type { BrowserContext, Page } from '@playwright/test';

export interface TracedTask {
  /** ms since the first task of the load. */
  start: number;
  cpuMs: number;
  /** What ran in it: the largest trace event kinds by CPU time (script, style, layout, parsing...). */
  kinds: string;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  /** For a navigation start: the address the document loads ('' for a blank frame). */
  loading?: string;
}

/** A task of at least this much CPU time becomes a long task (50 ms) at Lighthouse's four-times slowdown. */
const LONG_AT_4X_MS = 12.5;
const KINDS = ['v8.evaluateModule', 'FunctionCall', 'UpdateLayoutTree', 'Layout', 'ParseAuthorStyleSheet', 'MinorGC', 'MajorGC'];

/**
 * Loads `url` in a new page with tracing on; `settled` waits for what shows the page is drawn. On a busy
 * machine the trace now and then misses the navigation's start (the page's renderer starts tracing late):
 * such a load is repeated, up to three times in all.
 */
export async function traceLoad(context: BrowserContext, url: string, settled: (page: Page) => Promise<void>): Promise<TracedTask[]> {
  for (let attempt = 1; ; attempt += 1) {
    const tasks = await tracedTasks(context, url, settled);
    if (tasks || attempt === 3) {
      if (!tasks) throw new Error(`no navigation to ${url} in three traces`);
      return tasks;
    }
  }
}

async function tracedTasks(
  context: BrowserContext,
  url: string,
  settled: (page: Page) => Promise<void>,
): Promise<TracedTask[] | undefined> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value.map(traceEvent)));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'toplevel,blink.user_timing,devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  await page.goto(url);
  await settled(page);
  await page.waitForLoadState('networkidle');
  await cdp.send('Tracing.end');
  await complete;
  await page.close();
  return longTasks(events, url);
}

/** The fields used here of one trace event (the protocol's type declares every field a string; they are not). */
function traceEvent(raw: Record<string, unknown>): TraceEvent {
  const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
  const data = (raw.args as { data?: { documentLoaderURL?: unknown } } | undefined)?.data;
  return {
    name: String(raw.name),
    ph: String(raw.ph),
    pid: Number(raw.pid),
    tid: Number(raw.tid),
    ts: Number(raw.ts),
    dur: num(raw.dur),
    tdur: num(raw.tdur),
    loading: typeof data?.documentLoaderURL === 'string' ? data.documentLoaderURL : undefined,
  };
}

function longTasks(events: TraceEvent[], url: string): TracedTask[] | undefined {
  // The page's main thread is the one that started loading its address (the browser traces every
  // renderer, and a blank frame the page makes later starts a navigation of its own).
  const start = events.find((e) => e.name === 'navigationStart' && e.loading?.startsWith(url));
  if (!start) return undefined;
  const thread = events
    .filter((e) => e.pid === start.pid && e.tid === start.tid && e.ph === 'X' && e.ts >= start.ts)
    .sort((a, b) => a.ts - b.ts);
  const origin = start.ts;
  const cpu = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;
  return thread
    .filter((e) => e.name === 'RunTask' && cpu(e) >= LONG_AT_4X_MS)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const byKind = new Map<string, number>();
      for (const e of thread) {
        if (e.ts < task.ts || e.ts >= end || !KINDS.includes(e.name)) continue;
        byKind.set(e.name, (byKind.get(e.name) ?? 0) + cpu(e));
      }
      const kinds = [...byKind]
        .filter(([, ms]) => ms >= 2)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
        .join(', ');
      return { start: (task.ts - origin) / 1000, cpuMs: cpu(task), kinds };
    });
}

/** Each task's part past 50 ms once four times slower, summed: Lighthouse's blocking time, modelled. */
export function blockingAt4x(tasks: TracedTask[]): number {
  return tasks.reduce((sum, t) => sum + Math.max(0, 4 * t.cpuMs - 50), 0);
}
