// Words for a history line's facts (group_events.detail), in the reader's language.
import type { TFunction } from 'i18next';
import type { Money } from '@/domain/money';

type Detail = Record<string, string | number | boolean> | null;

export function eventDetailText(t: TFunction, exact: (value: Money) => string, action: string, detail: Detail): string | null {
  if (!detail) return null;
  const amount = (key: string) => exact({ amount: Number(detail[key] ?? 0), currency: String(detail.currency ?? '') });
  switch (action) {
    case 'pay':
      return detail.final
        ? t('eventDetail.final', { amount: amount('amount') })
        : t('eventDetail.deposit', { n: detail.instalment, of: detail.deposits, amount: amount('amount') });
    case 'cancel':
      return Number(detail.forfeited) > 0 ? t('eventDetail.forfeited', { amount: amount('forfeited') }) : null;
    case 'expirePayment':
      return [
        t('eventDetail.missed', { n: detail.instalment }),
        Number(detail.forfeited) > 0 ? t('eventDetail.forfeited', { amount: amount('forfeited') }) : null,
      ]
        .filter(Boolean)
        .join(' ');
    case 'confirmSeats':
      return t('eventDetail.pnr', { pnr: detail.pnr });
    case 'importPassengers':
    case 'confirmPassengers':
      return t('eventDetail.passengers', { count: Number(detail.count) });
    case 'issue':
      return t('eventDetail.tickets', { count: Number(detail.count) });
    default:
      return null;
  }
}
