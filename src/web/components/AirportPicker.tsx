// Airport picker (only airports are selectable, never a city): type a code, an English or Chinese name or
// pinyin; favourite cities come first. Airports of a multi-airport city are grouped under it.
// The value is `airport-CODE`.
import { Select, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localName, type Airport, type AirportLookupResult } from '@/domain/schemas/airports';

export interface AirportPickerProps {
  value?: string;
  onChange?(value: string | undefined, airport?: Airport): void;
  lookup(q: string): Promise<AirportLookupResult>;
  placeholder?: string;
  id?: string;
  testId?: string;
  status?: 'error';
  ariaLabel?: string;
}

type Option = { value: string; label: string; airport: Airport };
type Group = { label: string; options: Option[] };

/** "Shanghai Pudong International Airport (PVG)"; the city is left out when the airport's name already starts with it ("Hong Kong International Airport", not "Hong Kong Hong Kong ..."). */
export function airportLabel(a: Airport, language: string): string {
  const city = localName({ name: a.cityName, chineseName: a.cityChineseName, traditionalName: a.cityTraditionalName }, language);
  const name = localName(a, language);
  return `${city && !name.toLowerCase().startsWith(city.toLowerCase()) ? `${city} ` : ''}${name} (${a.code})`;
}

export function AirportPicker({ value, onChange, lookup, placeholder, id, testId, status, ariaLabel }: AirportPickerProps) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [result, setResult] = useState<AirportLookupResult>({ cities: [], airports: [] });
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<Airport | undefined>();
  const sequence = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const search = (q: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const mine = ++sequence.current;
      setLoading(true);
      lookup(q)
        .then((r) => {
          if (mine === sequence.current) setResult(r);
        })
        .catch(() => {})
        .finally(() => {
          if (mine === sequence.current) setLoading(false);
        });
    }, 150);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  // A value set from outside (swap, a stored search): learn its name.
  useEffect(() => {
    const code = value?.replace(/^airport-/, '');
    if (!code || selected?.code === code) return;
    let live = true;
    lookup(code)
      .then((r) => {
        if (live) setSelected(r.airports.find((a) => a.code === code));
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [value, selected?.code, lookup]);

  const options = useMemo<Array<Option | Group>>(() => {
    const toOption = (a: Airport): Option => ({ value: `airport-${a.code}`, label: airportLabel(a, language), airport: a });
    const inCity = new Set(result.cities.flatMap((c) => c.airports.map((a) => a.code)));
    const groups: Group[] = result.cities.map((c) => ({
      label: `${localName(c, language)} (${c.code})`,
      options: c.airports.map(toOption),
    }));
    const singles = result.airports.filter((a) => !inCity.has(a.code)).map(toOption);
    const all: Array<Option | Group> = [...groups, ...singles];
    const present = (v: string) => singles.some((o) => o.value === v) || groups.some((g) => g.options.some((o) => o.value === v));
    if (selected && value && !present(value)) all.unshift(toOption(selected));
    return all;
  }, [result, selected, value, language]);

  return (
    <Select
      id={id}
      showSearch
      allowClear
      value={value}
      placeholder={placeholder}
      status={status}
      aria-label={ariaLabel}
      data-testid={testId}
      filterOption={false}
      onSearch={search}
      onFocus={() => search('')}
      notFoundContent={loading ? <Spin size="small" /> : null}
      options={options}
      onChange={(v: string | undefined, option) => {
        const airport = (option as Option | undefined)?.airport;
        setSelected(airport);
        onChange?.(v, airport);
      }}
      style={{ width: '100%' }}
      popupMatchSelectWidth={360}
    />
  );
}
