// /flight/group/order: group orders by menu route (all, to_be_quote ... canceled), each with its
// count; platform staff see every agency's groups (the desk's queue). The status tab stays in the URL
// (?status=) so a link opens the same tab.
import { useCustom } from '@refinedev/core';
import { Badge, Button, Card, Radio, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { GroupOrderRow } from '@/domain/groups/schemas';
import { GROUP_MENU, type GroupMenu } from '@/domain/groups/status';
import { PageHeading } from '@/web/components/PageHeading';
import { useResourceUrl } from '@/web/data/useResourceUrl';
import { useListPage, ListTable } from '@/web/list';
import { useLedgerFormat } from '@/web/pages/bills/wallet/useLedgerFormat';
import { deadlineText } from './format';
import { GroupStatusTag } from './GroupStatusTag';
import { useGroupSide } from './useGroupSide';

const isMenu = (value: string | null): value is GroupMenu => (GROUP_MENU as readonly string[]).includes(value ?? '');

export default function GroupOrdersPage() {
  const { t } = useTranslation('groups');
  const { t: tc } = useTranslation();
  const { side, resource } = useGroupSide();
  const money = useLedgerFormat();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('status');
  const status: GroupMenu = isMenu(wanted) ? wanted : 'all';
  const permanentFilters = useMemo(() => (status === 'all' ? [] : [{ field: 'status', operator: 'eq' as const, value: status }]), [status]);
  const { tableProps, setCurrentPage } = useListPage<GroupOrderRow>({ resource, filters: [], permanentFilters, syncWithLocation: false });
  // The per-status counts are a read beside the list (not a record list), hence useCustom.
  const url = useResourceUrl(resource);
  const { result: countAnswer } = useCustom<Array<{ status: string; cnt: number }>>({ url: url('status'), method: 'get' });
  const counts = useMemo(
    () => Object.fromEntries((Array.isArray(countAnswer.data) ? countAnswer.data : []).map((c) => [c.status, c.cnt])),
    [countAnswer.data],
  );

  return (
    <div>
      <PageHeading
        extra={
          side === 'agency' && (
            <Button type="primary" onClick={() => navigate('/flight/group/booking')} data-testid="new-group">
              {t('list.new')}
            </Button>
          )
        }
      >
        {side === 'desk' ? t('list.deskTitle') : tc('routes.flight-group-order')}
      </PageHeading>
      <Card>
        {/* Every menu route with its count, all visible (wrapping), never hidden in an overflow menu. */}
        <Radio.Group
          value={status}
          onChange={(e) => {
            setCurrentPage(1);
            setParams(e.target.value === 'all' ? {} : { status: String(e.target.value) });
          }}
          optionType="button"
          buttonStyle="solid"
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}
          data-testid="group-menu"
          aria-label={t('list.menu')}
        >
          {GROUP_MENU.map((key) => (
            <Radio.Button key={key} value={key} style={{ borderRadius: 6 }}>
              <span data-testid={`menu-${key}`}>
                {key === 'all' ? t('list.all') : t(`status.${key}`)}{' '}
                <Badge
                  count={counts[key] ?? 0}
                  overflowCount={99}
                  showZero
                  style={{ backgroundColor: key === status ? '#1f1f1f' : '#595959', color: '#fff', boxShadow: 'none' }}
                />
              </span>
            </Radio.Button>
          ))}
        </Radio.Group>
        <ListTable<GroupOrderRow>
          {...tableProps}
          rowKey="id"
          data-testid="group-table"
          pagination={tableProps.pagination === false ? false : { ...tableProps.pagination, showSizeChanger: false }}
          columns={[
            {
              title: t('list.orderNo'),
              dataIndex: 'orderNo',
              render: (no: string, r) => <Link to={`/flight/group/order/${r.id}`}>{no}</Link>,
            },
            ...(side === 'desk' ? [{ title: t('list.agency'), dataIndex: 'agencyName' }] : []),
            { title: t('list.route'), dataIndex: 'route' },
            { title: t('list.departure'), dataIndex: 'departureDate' },
            { title: t('list.passengers'), dataIndex: 'passengerCount' },
            { title: t('list.status'), dataIndex: 'status', render: (s: GroupOrderRow['status']) => <GroupStatusTag status={s} /> },
            {
              title: t('list.total'),
              render: (_, r) =>
                r.totalAmount === null ? (
                  <Typography.Text type="secondary">{t('list.awaitingQuote')}</Typography.Text>
                ) : (
                  money.exact({ amount: r.totalAmount, currency: r.currency })
                ),
            },
            { title: t('list.paid'), render: (_, r) => money.exact({ amount: r.paidAmount, currency: r.currency }) },
            { title: t('list.nextDue'), dataIndex: 'nextDueAt', render: (d: string | null) => (d ? deadlineText(d) : '—') },
          ]}
        />
      </Card>
    </div>
  );
}
