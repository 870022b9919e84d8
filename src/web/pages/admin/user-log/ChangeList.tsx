// The before/after of the fields one call changed, one line per field.
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldChange } from '@/domain/schemas/user-log';

function shown(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function ChangeList({ changes }: { changes: readonly FieldChange[] }) {
  const { t } = useTranslation();
  if (changes.length === 0) return null;
  const empty = t('userLog.empty');
  return (
    <ul style={{ margin: 0, paddingLeft: 16, maxWidth: 480 }}>
      {changes.map((c) => (
        <li key={c.field}>
          <Typography.Text strong>{c.field}</Typography.Text>: <Typography.Text delete type="secondary">{shown(c.before, empty)}</Typography.Text> → {shown(c.after, empty)}
        </li>
      ))}
    </ul>
  );
}
