// /flight/booking: search (or paste a PNR), watch results arrive from every supplier, sort and filter
// them, see price details, and price-check the chosen fare before the confirm page.
// The search, the price check and PNR pricing go through Refine's custom data hooks (useFlightSearch,
// PnrPanel); only the airport typeahead asks the server by hand, as the search form calls it per keystroke.
import { ReloadOutlined } from '@ant-design/icons';
import { useApiUrl, useCustom, useCustomMutation, type BaseRecord, type HttpError } from '@refinedev/core';
import { keepPreviousData } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Drawer, Empty, Grid, Pagination, Progress, Row, Segmented, Space, Spin, Tabs, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Quote, VerificationAnswer } from '@/domain/flights/booking';
import { localName, type Airline, type Airport, type AirportLookupResult } from '@/domain/schemas/airports';
import { SORT_KEYS, type SortKey } from '@/domain/flights/shopping';
import { flightApi } from '@/web/api/flights';
import { LiveStatus } from '@/web/a11y/LiveStatus';
import { PageHeading } from '@/web/components/PageHeading';
import { toast } from '@/web/feedback/toast';
import { useMoneyFormat } from '@/web/preferences/useMoneyFormat';
import { isApiError } from '@/web/providers/api-error';
import { useServices, useSessionState } from '@/web/services';
import { bookingState } from './booking-state';
import { activeFilters, FiltersButton, FiltersPanel } from './booking/FiltersPanel';
import { PnrPanel } from './booking/PnrPanel';
import { PriceCheckDialog } from './booking/PriceCheckDialog';
import { ResultCard } from './booking/ResultCard';
import { SearchForm } from './booking/SearchForm';
import { PAGE_SIZE, useFlightSearch } from './booking/useFlightSearch';

const NO_FIELD_ERRORS: never[] = [];
const verificationUrl = (apiUrl: string, offerId: string) =>
  `${apiUrl}/shopping/v2/flight/solutions/${encodeURIComponent(offerId)}/verification`;

/**
 * Names of the codes on screen (airlines, or airports by their city): reference data read through
 * Refine's useCustom, one read per set of codes, cached; the names already shown stay while a larger
 * set (another supplier's answer) loads.
 */
function useNames<T extends { code: string }, A extends BaseRecord>(
  path: string,
  codes: readonly string[],
  itemsOf: (answer: A) => readonly T[],
  show: (item: T) => string,
) {
  const apiUrl = useApiUrl();
  const key = [...new Set(codes)].sort().join(',');
  const { result, query } = useCustom<A>({
    url: `${apiUrl}${path}`,
    method: 'get',
    config: { query: { codes: key } },
    queryOptions: { enabled: key !== '', staleTime: Infinity, placeholderData: keepPreviousData },
  });
  // Before its first answer Refine hands an empty object, not the answer's shape.
  const answer = query.isSuccess ? result.data : undefined;
  const known = useMemo(() => new Map((answer ? itemsOf(answer) : []).map((item) => [item.code, item])), [answer, itemsOf]);
  // One function per change of the names or of how they are shown, so result cards (memoised) redraw
  // only when a name they show can change.
  return useCallback(
    (code: string) => {
      const item = known.get(code);
      return item ? show(item) : code;
    },
    [known, show],
  );
}

const airlinesOf = (answer: Airline[]) => answer;
const airportsOf = (answer: AirportLookupResult) => answer.airports;

export default function FlightBookingPage() {
  const { t, i18n } = useTranslation();
  const { http } = useServices();
  const money = useMoneyFormat();
  const navigate = useNavigate();
  const { session } = useSessionState();
  const apiUrl = useApiUrl();
  // Field refusals show on the search form; a search priced in a settlement currency the agency has
  // since changed is forgotten; an ended session was already told.
  const tellFailure = useCallback(
    (error: HttpError) => {
      if (!isApiError(error) || error.fields.length || error.sessionEnded) return;
      if (error.code === 600102) {
        bookingState.clear();
        toast('error', t('agencyManager.config.common.settlementCurrency.change'));
      } else toast('error', error.message);
    },
    [t],
  );
  const search = useFlightSearch(session?.company.config.commonConfig.settlementCurrency, tellFailure);
  const {
    answer,
    searching,
    stale,
    view: { sort, filters, page },
  } = search;
  const serverErrors = isApiError(search.startError) ? search.startError.fields : NO_FIELD_ERRORS;
  const lookup = useCallback((q: string) => flightApi.airports(http, q), [http]);
  const carriers = useMemo(
    () => [
      ...(answer?.facets.airlines.map((a) => a.code) ?? []),
      ...(answer?.solutions.flatMap((s) => s.journeys.flatMap((j) => j.segments.map((g) => g.carrier))) ?? []),
    ],
    [answer],
  );
  const language = i18n.language;
  const showAirline = useCallback((a: Airline) => localName(a, language), [language]);
  const showCity = useCallback(
    (a: Airport) => localName({ name: a.cityName, chineseName: a.cityChineseName, traditionalName: a.cityTraditionalName }, language),
    [language],
  );
  const airlineName = useNames('/base/v2/airlines', carriers, airlinesOf, showAirline);
  const places = useMemo(
    () =>
      answer?.solutions.flatMap((s) =>
        s.journeys.flatMap((j) => [j.segments[0]!.origin, j.segments[j.segments.length - 1]!.destination]),
      ) ?? [],
    [answer],
  );
  const cityName = useNames('/base/v2/airports', places, airportsOf, showCity);
  const airportName = useCallback((code: string) => `${cityName(code)} ${code}`.replace(`${code} ${code}`, code), [cityName]);

  // The price check asks the supplier again; its answer decides the next step (no record is written):
  // an unchanged price goes straight on, any other answer opens the dialog until it is closed.
  const { mutation: priceCheck } = useCustomMutation<VerificationAnswer, HttpError, Record<string, never>>();
  const { mutate: checkPrice, reset: closeCheck } = priceCheck;
  const checked = priceCheck.data?.data;
  const check = checked && !(checked.outcome === 'unchanged' && checked.quote) ? checked : null;
  const proceed = useCallback(
    (quote: Quote, clearPassengers: boolean) => {
      bookingState.saveQuote({ quote, clearPassengers });
      closeCheck();
      navigate('/flight/booking/confirm');
    },
    [closeCheck, navigate],
  );
  const verify = useCallback(
    (offerId: string) =>
      checkPrice(
        { url: verificationUrl(apiUrl, offerId), method: 'post', values: {}, successNotification: false, errorNotification: false },
        {
          onSuccess: ({ data }) => {
            if (data.outcome === 'unchanged' && data.quote) proceed(data.quote, false);
          },
          onError: (e) => {
            if (isApiError(e) && !e.sessionEnded) toast('error', e.message);
          },
        },
      ),
    [apiUrl, checkPrice, proceed],
  );

  const retry = () => {
    const offerId = check?.quote?.offer.id;
    closeCheck();
    if (offerId) verify(offerId);
  };

  const suppliersDone = answer?.suppliers.filter((s) => s.status !== 'pending').length ?? 0;
  const suppliersAll = answer?.suppliers.length ?? 0;
  const currency = answer?.currency ?? 'CNY';

  // Below antd's lg breakpoint the filters fold into one button opening them in a drawer, so the
  // results start right under the search instead of below a screen of checkboxes. One listener for
  // the page (never one per result card: that re-rendered every card at once).
  const wide = Grid.useBreakpoint().lg ?? true;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersPanel = answer && (
    <FiltersPanel
      facets={answer.facets}
      currency={currency}
      value={filters}
      money={money}
      airlineName={airlineName}
      onChange={search.setFilters}
    />
  );
  const progress = answer
    ? answer.complete
      ? t('flight.results.complete', { count: answer.total })
      : t('flight.results.arriving', { done: suppliersDone, all: suppliersAll })
    : searching
      ? t('flight.results.searching')
      : '';

  return (
    <div>
      <PageHeading>{t('routes.flight-booking')}</PageHeading>
      <LiveStatus testId="results-announced">{progress}</LiveStatus>
      <Card style={{ marginBottom: 16 }}>
        <Tabs
          items={[
            {
              key: 'search',
              label: t('flight.search.tab'),
              children: (
                <SearchForm
                  initial={bookingState.search()?.request}
                  searching={searching && !answer}
                  lookup={lookup}
                  serverErrors={serverErrors}
                  onSearch={search.start}
                />
              ),
            },
            // The agency may hide PNR booking (its settings); the server refuses it then as well.
            ...(session?.company.config.bookingConfig.hidePnrBooking
              ? []
              : [
                  {
                    key: 'pnr',
                    label: t('flight.pnr.tab'),
                    children: (
                      <PnrPanel
                        onPriced={(searchId, analysis) => {
                          bookingState.savePnr({ searchId, passengers: analysis.passengers });
                          search.show(searchId);
                        }}
                      />
                    ),
                  },
                ]),
          ]}
        />
      </Card>

      {search.searchId && (
        <Row gutter={16}>
          {wide && <Col span={6}>{filtersPanel}</Col>}
          <Col span={wide ? 18 : 24}>
            {stale && (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 12 }}
                message={t('flight.results.stale')}
                data-testid="results-stale"
                action={
                  <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={search.refresh} data-testid="results-refresh">
                    {t('flight.results.refresh')}
                  </Button>
                }
              />
            )}
            <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
              <Space wrap>
                {!wide && answer && <FiltersButton active={activeFilters(filters)} onClick={() => setFiltersOpen(true)} />}
                <Segmented<SortKey>
                  aria-label={t('a11y.sortResults')}
                  value={sort}
                  onChange={search.setSort}
                  options={SORT_KEYS.map((k) => ({ value: k, label: t(`flight.sort.${k}`) }))}
                  data-testid="sort"
                />
              </Space>
              {answer && (
                <Space>
                  {!answer.complete && <Spin size="small" />}
                  <Typography.Text type="secondary" data-testid="results-progress">
                    {progress}
                  </Typography.Text>
                  {!answer.complete && (
                    <Progress
                      type="circle"
                      size={20}
                      percent={suppliersAll ? Math.round((suppliersDone / suppliersAll) * 100) : 0}
                      showInfo={false}
                      aria-hidden
                    />
                  )}
                </Space>
              )}
            </Space>
            {searching && !answer && (
              <Card>
                <Spin /> {t('flight.results.searching')}
              </Card>
            )}
            {answer && answer.total === 0 && answer.complete && (
              <Card data-testid="results-none">
                <Empty description={t('flight.results.none')} />
              </Card>
            )}
            <div data-testid="results">
              {answer?.solutions.map((s) => (
                <ResultCard
                  key={s.id}
                  solution={s}
                  money={money}
                  airportName={airportName}
                  airlineName={airlineName}
                  onBook={verify}
                  checking={priceCheck.isPending && priceCheck.variables?.url === verificationUrl(apiUrl, s.id)}
                />
              ))}
            </div>
            {answer && answer.total > PAGE_SIZE && (
              <Pagination
                current={page}
                pageSize={PAGE_SIZE}
                total={answer.total}
                onChange={search.setPage}
                showSizeChanger={false}
                style={{ textAlign: 'right' }}
              />
            )}
          </Col>
        </Row>
      )}
      {!wide && (
        <Drawer
          open={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          placement="left"
          width={320}
          title={t('flight.filters.title')}
          data-testid="filters-drawer"
        >
          {filtersPanel}
        </Drawer>
      )}
      <PriceCheckDialog answer={check} currency={currency} money={money} onProceed={proceed} onBack={closeCheck} onRetry={retry} />
    </div>
  );
}
