// /train/booking: search trains (one-way or return), filter and sort the results, pick a train and
// seat class per leg, then go to the booking form. The request, the search and the picks live in
// the address, so reloading or coming back from the form shows the same results.
import { Alert, Button, Card, Col, Empty, Radio, Row, Segmented, Space, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { SeatClass } from '@/domain/trains/schemas';
import { PageHeading } from '@/web/components/PageHeading';
import { TrainCard } from './booking/TrainCard';
import { TrainFilters, type TrainFilterValues } from './booking/TrainFilters';
import { TrainSearchForm, type TrainSearchRequest } from './booking/TrainSearchForm';
import { useStartTrainSearch, useTrainResults, type ResultView } from './booking/useTrainSearch';
import { chinaTime, localName, parsePick, pickParam } from './train-format';

/** Trains drawn at a time: a busy corridor answers a hundred, more than anyone reads at once. */
const PAGE = 10;

function requestOf(params: URLSearchParams): TrainSearchRequest | null {
  const from = params.get('from'),
    to = params.get('to'),
    date = params.get('date');
  if (!from || !to || !date) return null;
  return { from, to, date, returnDate: params.get('returnDate') ?? undefined, passengers: Number(params.get('n')) || 1 };
}

export default function TrainBookingPage() {
  const { t, i18n } = useTranslation('trains');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const request = requestOf(params);
  const searchId = params.get('sid');
  const outbound = parsePick(params.get('out'));
  const hasReturn = !!request?.returnDate;
  const [leg, setLeg] = useState<'outbound' | 'return'>('outbound');
  const [filters, setFilters] = useState<TrainFilterValues>({});
  const [shown, setShown] = useState(PAGE);
  const [sort, setSort] = useState<Pick<ResultView, 'sort' | 'order'>>({ sort: 'departure', order: 'asc' });
  const search = useStartTrainSearch();
  const { answer, loading } = useTrainResults(searchId, { leg, ...filters, ...sort });
  // A new search, leg, filter or sort starts again from the first trains.
  const viewKey = JSON.stringify([searchId, leg, filters, sort]);
  const [shownFor, setShownFor] = useState(viewKey);
  if (shownFor !== viewKey) {
    setShownFor(viewKey);
    setShown(PAGE);
  }

  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const o of answer?.trains ?? []) {
      map.set(o.from, localName(o.fromName, i18n.language));
      map.set(o.to, localName(o.toName, i18n.language));
    }
    return map;
  }, [answer, i18n.language]);

  const run = (r: TrainSearchRequest) =>
    search.start({ from: r.from, to: r.to, date: r.date, returnDate: r.returnDate }, (id) => {
      setLeg('outbound');
      setFilters({});
      const next: Record<string, string> = { from: r.from, to: r.to, date: r.date, n: String(r.passengers), sid: id };
      if (r.returnDate) next.returnDate = r.returnDate;
      setParams(next);
    });

  const pick = (offerId: string, seatClass: SeatClass) => {
    const chosen = pickParam({ offerId, seatClass });
    if (leg === 'outbound' && hasReturn) {
      setParams((p) => {
        p.set('out', chosen);
        return p;
      });
      setLeg('return');
      setFilters({});
      return;
    }
    const confirm = new URLSearchParams({ sid: searchId!, n: String(request?.passengers ?? 1) });
    if (leg === 'return' && outbound) {
      confirm.set('out', pickParam(outbound));
      confirm.set('ret', chosen);
    } else confirm.set('out', chosen);
    navigate(`/train/booking/confirm?${confirm.toString()}`, { state: { back: `/train/booking?${params.toString()}` } });
  };

  const withFilters = !!answer && answer.totalBeforeFilters > 0;
  const presale = answer?.presale.find((p) => p.leg === leg);
  const noneAtAll = answer?.complete && answer.totalBeforeFilters === 0 && !presale;
  return (
    <div>
      <PageHeading>{t('common:routes.train-booking')}</PageHeading>
      <Card style={{ marginBottom: 16 }}>
        <TrainSearchForm key={searchId ?? 'new'} initial={request} searching={search.isPending} onSearch={run} />
      </Card>
      {searchId && (
        <Row gutter={16}>
          {withFilters && (
            <Col xs={24} lg={6}>
              <TrainFilters facets={answer.facets} value={filters} stationName={(c) => names.get(c) ?? c} onChange={setFilters} />
            </Col>
          )}
          <Col xs={24} lg={withFilters ? 18 : 24}>
            <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
              {hasReturn ? (
                <Radio.Group
                  value={leg}
                  onChange={(e) => {
                    setLeg(e.target.value as 'outbound' | 'return');
                    setFilters({});
                  }}
                  optionType="button"
                  buttonStyle="solid"
                  data-testid="train-leg"
                >
                  <Radio.Button value="outbound">{t('results.outbound', { date: request?.date })}</Radio.Button>
                  <Radio.Button value="return" disabled={!outbound}>
                    {t('results.returnLeg', { date: request?.returnDate })}
                  </Radio.Button>
                </Radio.Group>
              ) : (
                <span />
              )}
              <Space>
                <Typography.Text id="train-sort-label">{t('results.sortBy')}</Typography.Text>
                <Segmented
                  aria-labelledby="train-sort-label"
                  value={`${sort.sort}:${sort.order}`}
                  data-testid="train-sort"
                  onChange={(v) => {
                    const [s, o] = String(v).split(':');
                    setSort({ sort: s as ResultView['sort'], order: o as ResultView['order'] });
                  }}
                  options={[
                    { value: 'departure:asc', label: t('results.sort.departure') },
                    { value: 'duration:asc', label: t('results.sort.duration') },
                    { value: 'price:asc', label: t('results.sort.price') },
                  ]}
                />
              </Space>
            </Space>
            {hasReturn && leg === 'return' && outbound && (
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 12 }}
                message={t('results.outboundPicked', { seatClass: t(`seatClass.${outbound.seatClass}`) })}
              />
            )}
            {presale && (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 12 }}
                data-testid="presale"
                message={t('results.presale', { date: presale.date, at: chinaTime(presale.saleOpensAt) })}
              />
            )}
            {loading && !answer?.trains.length && (
              <div style={{ textAlign: 'center', padding: 32 }}>
                <Spin />
              </div>
            )}
            {answer && !loading && answer.trains.length === 0 && !presale && (
              <Empty data-testid="trains-empty" description={noneAtAll ? t('empty.noTrains') : t('results.noneMatch')} />
            )}
            {answer?.trains.slice(0, shown).map((offer) => (
              <TrainCard
                key={offer.offerId}
                offer={offer}
                picked={leg === 'outbound' && outbound?.offerId === offer.offerId ? outbound.seatClass : undefined}
                onPick={(c) => pick(offer.offerId, c)}
              />
            ))}
            {answer && answer.trains.length > shown && (
              <Button block onClick={() => setShown(shown + PAGE)} data-testid="trains-more">
                {t('results.more', { count: answer.trains.length - shown })}
              </Button>
            )}
          </Col>
        </Row>
      )}
    </div>
  );
}
