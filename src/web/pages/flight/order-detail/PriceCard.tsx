// The price of an order (the sale, and the change or refund figures of an after-sale order) and
// its payment state.
import { Card, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDisplayPrice, formatLedgerAmount } from '@/domain/money';
import type { OrderDetail } from '@/domain/flights/flight-orders';
import { formatDateTime } from '@/web/preferences/format-date';
import { useDateFormat } from '@/web/preferences/useDateFormat';
import { useMoneyFormat } from '@/web/preferences/useMoneyFormat';

export function PriceCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const money = useMoneyFormat();
  const { price } = order;
  const amount = (value: number) => money.settlement({ amount: value, currency: price.currency });
  const item = (key: string, value: number, strong = false) => ({
    key,
    label: t(`price.${key}`),
    children: <span data-testid={`price-${key}`}>{strong ? <strong>{amount(value)}</strong> : amount(value)}</span>,
  });
  // The taxes are shown by kind; the lines add up to the sale total (each is in the unit it is shown in).
  const sale = [
    item('ticketPrice', price.ticketPrice),
    item('airportTax', price.airportTax),
    item('fuelSurcharge', price.fuelSurcharge),
    item('otherTaxes', price.otherTaxes),
    item('serviceFee', price.serviceFee),
    ...(price.discount ? [item('discount', -price.discount)] : []),
    ...(price.transactionFee ? [item('transactionFee', price.transactionFee)] : []),
    item('saleTotal', price.saleTotal, true),
    ...(price.fareBasis ? [{ key: 'fareBasis', label: t('price.fareBasis'), children: price.fareBasis }] : []),
  ];
  // The cost is what the supplier is paid, to the cent: shown exactly, never rounded up.
  const cost = price.cost;
  const costItem = (key: string, value: number) => ({
    key: `cost-${key}`,
    label: t(`price.${key}`),
    children: (
      <span data-testid={`cost-${key}`}>
        {formatDisplayPrice({ amount: value, currency: price.currency }, price.currency, { [price.currency]: '1' })}
      </span>
    ),
  });
  // A change or refund under review has no quote yet: its figures would all read zero.
  const quoted = !['chg_reviewing', 'rfd_reviewing'].includes(order.status);
  return (
    <Card size="small" title={t('detail.price')} style={{ marginBottom: 16 }} data-testid="order-price">
      {order.type === 'origin' && <Descriptions size="small" column={1} items={sale} />}
      {price.card && (
        // The card's surcharge is to the minor unit: shown exactly, as the card was charged.
        <Descriptions
          size="small"
          column={1}
          title={<Typography.Text>{t('price.cardTitle')}</Typography.Text>}
          items={[
            {
              key: 'cardFee',
              label: t('price.cardFee'),
              children: (
                <span data-testid="price-cardFee">{formatLedgerAmount({ amount: price.card.cardFee, currency: price.currency })}</span>
              ),
            },
            {
              key: 'cardTotal',
              label: t('price.cardTotal'),
              children: (
                <strong data-testid="price-cardTotal">
                  {formatLedgerAmount({ amount: price.card.cardTotal, currency: price.currency })}
                </strong>
              ),
            },
          ]}
        />
      )}
      {cost && (
        <Descriptions
          size="small"
          column={1}
          title={<Typography.Text type="secondary">{t('price.costTitle')}</Typography.Text>}
          data-testid="order-cost"
          items={[
            costItem(
              'ticketPrice',
              cost.priceList.reduce((sum, p) => sum + p.price * p.count, 0),
            ),
            costItem(
              'airportTax',
              cost.priceList.reduce((sum, p) => sum + p.airportTax * p.count, 0),
            ),
            costItem(
              'fuelSurcharge',
              cost.priceList.reduce((sum, p) => sum + p.fuelSurcharge * p.count, 0),
            ),
            costItem(
              'otherTaxes',
              cost.priceList.reduce((sum, p) => sum + p.otherTaxes * p.count, 0),
            ),
            costItem('costPrice', cost.total),
          ]}
        />
      )}
      {quoted && price.change && (
        <Descriptions
          size="small"
          column={1}
          title={<Typography.Text>{t('price.changeTitle')}</Typography.Text>}
          items={[
            item('ticketDifference', price.change.ticketDifference),
            item('taxDifference', price.change.taxDifference),
            item('changeFee', price.change.changeFee),
            item('changeServiceFee', price.change.serviceFee),
            item('changeTotal', price.change.total, true),
          ]}
        />
      )}
      {quoted && price.refund && (
        <Descriptions
          size="small"
          column={1}
          title={<Typography.Text>{t('price.refundTitle')}</Typography.Text>}
          items={[
            item('originalRefundable', price.refund.originalRefundable),
            item('refundFee', -price.refund.refundFee),
            item('refundServiceFee', -price.refund.serviceFee),
            item('totalRefundable', price.refund.totalRefundable, true),
          ]}
        />
      )}
      {order.type !== 'origin' && (!quoted || (!price.change && !price.refund)) && (
        <Typography.Text type="secondary">{t('price.awaitingQuote')}</Typography.Text>
      )}
    </Card>
  );
}

export function PaymentCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const money = useMoneyFormat();
  const dateFormat = useDateFormat();
  const { payment } = order;
  const amount = (value: number) => money.settlement({ amount: value, currency: payment.currency });
  return (
    <Card size="small" title={t('detail.payment')} style={{ marginBottom: 16 }} data-testid="order-payment">
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'status',
            label: t('payment.label'),
            children: (
              <Tag color={payment.status === 'paid' ? 'success' : 'warning'} data-testid="payment-status">
                {t(`payment.${payment.status}`)}
              </Tag>
            ),
          },
          ...(payment.paymentState
            ? [
                {
                  key: 'state',
                  label: t('payment.state'),
                  children: t(`payment.states.${payment.paymentState}`, { defaultValue: payment.paymentState }),
                },
              ]
            : []),
          ...(payment.channel
            ? [
                {
                  key: 'channel',
                  label: t('payment.channel'),
                  children: t(`payment.channels.${payment.channel}`, { defaultValue: payment.channel }),
                },
              ]
            : []),
          { key: 'amount', label: t('payment.amount'), children: amount(payment.amount) },
          ...(payment.refundedAmount
            ? [
                {
                  key: 'refunded',
                  label: t('payment.refunded'),
                  children: <span data-testid="payment-refunded">{amount(payment.refundedAmount)}</span>,
                },
              ]
            : []),
          ...(payment.payBefore && payment.status === 'unpaid'
            ? [{ key: 'payBefore', label: t('payment.payBefore'), children: formatDateTime(payment.payBefore, dateFormat) }]
            : []),
        ]}
      />
    </Card>
  );
}
