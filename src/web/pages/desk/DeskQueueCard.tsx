// One queue of the platform desk: how many items wait, the oldest few, and the way to the full list.
import { useList } from '@refinedev/core';
import { Badge, Card, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/web/preferences/format-date';
import { useDateFormat } from '@/web/preferences/useDateFormat';

/** An order waiting (orderNo, agencyName) or another item that names itself through `lineOf`. */
export interface QueueRow {
  id: number;
  status: string;
  createdAt: string;
  orderNo?: string;
  agencyName?: string;
  [field: string]: unknown;
}

export interface DeskQueueCardProps {
  /** The declared resource whose list is the queue. */
  resource: string;
  title: string;
  /** Where the whole queue is worked, and where one item opens. */
  listPath: string;
  itemPath(row: { id: number }): string;
  statusLabel(status: string): string;
  filters?: { field: string; operator: 'eq'; value: string }[];
  /** How one item is named in the card; by default its order number, agency and status. */
  lineOf?(row: QueueRow): { title: string; description: string };
}

const SHOWN = 5;

export function DeskQueueCard({ resource, title, listPath, itemPath, statusLabel, filters = [], lineOf }: DeskQueueCardProps) {
  const { t } = useTranslation();
  const dateFormat = useDateFormat();
  const { result, query } = useList<QueueRow>({
    resource,
    pagination: { currentPage: 1, pageSize: SHOWN },
    sorters: [{ field: 'createdAt', order: 'asc' }],
    filters,
  });
  const total = result.total ?? 0;
  return (
    <Card
      title={
        <span>
          {title} <Badge count={total} showZero color={total ? '#d4380d' : '#3a4a5e'} data-testid={`desk-count-${resource}`} />
        </span>
      }
      extra={<Link to={listPath}>{t('desk.openAll')}</Link>}
      loading={query.isLoading}
    >
      <List
        dataSource={result.data}
        // The list's own empty text is drawn in the disabled colour, too faint to read on a card.
        locale={{ emptyText: <Typography.Text type="secondary">{t('desk.nothingWaiting')}</Typography.Text> }}
        renderItem={(row) => {
          const line = lineOf
            ? lineOf(row)
            : { title: row.orderNo ?? '', description: `${row.agencyName ?? ''} · ${statusLabel(row.status)}` };
          return (
            <List.Item extra={<Typography.Text type="secondary">{formatDateTime(row.createdAt, dateFormat)}</Typography.Text>}>
              <List.Item.Meta title={<Link to={itemPath(row)}>{line.title}</Link>} description={line.description} />
            </List.Item>
          );
        }}
      />
    </Card>
  );
}
