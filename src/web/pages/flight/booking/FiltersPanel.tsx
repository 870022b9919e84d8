// Result filters (time-of-day bands, stops, airlines, cabin, supplier), applied by the server; on a
// narrow screen the page shows FiltersButton instead and the panel in a drawer.
import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Checkbox, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterSection } from '@/web/components/FilterSection';
import { TIME_BANDS, type SolutionsAnswer, type SolutionsQuery } from '@/domain/flights/shopping';
import type { MoneyFormat } from '@/web/preferences/money-format';

export type FilterValues = Pick<SolutionsQuery, 'stops' | 'airlines' | 'departureBands' | 'arrivalBands' | 'cabins' | 'suppliers'>;

export interface FiltersPanelProps {
  facets: SolutionsAnswer['facets'];
  currency: string;
  value: FilterValues;
  money: MoneyFormat;
  airlineName(code: string): string;
  onChange(value: FilterValues): void;
}

/** Suppliers by name (the code when the answer names none), in alphabetical order of what is shown. */
export function supplierOptions(
  facets: Pick<SolutionsAnswer['facets'], 'suppliers' | 'supplierNames'>,
): Array<{ value: string; label: string }> {
  return facets.suppliers
    .map((code) => ({ value: code, label: facets.supplierNames?.[code] ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** How many filters are set (each list with something chosen counts once). */
export function activeFilters(value: FilterValues): number {
  return Object.values(value).filter((v) => Array.isArray(v) && v.length > 0).length;
}

/** The one control the filters fold into below the lg breakpoint; it says how many are set. */
export function FiltersButton({ active, onClick }: { active: number; onClick(): void }) {
  const { t } = useTranslation();
  return (
    <Badge count={active} size="small">
      <Button
        icon={<FilterOutlined aria-hidden />}
        onClick={onClick}
        data-testid="filters-open"
        aria-label={active ? `${t('flight.filters.title')} (${active})` : undefined}
      >
        {t('flight.filters.title')}
      </Button>
    </Badge>
  );
}

export function FiltersPanel({ facets, currency, value, money, airlineName, onChange }: FiltersPanelProps) {
  const { t } = useTranslation();
  const set = <K extends keyof FilterValues>(key: K, next: FilterValues[K]) =>
    onChange({ ...value, [key]: next && (next as unknown[]).length ? next : undefined });
  const price = (amount: number) => money.settlement({ amount, currency });
  const active = activeFilters(value) > 0;
  return (
    <Card
      size="small"
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {t('flight.filters.title')}
        </Typography.Title>
      }
      extra={
        active ? (
          <Button type="link" size="small" onClick={() => onChange({})} data-testid="filters-clear">
            {t('flight.filters.clear')}
          </Button>
        ) : null
      }
      data-testid="filters"
    >
      <FilterSection title={t('flight.filters.stops')}>
        <Checkbox.Group value={value.stops ?? []} onChange={(v) => set('stops', v as number[])}>
          <Space direction="vertical">
            {facets.stops.map((s) => (
              <Checkbox key={s.stops} value={s.stops} data-testid={`filter-stops-${s.stops}`}>
                {s.stops === 0 ? t('flight.result.direct') : s.stops === 1 ? t('flight.filters.oneStop') : t('flight.filters.twoPlus')}{' '}
                <Typography.Text type="secondary">{price(s.minTotal)}</Typography.Text>
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      </FilterSection>
      <FilterSection title={t('flight.filters.airlines')}>
        <Checkbox.Group value={value.airlines ?? []} onChange={(v) => set('airlines', v as string[])}>
          <Space direction="vertical">
            {facets.airlines.map((a) => (
              <Checkbox key={a.code} value={a.code} data-testid={`filter-airline-${a.code}`}>
                {airlineName(a.code)} ({a.count}) <Typography.Text type="secondary">{price(a.minTotal)}</Typography.Text>
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      </FilterSection>
      {(['departureBands', 'arrivalBands'] as const).map((key) => (
        <FilterSection key={key} title={t(`flight.filters.${key}`)}>
          <Checkbox.Group
            value={value[key] ?? []}
            onChange={(v) => set(key, v as FilterValues[typeof key])}
            options={TIME_BANDS.map((b) => ({ value: b, label: t(`flight.filters.band.${b}`) }))}
            data-testid={`filter-${key}`}
          />
        </FilterSection>
      ))}
      {facets.cabins.length > 1 && (
        <FilterSection title={t('flight.search.cabin')}>
          <Checkbox.Group
            value={value.cabins ?? []}
            onChange={(v) => set('cabins', v as FilterValues['cabins'])}
            options={facets.cabins.map((c) => ({ value: c, label: t(`flight.cabins.${c}`) }))}
          />
        </FilterSection>
      )}
      <FilterSection title={t('flight.filters.suppliers')}>
        <Checkbox.Group
          value={value.suppliers ?? []}
          onChange={(v) => set('suppliers', v as string[])}
          options={supplierOptions(facets)}
          data-testid="filter-suppliers"
        />
      </FilterSection>
    </Card>
  );
}
