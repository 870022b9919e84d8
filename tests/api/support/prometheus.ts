// Reading Prometheus's text exposition in tests: the value of one series, found by name and labels.
export function seriesValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const open = line.indexOf('{');
    const close = line.lastIndexOf('}');
    const labelText = open >= 0 && open < line.indexOf(' ') ? line.slice(open + 1, close) : '';
    const found = Object.fromEntries([...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}
