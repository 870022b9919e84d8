// Booking by PNR: paste a PNR display, analyse it (names, segments, booking classes),
// then price exactly those segments. What could not be read is said by the server, by line.
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PnrAnalysis } from '@/domain/schemas/booking';

export interface PnrPanelProps {
  analyse(pnr: string): Promise<PnrAnalysis>;
  price(pnr: string): Promise<void>;
}

export function PnrPanel({ analyse, price }: PnrPanelProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [result, setResult] = useState<PnrAnalysis | null>(null);
  // Analysing and pricing are questions to the server, not record writes: react-query's mutation
  // state drives the buttons and the error line.
  const analysis = useMutation({ mutationFn: analyse, onSuccess: setResult, onError: () => setResult(null) });
  const pricing = useMutation({ mutationFn: price });
  const error = (analysis.error ?? pricing.error)?.message ?? null;

  return (
    <div>
      <label htmlFor="pnr-text" style={{ display: 'block', marginBottom: 6 }}>{t('flight.pnr.label')}</label>
      <Input.TextArea id="pnr-text" rows={6} value={text} onChange={(e) => setText(e.target.value)} placeholder={t('flight.pnr.placeholder')} style={{ fontFamily: 'monospace' }} data-testid="pnr-text" />
      <Space style={{ marginTop: 12 }}>
        <Button onClick={() => { pricing.reset(); analysis.mutate(text); }} disabled={!text.trim()} loading={analysis.isPending} data-testid="pnr-analyse">{t('flight.pnr.analyse')}</Button>
        <Button type="primary" onClick={() => pricing.mutate(text)} disabled={!result} loading={pricing.isPending} data-testid="pnr-price">{t('flight.pnr.price')}</Button>
      </Space>
      {error && <Alert type="error" showIcon message={error} style={{ marginTop: 12 }} data-testid="pnr-error" />}
      {result && (
        <div style={{ marginTop: 12 }} data-testid="pnr-result">
          <Descriptions size="small" column={2}>
            <Descriptions.Item label={t('flight.pnr.format')}>{result.format}</Descriptions.Item>
            <Descriptions.Item label={t('flight.pnr.recordLocator')}>{result.recordLocator ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('flight.pnr.passengers')} span={2}>{result.passengers.map((p) => `${p.name} (${t(`passenger.types.${p.type}`)})`).join(', ')}</Descriptions.Item>
          </Descriptions>
          <Table size="small" pagination={false} rowKey={(s) => `${s.flightNumber}${s.date}`} dataSource={result.segments}
            columns={[
              { title: t('flight.pnr.flight'), dataIndex: 'flightNumber' },
              { title: t('flight.pnr.class'), dataIndex: 'bookingClass' },
              { title: t('flight.search.date'), dataIndex: 'date' },
              { title: t('flight.pnr.route'), render: (_, s) => `${s.origin} → ${s.destination}` },
              { title: t('flight.pnr.times'), render: (_, s) => `${s.departureTime} - ${s.arrivalTime}${s.arrivalDayOffset ? ` +${s.arrivalDayOffset}` : ''}` },
            ]} />
          {result.unreadLines.length > 0 && <Typography.Paragraph type="warning" style={{ marginTop: 8 }}>{t('flight.pnr.unread', { lines: result.unreadLines.join(', ') })}</Typography.Paragraph>}
        </div>
      )}
    </div>
  );
}
