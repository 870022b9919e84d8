// The before/after of the fields one call changed, one line per field: the field by its label and the
// values in words (yes/no, lists, codes the settings name) in the reader's language; money with its
// currency. Never a raw key or JSON.
import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FieldChange } from '@/domain/schemas/user-log';
import { formatAmount } from '@/domain/format-amount';
import { fieldLabel, valueLabel } from './field-labels';

function shown(c: FieldChange, value: unknown, t: TFunction, language: string): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return t('userLog.empty');
  if (c.currency && typeof value === 'number') return formatAmount({ amount: value, currency: c.currency }, language);
  if (typeof value === 'boolean') return t(value ? 'userLog.yes' : 'userLog.no');
  if (Array.isArray(value)) return value.map((v) => shown(c, v, t, language)).join(', ');
  if (typeof value === 'object') {
    return (
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== null && v !== undefined && v !== '')
        .map(([k, v]) => {
          const inner = { ...c, field: `${c.field}.${k}` };
          return `${fieldLabel(inner.field, t)}: ${shown(inner, v, t, language)}`;
        })
        .join('; ') || t('userLog.empty')
    );
  }
  return typeof value === 'string' ? valueLabel(c.field, value, t) : String(value);
}

export function ChangeList({ changes }: { changes: readonly FieldChange[] }) {
  const { t, i18n } = useTranslation();
  if (changes.length === 0) return null;
  const show = (c: FieldChange, value: unknown) => shown(c, value, t, i18n.language);
  return (
    <ul style={{ margin: 0, paddingLeft: 16, maxWidth: 420, overflowWrap: 'anywhere' }}>
      {changes.map((c) => (
        <li key={c.field}>
          <Typography.Text strong>{fieldLabel(c.field, t)}</Typography.Text>:{' '}
          <Typography.Text delete type="secondary">
            {show(c, c.before)}
          </Typography.Text>{' '}
          → {show(c, c.after)}
        </li>
      ))}
    </ul>
  );
}
