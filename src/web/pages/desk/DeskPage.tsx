// `/desk`: platform staff's landing. The platform is not an agency: instead of a booking page under a
// pseudo-agency with an empty wallet, staff see the work waiting for them, oldest first.
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/web/components/PageHeading';
import { DeskQueueCard, type DeskQueueCardProps } from './DeskQueueCard';

type Queue = Omit<DeskQueueCardProps, 'title' | 'statusLabel'> & { titleKey: string; statusNamespace: 'orders' | 'groups' | 'common' };

/** Each queue: a declared resource, the status it waits in, and where it is worked. */
const QUEUES: readonly Queue[] = [
  {
    resource: 'order-review',
    titleKey: 'desk.reviews',
    statusNamespace: 'orders',
    listPath: '/flight/orders/review',
    itemPath: (row) => `/flight/orders/${row.id}`,
  },
  ...(['to_be_quote', 'seat_applying'] as const).map((status) => ({
    resource: 'group-desk-orders',
    titleKey: status === 'to_be_quote' ? 'desk.groupQuotes' : 'desk.groupSeats',
    statusNamespace: 'groups' as const,
    listPath: '/flight/group/order',
    itemPath: (row: { id: number }) => `/flight/group/order/${row.id}`,
    filters: [{ field: 'status', operator: 'eq' as const, value: status }],
  })),
  {
    resource: 'applications',
    titleKey: 'desk.applications',
    statusNamespace: 'common',
    listPath: '/applications',
    itemPath: () => '/applications',
    filters: [{ field: 'status', operator: 'eq', value: 'new' }],
    lineOf: (row) => ({ title: String(row.companyName || row.name), description: String(row.country) }),
  },
];

export default function DeskPage() {
  const { t } = useTranslation();
  const { t: tOrders } = useTranslation('orders');
  const { t: tGroups } = useTranslation('groups');
  const statusText = { orders: tOrders, groups: tGroups, common: (key: string) => t(key.replace(/^status\./, 'applications.statuses.')) };
  return (
    <>
      <PageHeading>{t('routes.desk')}</PageHeading>
      <Row gutter={[16, 16]}>
        {QUEUES.map(({ titleKey, statusNamespace, ...queue }) => (
          <Col key={titleKey} xs={24} xl={8}>
            <DeskQueueCard {...queue} title={t(titleKey)} statusLabel={(s) => statusText[statusNamespace](`status.${s}`)} />
          </Col>
        ))}
      </Row>
    </>
  );
}
