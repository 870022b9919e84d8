// A station or city picker: what the user types is looked up on the train-stations resource (code,
// any name, pinyin, initials or city) and a city is offered as itself besides its stations.
import { useList } from '@refinedev/core';
import { Select } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Station } from '@/domain/trains/schemas';
import { placeOptions } from '../train-format';

export interface StationPickerProps {
  value?: string;
  onChange?(value: string | undefined): void;
  placeholder?: string;
  testId?: string;
  id?: string;
  'aria-label'?: string;
}

export function StationPicker({ value, onChange, placeholder, testId, id, ...rest }: StationPickerProps) {
  const { t, i18n } = useTranslation('trains');
  const [typed, setTyped] = useState('');
  const keyword = useDeferredValue(typed.trim() || value || '');
  const { result, query } = useList<Station>({
    resource: 'train-stations',
    filters: keyword ? [{ field: 'keyword', operator: 'eq', value: keyword }] : [],
    pagination: { mode: 'off' },
    queryOptions: { enabled: keyword.length > 0, placeholderData: (previous) => previous },
  });
  const options = useMemo(
    () =>
      placeOptions(result.data, i18n.language).map((o) => ({
        value: o.value,
        label: o.kind === 'city' ? t('booking.cityAll', { city: o.label }) : o.label,
      })),
    [result.data, i18n.language, t],
  );
  return (
    <Select
      id={id}
      aria-label={rest['aria-label']}
      showSearch
      value={value}
      placeholder={placeholder}
      filterOption={false}
      onSearch={setTyped}
      onChange={(v) => {
        onChange?.(v);
        setTyped('');
      }}
      options={options}
      loading={query.isFetching}
      notFoundContent={keyword ? t('booking.noStation') : t('booking.typeStation')}
      style={{ minWidth: 200 }}
      data-testid={testId}
    />
  );
}
