// The main thread's long tasks, recorded in the page from its first byte on, and the blocking time
// they add up to over a window (each task's part past 50 ms, as Total Blocking Time counts it).

export interface LongTask {
  start: number;
  duration: number;
}

/** Put in a page with addInitScript: fills window.__longTasks. */
export const LONG_TASKS_SCRIPT = `
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
`;

/** Blocking time of the tasks that start in [from, until), cut at `until`. */
export function blockingTime(tasks: LongTask[], from: number, until: number): number {
  return tasks
    .filter((t) => t.start >= from && t.start < until)
    .reduce((sum, t) => sum + Math.max(0, Math.min(t.start + t.duration, until) - t.start - 50), 0);
}
