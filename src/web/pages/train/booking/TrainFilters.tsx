// The results' filter panel: train types, departure and arrival time bands, stations and seat classes
// with seats left. Applied by the server (each change is a new read of the results).
import { Button, Card, Checkbox, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterSection } from '@/web/components/FilterSection';
import { SEAT_CLASSES, TRAIN_TYPES, type TrainResults } from '@/domain/trains/schemas';
import { TIME_BANDS } from '../train-format';
import type { ResultView } from './useTrainSearch';

export type TrainFilterValues = Pick<
  ResultView,
  'trainTypes' | 'departureBands' | 'arrivalBands' | 'fromStations' | 'toStations' | 'seatClasses'
>;

export interface TrainFiltersProps {
  facets: TrainResults['facets'];
  value: TrainFilterValues;
  stationName(code: string): string;
  onChange(value: TrainFilterValues): void;
}

export function TrainFilters({ facets, value, stationName, onChange }: TrainFiltersProps) {
  const { t } = useTranslation('trains');
  const set = (key: keyof TrainFilterValues, next: string[]) => onChange({ ...value, [key]: next.length ? next : undefined });
  const active = Object.values(value).some((v) => Array.isArray(v) && v.length > 0);
  const group = (key: keyof TrainFilterValues, options: Array<{ value: string; label: string }>) => (
    <Checkbox.Group value={value[key] ?? []} onChange={(v) => set(key, v as string[])}>
      <Space direction="vertical" size={2}>
        {options.map((o) => (
          <Checkbox key={o.value} value={o.value} data-testid={`filter-${key}-${o.value}`}>
            {o.label}
          </Checkbox>
        ))}
      </Space>
    </Checkbox.Group>
  );
  const bands = TIME_BANDS.map((b) => ({ value: b, label: b.replace('-', ' – ') }));
  return (
    <Card
      size="small"
      data-testid="train-filters"
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {t('filters.title')}
        </Typography.Title>
      }
      extra={
        active ? (
          <Button type="link" size="small" onClick={() => onChange({})} data-testid="filters-clear">
            {t('filters.clear')}
          </Button>
        ) : null
      }
    >
      <FilterSection title={t('filters.trainType')}>
        {group(
          'trainTypes',
          TRAIN_TYPES.filter((tt) => facets.trainTypes.includes(tt)).map((tt) => ({ value: tt, label: t(`trainType.${tt}`) })),
        )}
      </FilterSection>
      <FilterSection title={t('filters.departure')}>{group('departureBands', bands)}</FilterSection>
      <FilterSection title={t('filters.arrival')}>{group('arrivalBands', bands)}</FilterSection>
      {facets.fromStations.length > 1 && (
        <FilterSection title={t('filters.fromStations')}>
          {group(
            'fromStations',
            facets.fromStations.map((c) => ({ value: c, label: stationName(c) })),
          )}
        </FilterSection>
      )}
      {facets.toStations.length > 1 && (
        <FilterSection title={t('filters.toStations')}>
          {group(
            'toStations',
            facets.toStations.map((c) => ({ value: c, label: stationName(c) })),
          )}
        </FilterSection>
      )}
      <FilterSection title={t('filters.seatClass')}>
        {group(
          'seatClasses',
          SEAT_CLASSES.map((c) => ({ value: c, label: t(`seatClass.${c}`) })),
        )}
      </FilterSection>
    </Card>
  );
}
