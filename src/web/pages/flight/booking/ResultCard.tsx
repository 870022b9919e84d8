// One search result: the itinerary (local times, duration, stops), the best price with baggage, and
// on demand the price per passenger type, baggage allowances, and refund / change rules.
import { Button, Card, Descriptions, Space, Table, Tag, Typography } from 'antd';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Journey, Solution } from '@/domain/flights/shopping';
import type { MoneyFormat } from '@/web/preferences/money-format';

export interface ResultCardProps {
  solution: Solution;
  money: MoneyFormat;
  airportName(code: string): string;
  airlineName(code: string): string;
  onBook(offerId: string): void;
  checking?: boolean;
}

export function durationText(minutes: number, t: (k: string, o?: Record<string, unknown>) => string): string {
  return t('flight.result.duration', { h: Math.floor(minutes / 60), m: minutes % 60 });
}

function dayShift(journey: Journey): number {
  const first = journey.segments[0]!.departure.slice(0, 10);
  const last = journey.segments[journey.segments.length - 1]!.arrival.slice(0, 10);
  return Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000);
}

function JourneyRow({
  journey,
  airportName,
  airlineName,
}: {
  journey: Journey;
  airportName(code: string): string;
  airlineName(code: string): string;
}) {
  const { t } = useTranslation();
  const first = journey.segments[0]!;
  const last = journey.segments[journey.segments.length - 1]!;
  const stops = journey.segments.length - 1;
  const shift = dayShift(journey);
  return (
    // Plain flex boxes, not antd's Row/Col: every Row subscribes to the breakpoint listener, and a page
    // of cards with several rows each re-rendered all at once when the window crossed 992 px
    // ("Maximum update depth exceeded"). These rows have no responsive props to need it.
    // The parts wrap onto lines of their own where the card is narrower than they are (a phone).
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, marginBottom: 8 }}>
      <div style={{ flex: '0 0 150px' }}>
        <Typography.Text strong>{airlineName(first.carrier)}</Typography.Text>
        <div>
          <Typography.Text type="secondary">{journey.segments.map((s) => s.flightNumber).join(' / ')}</Typography.Text>
        </div>
      </div>
      <div style={{ flex: '0 0 110px', textAlign: 'right' }}>
        <Typography.Text strong style={{ fontSize: 20 }}>
          {first.departure.slice(11, 16)}
        </Typography.Text>
        <div>
          <Typography.Text type="secondary">{airportName(first.origin)}</Typography.Text>
        </div>
        <div>
          <Typography.Text type="secondary">{first.departure.slice(0, 10)}</Typography.Text>
        </div>
      </div>
      <div style={{ flex: '1 1 auto', textAlign: 'center', minWidth: 120 }}>
        <Typography.Text type="secondary">{durationText(journey.durationMinutes, t)}</Typography.Text>
        <div style={{ borderTop: '1px solid #8c8c8c', margin: '4px 16px' }} />
        <Typography.Text type="secondary">
          {stops === 0
            ? t('flight.result.direct')
            : t('flight.result.stops', {
                count: stops,
                via: journey.segments
                  .slice(0, -1)
                  .map((s) => s.destination)
                  .join(', '),
              })}
        </Typography.Text>
      </div>
      <div style={{ flex: '0 0 110px' }}>
        <Typography.Text strong style={{ fontSize: 20 }}>
          {last.arrival.slice(11, 16)}
        </Typography.Text>
        {shift > 0 && (
          <sup style={{ color: '#ff9c6e', marginLeft: 2 }} aria-label={t('flight.result.nextDay', { count: shift })}>
            +{shift}
          </sup>
        )}
        <div>
          <Typography.Text type="secondary">{airportName(last.destination)}</Typography.Text>
        </div>
      </div>
    </div>
  );
}

/**
 * `narrow`: drawn in a side column (the confirm page's summary), where two description columns leave
 * the values a few characters wide and a text such as "No free checked baggage" breaks letter by letter.
 */
export function ResultDetails({ solution, money, narrow }: { solution: Solution; money: MoneyFormat; narrow?: boolean }) {
  const { t } = useTranslation();
  const currency = solution.priceDetail.currency;
  // Currency and figure stay on one line where a narrow column wraps the text around them.
  const amount = (value: number) => money.settlement({ amount: value, currency }).replace(' ', '\u00a0');
  const bag = (b: Solution['baggage']['checked']) =>
    b.pieces === 0 ? t('flight.baggage.none') : t('flight.baggage.pieces', { count: b.pieces, kg: b.weightKg ?? '-' });
  return (
    <div data-testid="result-details">
      <Table
        size="small"
        pagination={false}
        rowKey="passengerType"
        dataSource={solution.priceDetail.priceList}
        // In a side column (about a third of a 1280 px window) seven money columns do not fit: the
        // per-person price and the total would sit off to the side. There the parts of the price are
        // written under the passenger type, and only the per-person column stays a column.
        columns={
          narrow
            ? [
                {
                  title: t('flight.price.passengerType'),
                  dataIndex: 'passengerType',
                  render: (v: string, row) => (
                    <>
                      <div>{`${t(`passenger.types.${v}`)} × ${row.count}`}</div>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="price-parts">
                        {[
                          `${t('flight.price.fare')} ${amount(row.price)}`,
                          `${t('flight.price.taxes')} ${amount(row.airportTax + row.fuelSurcharge + row.otherTaxes)}`,
                          `${t('flight.price.serviceFee')} ${amount(row.markup)}`,
                        ].join(' · ')}
                      </Typography.Text>
                    </>
                  ),
                },
                {
                  title: t('flight.price.perPerson'),
                  dataIndex: 'salePrice',
                  align: 'right',
                  render: (v: number) => <strong className="no-break">{amount(v)}</strong>,
                },
              ]
            : [
                {
                  title: t('flight.price.passengerType'),
                  dataIndex: 'passengerType',
                  render: (v: string, row) => `${t(`passenger.types.${v}`)} × ${row.count}`,
                },
                { title: t('flight.price.fare'), dataIndex: 'price', align: 'right', render: (v: number) => amount(v) },
                { title: t('flight.price.airportTax'), dataIndex: 'airportTax', align: 'right', render: (v: number) => amount(v) },
                { title: t('flight.price.fuelSurcharge'), dataIndex: 'fuelSurcharge', align: 'right', render: (v: number) => amount(v) },
                { title: t('flight.price.otherTaxes'), dataIndex: 'otherTaxes', align: 'right', render: (v: number) => amount(v) },
                { title: t('flight.price.serviceFee'), dataIndex: 'markup', align: 'right', render: (v: number) => amount(v) },
                {
                  title: t('flight.price.perPerson'),
                  dataIndex: 'salePrice',
                  align: 'right',
                  render: (v: number) => <strong>{amount(v)}</strong>,
                },
              ]
        }
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={narrow ? 1 : 6}>
              {t('flight.price.total')}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <strong className="no-break" data-testid="result-details-total">
                {amount(solution.priceDetail.total)}
              </strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      <Descriptions size="small" column={narrow ? 1 : { xs: 1, md: 2 }} style={{ marginTop: 12 }} data-testid="result-facts">
        <Descriptions.Item label={t('flight.baggage.carryOn')}>{bag(solution.baggage.carryOn)}</Descriptions.Item>
        <Descriptions.Item label={t('flight.baggage.checked')}>{bag(solution.baggage.checked)}</Descriptions.Item>
        <Descriptions.Item label={t('flight.result.fareBasis')}>{solution.fareBasis ?? t('flight.result.noFareBasis')}</Descriptions.Item>
        <Descriptions.Item label={t('flight.result.seatsLeft')}>{solution.seatsLeft}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={3} style={{ fontSize: 14, marginTop: 8 }}>
        {t('flight.policy.title')}
      </Typography.Title>
      <ul style={{ paddingLeft: 20, margin: 0 }}>
        {solution.cancellation.rules.map((r, i) => (
          <li key={i}>
            {t('flight.policy.rule', {
              kind: t(`flight.policy.${r.kind}`),
              when: r.when === 'before' && r.hours === 0 ? t('flight.policy.beforeAny') : t(`flight.policy.${r.when}`, { hours: r.hours }),
              outcome: r.allowed
                ? r.fee > 0
                  ? t('flight.policy.fee', { fee: amount(r.fee) })
                  : t('flight.policy.free')
                : t('flight.policy.notAllowed'),
            })}
          </li>
        ))}
      </ul>
      {/* The supplier's own words, in whatever language it wrote them: labelled as such in the reader's
          language rather than passed off as our translation. */}
      {solution.cancellation.remarks && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }} data-testid="fare-remarks">
          {t('flight.policy.supplierRemarks', { text: solution.cancellation.remarks })}
        </Typography.Paragraph>
      )}
      {solution.alternatives.length > 1 && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t('flight.result.alternatives')}: {solution.alternatives.map((a) => `${a.supplier} ${amount(a.total)}`).join(' · ')}
        </Typography.Paragraph>
      )}
    </div>
  );
}

/** The offer's flights in a few words ("MU501 Shanghai PVG → Hong Kong HKG 08:00"): fifteen "Book" buttons each say which flight they book. */
function flightsOf(solution: Solution, airportName: (code: string) => string): string {
  return solution.journeys
    .map((j) => {
      const first = j.segments[0]!;
      const last = j.segments[j.segments.length - 1]!;
      return `${j.segments.map((s) => s.flightNumber).join('/')} ${airportName(first.origin)} → ${airportName(last.destination)} ${first.departure.slice(11, 16)}`;
    })
    .join('; ');
}

// Memoised: the results page redraws on every progress step, spinner and lookup answer; a card redraws
// only when its offer, a name it shows, the money format or its own price check changes.
export const ResultCard = memo(function ResultCard({ solution, money, airportName, airlineName, onBook, checking }: ResultCardProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const adult = solution.priceDetail.priceList.find((p) => p.passengerType === 'adult');
  const currency = solution.priceDetail.currency;
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid="result-card">
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 }}>
        <div style={{ flex: '1 1 auto', minWidth: 0 }}>
          {solution.journeys.map((j, i) => (
            <JourneyRow key={i} journey={j} airportName={airportName} airlineName={airlineName} />
          ))}
        </div>
        <div style={{ flex: '0 0 200px', textAlign: 'right' }}>
          <div data-testid="result-price" style={{ fontSize: 22, fontWeight: 600, color: '#f5c978' }}>
            {money.display({ amount: solution.priceDetail.total, currency })}
          </div>
          {adult && (
            <Typography.Text type="secondary">
              {t('flight.result.perAdult', { price: money.display({ amount: adult.salePrice, currency }) })}
            </Typography.Text>
          )}
          <div style={{ margin: '6px 0' }}>
            <Space size={4} wrap style={{ justifyContent: 'flex-end' }}>
              <Tag color={solution.baggage.checked.pieces > 0 ? 'green' : 'orange'}>
                {solution.baggage.checked.pieces > 0
                  ? t('flight.baggage.included', { count: solution.baggage.checked.pieces })
                  : t('flight.baggage.none')}
              </Tag>
              <Tag>{t(`flight.cabins.${solution.cabin}`)}</Tag>
            </Space>
          </div>
          <Space>
            <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open} data-testid="result-toggle">
              {open ? t('flight.result.hide') : t('flight.result.details')}
            </Button>
            <Button
              type="primary"
              size="small"
              loading={checking}
              onClick={() => onBook(solution.id)}
              data-testid="result-book"
              aria-label={t('a11y.bookFlight', { book: t('flight.result.book'), flight: flightsOf(solution, airportName) })}
            >
              {t('flight.result.book')}
            </Button>
          </Space>
        </div>
      </div>
      {open && <ResultDetails solution={solution} money={money} />}
    </Card>
  );
});
