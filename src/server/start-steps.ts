// Start-up prints each step as it finishes, with its time, so a first start that creates and fills
// a database is not a silent minute: "migrating… 1.2 s".
export function secondsSince(began: number): string {
  return ((performance.now() - began) / 1000).toFixed(1);
}

/** Runs one step and prints `label… 1.2 s`, or `label: detail… 1.2 s` when `detail` says more. */
export async function timed<T>(label: string, work: () => Promise<T>, detail?: (result: T) => string | undefined): Promise<T> {
  const began = performance.now();
  const result = await work();
  const said = detail?.(result);
  console.log(`${label}${said ? `: ${said}` : ''}… ${secondsSince(began)} s`);
  return result;
}
