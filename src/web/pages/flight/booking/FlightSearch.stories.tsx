import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from 'antd';
import { useState } from 'react';
import type { SolutionsQuery } from '@/domain/flights/shopping';
import { createMoneyFormat } from '@/web/preferences/money-format';
import { FAKE_SITE } from '@/web/testing/fake-services';
import { SAMPLE_CONNECTION, SAMPLE_SOLUTION, sampleLookup } from '@/web/testing/flight-fixtures';
import { FiltersPanel, type FilterValues } from './FiltersPanel';
import { ResultCard } from './ResultCard';
import { SearchForm } from './SearchForm';

const money = createMoneyFormat('CNY', FAKE_SITE.rateMap);
const airlineName = (code: string) => ({ CX: 'Cathay Pacific', MU: 'China Eastern', CA: 'Air China' })[code] ?? code;

const meta = { title: 'Flight/Search', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: one-way, tomorrow, one adult, economy (the defaults). */
export const SearchFormDefaults: Story = {
  render: () => (
    <Card>
      <SearchForm lookup={sampleLookup} onSearch={() => {}} />
    </Card>
  ),
};

export const SearchFormReturnTrip: Story = {
  render: () => (
    <Card>
      <SearchForm
        lookup={sampleLookup}
        onSearch={() => {}}
        initial={{
          bookingType: 'return',
          journeys: [{ origin: 'airport-PVG', destination: 'airport-HKG', date: '2026-12-01', returnDate: '2026-12-08' }],
          passengers: { adult: 2, child: 1, infant: 0 },
          cabinClass: 'business',
          sort: 'price',
        }}
      />
    </Card>
  ),
};

/** Server field messages land on the fields (same city at both ends). */
export const SearchFormServerErrors: Story = {
  render: () => (
    <Card>
      <SearchForm
        lookup={sampleLookup}
        onSearch={() => {}}
        initial={{
          bookingType: 'oneway',
          journeys: [{ origin: 'airport-PVG', destination: 'airport-SHA', date: '2026-12-01' }],
          passengers: { adult: 1, child: 0, infant: 0 },
          cabinClass: 'economy',
          sort: 'price',
        }}
        serverErrors={[{ field: 'journeys.0.destination', message: 'The departure and arrival cannot be the same city or airport.' }]}
      />
    </Card>
  ),
};

export const ResultCardReturnDirect: Story = {
  render: () => <ResultCard solution={SAMPLE_SOLUTION} money={money} airportName={(c) => c} airlineName={airlineName} onBook={() => {}} />,
};

/** One stop, next-day arrival, no free baggage and no fare basis. */
export const ResultCardConnectionNoBaggage: Story = {
  render: () => (
    <ResultCard solution={SAMPLE_CONNECTION} money={money} airportName={(c) => c} airlineName={airlineName} onBook={() => {}} />
  ),
};

export const ResultCardChecking: Story = {
  render: () => (
    <ResultCard solution={SAMPLE_SOLUTION} money={money} airportName={(c) => c} airlineName={airlineName} onBook={() => {}} checking />
  ),
};

const facets = {
  airlines: [
    { code: 'CX', count: 12, minTotal: 584_300 },
    { code: 'MU', count: 20, minTotal: 540_100 },
    { code: 'CA', count: 7, minTotal: 610_000 },
  ],
  stops: [
    { stops: 0, count: 25, minTotal: 540_100 },
    { stops: 1, count: 14, minTotal: 498_000 },
  ],
  suppliers: ['DRAGONFARE', 'ORIENTNDC', 'SKYLINK'],
  cabins: ['economy' as const],
};

function Filters({ initial }: { initial: FilterValues }) {
  const [value, setValue] = useState<Pick<SolutionsQuery, 'stops'> & FilterValues>(initial);
  return (
    <div style={{ width: 300 }}>
      <FiltersPanel facets={facets} currency="CNY" value={value} money={money} airlineName={airlineName} onChange={setValue} />
    </div>
  );
}

export const FiltersNone: Story = { render: () => <Filters initial={{}} /> };
export const FiltersDirectMorningCathay: Story = {
  render: () => <Filters initial={{ stops: [0], departureBands: ['06-12'], airlines: ['CX'] }} />,
};
