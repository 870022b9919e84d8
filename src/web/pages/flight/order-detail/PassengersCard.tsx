// The travellers of an order with their documents, fares and ticket numbers once issued.
import { Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@/domain/flights/flight-orders';
import { useMoneyFormat } from '@/web/preferences/useMoneyFormat';

type Passenger = OrderDetail['passengers'][number];

export function PassengersCard({ passengers, currency }: { passengers: readonly Passenger[]; currency: string }) {
  const { t } = useTranslation('orders');
  const money = useMoneyFormat();
  return (
    <Card size="small" title={t('detail.passengers')} style={{ marginBottom: 16 }} data-testid="order-passengers">
      <Table<Passenger>
        size="small"
        pagination={false}
        rowKey="seq"
        dataSource={[...passengers]}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'name',
            title: t('detail.name'),
            render: (_, p) => <Typography.Text strong>{`${p.surname}/${p.givenNames}`}</Typography.Text>,
          },
          { key: 'type', title: t('detail.passengerType'), render: (_, p) => t(`common:passenger.types.${p.type}`) },
          {
            key: 'document',
            title: t('detail.document'),
            render: (_, p) =>
              `${t(`common:passenger.documentTypes.${p.documentType}`, { defaultValue: p.documentType })} ${p.documentNumber}`,
          },
          {
            key: 'ticket',
            title: t('detail.ticketNumber'),
            render: (_, p) =>
              p.ticketNumber ? (
                <span data-testid="ticket-number">{p.ticketNumber}</span>
              ) : (
                <Typography.Text type="secondary">{t('detail.notIssued')}</Typography.Text>
              ),
          },
          { key: 'price', title: t('detail.fare'), align: 'right', render: (_, p) => money.settlement({ amount: p.salePrice, currency }) },
        ]}
      />
    </Card>
  );
}
