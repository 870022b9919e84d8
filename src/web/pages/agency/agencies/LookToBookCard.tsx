// Look-to-book over a chosen period: searches, bookings and searches per booking. No bookings reads
// as such (the server answers a null ratio, never a division error).
import { useCustom } from '@refinedev/core';
import { Card, Col, DatePicker, Row, Statistic } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookToBook } from '@/domain/schemas/agencies';
import { useResourceUrl } from '@/web/data/useResourceUrl';

export function LookToBookCard({ agencyId }: { agencyId: number }) {
  const { t } = useTranslation();
  const urlOf = useResourceUrl('agency-manager');
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().subtract(29, 'day'), dayjs()]);
  // A figure computed for a period, not a record: Refine's custom read is the hook that fits.
  const { result: answer, query } = useCustom<LookToBook>({
    url: urlOf(agencyId, 'look-to-book'),
    method: 'get',
    config: { query: { from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') } },
  });
  const result = query.isSuccess ? answer.data : null;

  return (
    <Card
      size="small"
      title={t('agencies.lookToBook.title')}
      extra={
        <DatePicker.RangePicker
          value={range}
          allowClear={false}
          onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
          aria-label={t('agencies.lookToBook.period')}
        />
      }
    >
      <Row gutter={16}>
        <Col span={8}>
          <Statistic title={t('agencies.lookToBook.searches')} value={result?.searches ?? '-'} loading={!result} />
        </Col>
        <Col span={8}>
          <Statistic title={t('agencies.lookToBook.bookings')} value={result?.bookings ?? '-'} loading={!result} />
        </Col>
        <Col span={8}>
          <Statistic
            title={t('agencies.lookToBook.ratio')}
            loading={!result}
            value={result ? (result.ratio === null ? t('agencies.lookToBook.noBookings') : `${result.ratio} : 1`) : '-'}
            valueStyle={{ fontSize: result?.ratio === null ? 16 : undefined }}
            data-testid="look-to-book-ratio"
          />
        </Col>
      </Row>
    </Card>
  );
}
