// /flight/group/order: group orders by SPEC 2 menu route (all, to_be_quote ... canceled), each
// with its count; platform staff see every agency's groups (the desk's queue).
import { Badge, Button, Card, Radio, Table, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { GroupOrderRow } from '@/domain/groups/schemas';
import { GROUP_MENU } from '@/domain/groups/status';
import { groupApi } from '@/web/api/groups';
import { PageHeading } from '@/web/components/PageHeading';
import { toast } from '@/web/feedback/toast';
import { isApiError } from '@/web/providers/api-error';
import { useServices } from '@/web/services';
import { useLedgerFormat } from '../bills/wallet/useLedgerFormat';
import { deadlineText } from './format';
import { GroupStatusTag } from './GroupStatusTag';
import { useGroupSide } from './useGroupSide';

const PAGE = 20;

export default function GroupOrdersPage() {
  const { t } = useTranslation('groups');
  const { t: tc } = useTranslation();
  const { http } = useServices();
  const side = useGroupSide();
  const money = useLedgerFormat();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const status = GROUP_MENU.includes(params.get('status') as never) ? params.get('status')! : 'all';
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<GroupOrderRow[]>([]);
  const [total, setTotal] = useState(0);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [loading, setLoading] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const [list, cnt] = await Promise.all([groupApi.list(http, side, { status, _start: (page - 1) * PAGE, _end: page * PAGE }), groupApi.counts(http, side)]);
      setRows(list.rows);
      setTotal(list.total);
      setCounts(Object.fromEntries(cnt.map((c) => [c.status, c.cnt])));
    } catch (e) {
      if (isApiError(e) && !e.sessionEnded) toast('error', e.message);
    } finally {
      setLoading(false);
    }
  }, [http, side, status, page]);
  useEffect(() => { void load(); }, [load]);

  return (
    <div>
      <PageHeading extra={side === 'agency' && <Button type="primary" onClick={() => navigate('/flight/group/booking')} data-testid="new-group">{t('list.new')}</Button>}>
        {side === 'desk' ? t('list.deskTitle') : tc('routes.flight-group-order')}
      </PageHeading>
      <Card>
        {/* Every SPEC 2 menu route with its count, all visible (wrapping), never hidden in an overflow menu. */}
        <Radio.Group value={status} onChange={(e) => { setPage(1); setParams(e.target.value === 'all' ? {} : { status: e.target.value as string }); }}
          optionType="button" buttonStyle="solid" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }} data-testid="group-menu" aria-label={t('list.menu')}>
          {GROUP_MENU.map((key) => (
            <Radio.Button key={key} value={key} style={{ borderRadius: 6 }}>
              <span data-testid={`menu-${key}`}>
                {key === 'all' ? t('list.all') : t(`status.${key}`)} <Badge count={counts[key] ?? 0} overflowCount={99} showZero style={{ backgroundColor: key === status ? '#1f1f1f' : '#595959', color: '#fff', boxShadow: 'none' }} />
              </span>
            </Radio.Button>
          ))}
        </Radio.Group>
        <Table<GroupOrderRow> rowKey="id" loading={loading} dataSource={rows} data-testid="group-table"
          pagination={{ current: page, pageSize: PAGE, total, onChange: setPage, showSizeChanger: false }}
          columns={[
            { title: t('list.orderNo'), dataIndex: 'orderNo', render: (no: string, r) => <Link to={`/flight/group/order/${r.id}`}>{no}</Link> },
            ...(side === 'desk' ? [{ title: t('list.agency'), dataIndex: 'agencyName' }] : []),
            { title: t('list.route'), dataIndex: 'route' },
            { title: t('list.departure'), dataIndex: 'departureDate' },
            { title: t('list.passengers'), dataIndex: 'passengerCount' },
            { title: t('list.status'), dataIndex: 'status', render: (s) => <GroupStatusTag status={s} /> },
            { title: t('list.total'), render: (_, r) => (r.totalAmount === null ? <Typography.Text type="secondary">{t('list.awaitingQuote')}</Typography.Text> : money.exact({ amount: r.totalAmount, currency: r.currency })) },
            { title: t('list.paid'), render: (_, r) => money.exact({ amount: r.paidAmount, currency: r.currency }) },
            { title: t('list.nextDue'), dataIndex: 'nextDueAt', render: (d: string | null) => (d ? deadlineText(d) : '—') },
          ]} />
      </Card>
    </div>
  );
}
