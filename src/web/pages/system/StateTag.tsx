// A state as a coloured tag with its name written out (the colour is never the only sign).
import { Tag } from 'antd';

const COLOURS: Record<string, string> = { ok: 'green', passed: 'green', failing: 'red', failed: 'red', idle: 'default', running: 'blue' };

export function StateTag({ state, label }: { state: string; label: string }) {
  return <Tag color={COLOURS[state] ?? 'default'}>{label}</Tag>;
}
