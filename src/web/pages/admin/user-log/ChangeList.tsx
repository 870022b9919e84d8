// The before/after of the fields one call changed, one line per field; money with its currency.
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldChange } from '@/domain/schemas/user-log';
import { formatAmount } from '@/domain/format-amount';

function shown(value: unknown, empty: string, currency: string | undefined, language: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (currency && typeof value === 'number') return formatAmount({ amount: value, currency }, language);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function ChangeList({ changes }: { changes: readonly FieldChange[] }) {
  const { t, i18n } = useTranslation();
  if (changes.length === 0) return null;
  const empty = t('userLog.empty');
  const show = (c: FieldChange, value: unknown) => shown(value, empty, c.currency, i18n.language);
  return (
    <ul style={{ margin: 0, paddingLeft: 16, maxWidth: 480 }}>
      {changes.map((c) => (
        <li key={c.field}>
          <Typography.Text strong>{c.field}</Typography.Text>: <Typography.Text delete type="secondary">{show(c, c.before)}</Typography.Text> → {show(c, c.after)}
        </li>
      ))}
    </ul>
  );
}
