// Spend per credit period (net order payments) beside money received, as bars drawn with plain
// boxes; the same numbers are in a table for screen readers, so the figure is not only visual.
import { useCustom } from '@refinedev/core';
import { Card, Empty, Spin, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Spend } from '@/domain/schemas/wallet';
import { useDateFormat } from '@/web/preferences/useDateFormat';
import { useResourceUrl } from '@/web/data/useResourceUrl';
import { businessDay } from '@/web/pages/bills/wallet/period-label';
import { useLedgerFormat } from '@/web/pages/bills/wallet/useLedgerFormat';

const SPENT = '#4096ff';
const RECEIVED = '#95de64';
const PLOT_HEIGHT = 160;
const hidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

export function SpendChart({ agencyId, periods = 8 }: { agencyId: number; periods?: number }) {
  const { t } = useTranslation();
  const ledger = useLedgerFormat();
  const dateFormat = useDateFormat();
  const urlOf = useResourceUrl('bills-statements');
  // Figures per period computed by the server, not records: Refine's custom read fits.
  const { result, query } = useCustom<Spend>({ url: urlOf('spend'), method: 'get', config: { query: { agencyId, periods } } });
  const spend = query.isSuccess ? result.data : null;

  const title = t('wallet.statements.chartTitle');
  if (!spend)
    return (
      <Card size="small" title={title}>
        <Spin />
      </Card>
    );
  const points = spend.points;
  if (points.every((p) => p.spent === 0 && p.received === 0))
    return (
      <Card size="small" title={title}>
        <Empty description={t('wallet.statements.chartEmpty')} />
      </Card>
    );
  const max = Math.max(1, ...points.map((p) => Math.max(p.spent, p.received)));
  const money = (amount: number) => ledger.exact({ amount, currency: spend.currency });
  const height = (v: number) => `${Math.max(v > 0 ? 2 : 0, Math.round((Math.max(0, v) / max) * PLOT_HEIGHT))}px`;
  const bar = (value: number, color: string, label: string) => (
    <Tooltip title={`${label}: ${money(value)}`}>
      <div style={{ flex: '0 1 18px', minWidth: 2, height: height(value), background: color, borderRadius: '3px 3px 0 0' }} />
    </Tooltip>
  );

  return (
    <Card size="small" title={title} data-testid="spend-chart">
      <div aria-hidden style={{ display: 'flex', alignItems: 'flex-end', gap: 8, height: PLOT_HEIGHT, borderBottom: '1px solid #8c8c8c' }}>
        {points.map((p) => (
          <div
            key={p.periodStart}
            style={{ flex: 1, minWidth: 0, display: 'flex', justifyContent: 'center', alignItems: 'flex-end', gap: 3 }}
          >
            {bar(p.spent, SPENT, t('wallet.statements.spent'))}
            {bar(p.received, RECEIVED, t('wallet.statements.received'))}
          </div>
        ))}
      </div>
      <div aria-hidden style={{ display: 'flex', gap: 8, fontSize: 12, marginTop: 6 }}>
        {points.map((p) => (
          <div key={p.periodStart} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', textAlign: 'center' }}>
            {businessDay(p.periodStart, dateFormat)}
          </div>
        ))}
      </div>
      <div aria-hidden style={{ display: 'flex', gap: 16, fontSize: 12, marginTop: 12 }}>
        <span>
          <span style={{ display: 'inline-block', width: 10, height: 10, background: SPENT, marginRight: 4 }} />
          {t('wallet.statements.spent')}
        </span>
        <span>
          <span style={{ display: 'inline-block', width: 10, height: 10, background: RECEIVED, marginRight: 4 }} />
          {t('wallet.statements.received')}
        </span>
      </div>
      {/* A table is never narrower than its text: inside a hidden box it takes no room in the page. */}
      <div style={hidden}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('wallet.statements.period')}</th>
              <th scope="col">{t('wallet.statements.spent')}</th>
              <th scope="col">{t('wallet.statements.received')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.periodStart}>
                <td>{businessDay(p.periodStart, dateFormat)}</td>
                <td>{money(p.spent)}</td>
                <td>{money(p.received)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
