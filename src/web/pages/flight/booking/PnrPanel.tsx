// Booking by PNR: paste a PNR display, analyse it (names, segments, booking classes),
// then price exactly those segments. What could not be read is said by the server, by line.
import { useApiUrl, useCustomMutation, type HttpError } from '@refinedev/core';
import { Alert, Button, Descriptions, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PnrAnalysis } from '@/domain/flights/booking';
import type { SearchStarted } from '@/domain/flights/shopping';

const SHOP = 'shopping/v2/flight';

export interface PnrPanelProps {
  /** The analysed PNR was priced as a search; its passengers go along to the confirm page. */
  onPriced(searchId: string, analysis: PnrAnalysis): void;
}

export function PnrPanel({ onPriced }: PnrPanelProps) {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const [text, setText] = useState('');
  // Analysing and pricing are questions to the server, not record writes: Refine's custom mutations,
  // whose state drives the buttons and the error line (shown here, so no toast as well).
  const { mutation: analysis } = useCustomMutation<PnrAnalysis, HttpError, { pnr: string }>();
  const { mutation: pricing } = useCustomMutation<SearchStarted, HttpError, { pnr: string }>();
  const result = analysis.data?.data ?? null;
  const error = (analysis.error ?? pricing.error)?.message ?? null;
  const ask = (path: string) => ({
    url: `${apiUrl}/${SHOP}/${path}`,
    method: 'post' as const,
    values: { pnr: text },
    successNotification: false as const,
    errorNotification: false as const,
  });
  const analyse = () => {
    pricing.reset();
    analysis.mutate(ask('analysis-pnr'));
  };
  const price = (read: PnrAnalysis) => pricing.mutate(ask('accurate-search'), { onSuccess: ({ data }) => onPriced(data.id, read) });

  return (
    <div>
      <label htmlFor="pnr-text" style={{ display: 'block', marginBottom: 6 }}>
        {t('flight.pnr.label')}
      </label>
      <Input.TextArea
        id="pnr-text"
        rows={6}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('flight.pnr.placeholder')}
        style={{ fontFamily: 'monospace' }}
        data-testid="pnr-text"
      />
      <Space style={{ marginTop: 12 }}>
        <Button onClick={analyse} disabled={!text.trim()} loading={analysis.isPending} data-testid="pnr-analyse">
          {t('flight.pnr.analyse')}
        </Button>
        <Button
          type="primary"
          onClick={() => result && price(result)}
          disabled={!result}
          loading={pricing.isPending}
          data-testid="pnr-price"
        >
          {t('flight.pnr.price')}
        </Button>
      </Space>
      {error && <Alert type="error" showIcon message={error} style={{ marginTop: 12 }} data-testid="pnr-error" />}
      {result && (
        <div style={{ marginTop: 12 }} data-testid="pnr-result">
          <Descriptions size="small" column={2}>
            <Descriptions.Item label={t('flight.pnr.format')}>{result.format}</Descriptions.Item>
            <Descriptions.Item label={t('flight.pnr.recordLocator')}>{result.recordLocator ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('flight.pnr.passengers')} span={2}>
              {result.passengers.map((p) => `${p.name} (${t(`passenger.types.${p.type}`)})`).join(', ')}
            </Descriptions.Item>
          </Descriptions>
          <Table
            size="small"
            pagination={false}
            rowKey={(s) => `${s.flightNumber}${s.date}`}
            dataSource={result.segments}
            columns={[
              { title: t('flight.pnr.flight'), dataIndex: 'flightNumber' },
              { title: t('flight.pnr.class'), dataIndex: 'bookingClass' },
              { title: t('flight.search.date'), dataIndex: 'date' },
              { title: t('flight.pnr.route'), render: (_, s) => `${s.origin} → ${s.destination}` },
              {
                title: t('flight.pnr.times'),
                render: (_, s) => `${s.departureTime} - ${s.arrivalTime}${s.arrivalDayOffset ? ` +${s.arrivalDayOffset}` : ''}`,
              },
            ]}
          />
          {result.unreadLines.length > 0 && (
            <Typography.Paragraph type="warning" style={{ marginTop: 8 }}>
              {t('flight.pnr.unread', { lines: result.unreadLines.join(', ') })}
            </Typography.Paragraph>
          )}
        </div>
      )}
    </div>
  );
}
