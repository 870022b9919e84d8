import { DollarOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

export interface CurrencySelectProps {
  value: string;
  currencies: readonly string[];
  onChange(currency: string): void;
}

export function CurrencySelect({ value, currencies, onChange }: CurrencySelectProps) {
  const { t } = useTranslation();
  return (
    <Select<string>
      data-testid="currency-select"
      aria-label={t('preferences.currency')}
      value={value}
      onChange={onChange}
      options={currencies.map((c) => ({ value: c, label: c }))}
      suffixIcon={<DollarOutlined aria-hidden />}
      showSearch
      popupMatchSelectWidth={false}
      style={{ minWidth: 96 }}
      variant="filled"
    />
  );
}
