// Look-to-book over a chosen period: searches, bookings and searches per booking. No bookings reads
// as such (the server answers a null ratio, never a division error).
import { Card, DatePicker, Statistic, Row, Col } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookToBook } from '@/domain/schemas/agencies';
import { showSaveError } from '@/web/admin/apply-errors';
import { agencyApi } from '@/web/api/agencies';
import { useServices } from '@/web/services';

export function LookToBookCard({ agencyId }: { agencyId: number }) {
  const { t } = useTranslation();
  const { http } = useServices();
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().subtract(29, 'day'), dayjs()]);
  const [result, setResult] = useState<LookToBook | null>(null);

  useEffect(() => {
    let live = true;
    agencyApi.lookToBook(http, agencyId, range[0].format('YYYY-MM-DD'), range[1].format('YYYY-MM-DD')).then(
      (r) => live && setResult(r),
      (error: unknown) => showSaveError(null, error, t('http.unknown')),
    );
    return () => {
      live = false;
    };
  }, [http, agencyId, range, t]);

  return (
    <Card size="small" title={t('agencies.lookToBook.title')} extra={<DatePicker.RangePicker value={range} allowClear={false} onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])} aria-label={t('agencies.lookToBook.period')} />}>
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
