// An amount range filter: minimum and maximum typed in major units of one currency, each checked
// as an amount of that currency before the list is asked.
import { Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { parseMajorAmount } from '@/domain/wallet-math';
import type { FilterField } from './filter-fields';

export function AmountRangeInput({ field }: { field: FilterField & { kind: 'amountRange' } }) {
  const { t } = useTranslation();
  const rules = [
    {
      validator: async (_: unknown, text?: string) => {
        if (text?.trim() && parseMajorAmount(text, field.currency) === null)
          throw new Error(t('grid.amountInvalid', { currency: field.currency }));
      },
    },
  ];
  const end = (which: 'min' | 'max') => (
    <Form.Item name={[field.name, which]} noStyle rules={rules}>
      <Input
        inputMode="decimal"
        allowClear
        placeholder={t(`grid.${which}`)}
        aria-label={`${field.label} ${t(`grid.${which}`)}`}
        // The currency sits beside the maximum: give that input the room it takes.
        style={{ width: (field.width ?? 110) + (which === 'max' ? 56 : 0) }}
        addonAfter={which === 'max' ? field.currency : undefined}
        data-testid={field.testId ? `${field.testId}-${which}` : undefined}
      />
    </Form.Item>
  );
  return (
    <Form.Item label={field.label} style={{ marginInlineEnd: 16 }}>
      <Space.Compact>
        {end('min')}
        {end('max')}
      </Space.Compact>
    </Form.Item>
  );
}
