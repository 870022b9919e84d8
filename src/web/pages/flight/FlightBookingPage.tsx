// /flight/booking: search (or paste a PNR), watch results arrive from every supplier, sort and filter
// them, see price details, and price-check the chosen fare before the confirm page.
// A search is not a record list: it is started, then polled until every supplier answered, and the
// price check is a question to the supplier. So these calls stay hand-written (useFlightSearch,
// src/web/api/flights.ts) instead of going through Refine's data hooks.
import { ReloadOutlined } from '@ant-design/icons';
import { useApiUrl, useCustom, type BaseRecord } from '@refinedev/core';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Pagination, Progress, Row, Segmented, Space, Spin, Tabs, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Quote, VerificationAnswer } from '@/domain/schemas/booking';
import { localName, type Airline, type Airport, type AirportLookupResult } from '@/domain/schemas/airports';
import { SORT_KEYS, type SortKey } from '@/domain/schemas/shopping';
import { flightApi } from '@/web/api/flights';
import { LiveStatus } from '@/web/a11y/LiveStatus';
import { PageHeading } from '@/web/components/PageHeading';
import { toast } from '@/web/feedback/toast';
import { useMoneyFormat } from '@/web/preferences/useMoneyFormat';
import { isApiError } from '@/web/providers/api-error';
import { useServices, useSessionState } from '@/web/services';
import { bookingState } from './booking-state';
import { FiltersPanel } from './booking/FiltersPanel';
import { PnrPanel } from './booking/PnrPanel';
import { PriceCheckDialog } from './booking/PriceCheckDialog';
import { ResultCard } from './booking/ResultCard';
import { SearchForm } from './booking/SearchForm';
import { PAGE_SIZE, useFlightSearch } from './booking/useFlightSearch';

/**
 * Names of the codes on screen (airlines, or airports by their city): reference data read through
 * Refine's useCustom, one read per set of codes, cached; the names already shown stay while a larger
 * set (another supplier's answer) loads.
 */
function useNames<T extends { code: string }, A extends BaseRecord>(path: string, codes: readonly string[], itemsOf: (answer: A) => readonly T[], show: (item: T) => string) {
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
  return useCallback((code: string) => {
    const item = known.get(code);
    return item ? show(item) : code;
  }, [known, show]);
}

const airlinesOf = (answer: Airline[]) => answer;
const airportsOf = (answer: AirportLookupResult) => answer.airports;

export default function FlightBookingPage() {
  const { t, i18n } = useTranslation();
  const { http } = useServices();
  const money = useMoneyFormat();
  const navigate = useNavigate();
  const { session } = useSessionState();
  const search = useFlightSearch(http, session?.company.config.commonConfig.settlementCurrency);
  const { answer, loading, stale, sort, filters, page, error } = search.view;
  const [check, setCheck] = useState<VerificationAnswer | null>(null);
  const [serverErrors, setServerErrors] = useState<Array<{ field: string; message: string }>>([]);
  const lookup = useCallback((q: string) => flightApi.airports(http, q), [http]);
  const carriers = useMemo(() => [...(answer?.facets.airlines.map((a) => a.code) ?? []), ...(answer?.solutions.flatMap((s) => s.journeys.flatMap((j) => j.segments.map((g) => g.carrier))) ?? [])], [answer]);
  const language = i18n.language;
  const showAirline = useCallback((a: Airline) => localName(a, language), [language]);
  const showCity = useCallback(
    (a: Airport) => localName({ name: a.cityName, chineseName: a.cityChineseName, traditionalName: a.cityTraditionalName }, language),
    [language],
  );
  const airlineName = useNames('/base/v2/airlines', carriers, airlinesOf, showAirline);
  const places = useMemo(() => answer?.solutions.flatMap((s) => s.journeys.flatMap((j) => [j.segments[0]!.origin, j.segments[j.segments.length - 1]!.destination])) ?? [], [answer]);
  const cityName = useNames('/base/v2/airports', places, airportsOf, showCity);
  const airportName = useCallback((code: string) => `${cityName(code)} ${code}`.replace(`${code} ${code}`, code), [cityName]);

  useEffect(() => {
    if (!error) return;
    if (isApiError(error) && error.fields.length) setServerErrors(error.fields);
    else if (isApiError(error) && error.code === 600102) {
      bookingState.clear();
      toast('error', t('agencyManager.config.common.settlementCurrency.change'));
    } else if (isApiError(error) && !error.sessionEnded) toast('error', error.message);
  }, [error, t]);

  // The price check asks the supplier again; its answer decides the next step (no record is written).
  const priceCheck = useMutation({
    mutationFn: (offerId: string) => flightApi.verify(http, offerId),
    onSuccess: (result) => {
      if (result.outcome === 'unchanged' && result.quote) proceed(result.quote, false);
      else setCheck(result);
    },
    onError: (e) => { if (isApiError(e) && !e.sessionEnded) toast('error', e.message); },
  });
  const { mutate: checkPrice } = priceCheck;
  const verify = useCallback((offerId: string) => checkPrice(offerId), [checkPrice]);

  const proceed = (quote: Quote, clearPassengers: boolean) => {
    bookingState.saveQuote({ quote, clearPassengers });
    setCheck(null);
    navigate('/flight/booking/confirm');
  };

  const retry = () => {
    const offerId = check?.quote?.offer.id;
    setCheck(null);
    if (offerId) verify(offerId);
  };

  const suppliersDone = answer?.suppliers.filter((s) => s.status !== 'pending').length ?? 0;
  const suppliersAll = answer?.suppliers.length ?? 0;
  const currency = answer?.currency ?? 'CNY';
  const progress = answer
    ? answer.complete ? t('flight.results.complete', { count: answer.total }) : t('flight.results.arriving', { done: suppliersDone, all: suppliersAll })
    : loading ? t('flight.results.searching') : '';

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
              children: <SearchForm initial={bookingState.search()?.request} searching={loading && !answer} lookup={lookup} serverErrors={serverErrors}
                onSearch={(request) => { setServerErrors([]); void search.start(request); }} />,
            },
            // The agency may hide PNR booking (its settings); the server refuses it then as well.
            ...(session?.company.config.bookingConfig.hidePnrBooking
              ? []
              : [{
                key: 'pnr',
                label: t('flight.pnr.tab'),
                children: <PnrPanel analyse={(pnr) => flightApi.analysePnr(http, pnr)} price={async (pnr) => { const started = await flightApi.accurateSearch(http, pnr); search.startWith(started.id); }} />,
              }]),
          ]}
        />
      </Card>

      {search.view.searchId && (
        <Row gutter={16}>
          <Col xs={24} lg={6}>
            {answer && <FiltersPanel facets={answer.facets} currency={currency} value={filters} money={money} airlineName={airlineName} onChange={search.setFilters} />}
          </Col>
          <Col xs={24} lg={18}>
            {stale && (
              <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('flight.results.stale')} data-testid="results-stale"
                action={<Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={search.refresh} data-testid="results-refresh">{t('flight.results.refresh')}</Button>} />
            )}
            <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
              <Segmented<SortKey> aria-label={t('a11y.sortResults')} value={sort} onChange={search.setSort} options={SORT_KEYS.map((k) => ({ value: k, label: t(`flight.sort.${k}`) }))} data-testid="sort" />
              {answer && (
                <Space>
                  {!answer.complete && <Spin size="small" />}
                  <Typography.Text type="secondary" data-testid="results-progress">
                    {progress}
                  </Typography.Text>
                  {!answer.complete && <Progress type="circle" size={20} percent={suppliersAll ? Math.round((suppliersDone / suppliersAll) * 100) : 0} showInfo={false} aria-hidden />}
                </Space>
              )}
            </Space>
            {loading && !answer && <Card><Spin /> {t('flight.results.searching')}</Card>}
            {answer && answer.total === 0 && answer.complete && <Card data-testid="results-none"><Empty description={t('flight.results.none')} /></Card>}
            <div data-testid="results">
              {answer?.solutions.map((s) => (
                <ResultCard key={s.id} solution={s} money={money} airportName={airportName} airlineName={airlineName} onBook={verify} checking={priceCheck.isPending && priceCheck.variables === s.id} />
              ))}
            </div>
            {answer && answer.total > PAGE_SIZE && (
              <Pagination current={page} pageSize={PAGE_SIZE} total={answer.total} onChange={search.setPage} showSizeChanger={false} style={{ textAlign: 'right' }} />
            )}
          </Col>
        </Row>
      )}
      <PriceCheckDialog answer={check} currency={currency} money={money} onProceed={proceed} onBack={() => setCheck(null)} onRetry={retry} />
    </div>
  );
}
