// The wallet at a glance: balance, credit limit, payments in flight, what may still be spent, and
// the current credit period.
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WalletBalance } from '@/domain/schemas/wallet';
import { useDateFormat } from '@/web/preferences/useDateFormat';
import { businessDay } from './period-label';
import { useLedgerFormat } from './useLedgerFormat';

export function WalletSummary({ wallet }: { wallet: WalletBalance }) {
  const { t } = useTranslation();
  const ledger = useLedgerFormat();
  const dateFormat = useDateFormat();
  const money = (amount: number) => ({ amount, currency: wallet.currency });
  const lastDay = new Date(new Date(wallet.currentPeriod.end).getTime() - 1).toISOString();
  const figures: Array<{ key: string; label: string; amount: number; strong?: boolean }> = [
    { key: 'balance', label: t('wallet.balance'), amount: wallet.balance, strong: true },
    { key: 'creditLimit', label: t('wallet.creditLimit'), amount: wallet.creditLimit },
    { key: 'held', label: t('wallet.held'), amount: wallet.held },
    { key: 'available', label: t('wallet.available'), amount: wallet.available, strong: true },
  ];
  return (
    <Row gutter={[16, 16]} data-testid="wallet-summary">
      {figures.map((f) => (
        <Col key={f.key} xs={24} sm={12} xl={6}>
          <Card size="small">
            <Statistic
              title={f.label}
              value={ledger.exact(money(f.amount))}
              valueStyle={{ fontWeight: f.strong ? 600 : 400, color: f.amount < 0 ? '#ff7875' : undefined }}
              data-testid={`wallet-${f.key}`}
            />
            {ledger.converted(money(f.amount)) && <Typography.Text type="secondary">≈ {ledger.converted(money(f.amount))}</Typography.Text>}
          </Card>
        </Col>
      ))}
      <Col span={24}>
        <Typography.Text type="secondary">
          {t('wallet.currentPeriod', {
            unit: t(`wallet.periodEvery.${wallet.periodUnit}`, { count: wallet.periodLength }),
            from: businessDay(wallet.currentPeriod.start, dateFormat),
            to: businessDay(lastDay, dateFormat),
          })}
        </Typography.Text>
      </Col>
    </Row>
  );
}
