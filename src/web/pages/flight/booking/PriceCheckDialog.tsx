// The price check's answer: unchanged goes straight on; a changed price or package asks to
// accept or go back; a fare no longer available or a timed-out check goes back (or retries); changed
// document rules offer the new package (clearing passengers) or the original package.
import { Alert, Button, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Quote, VerificationAnswer } from '@/domain/flights/booking';
import type { MoneyFormat } from '@/web/preferences/money-format';

export interface PriceCheckDialogProps {
  answer: VerificationAnswer | null;
  currency: string;
  money: MoneyFormat;
  onProceed(quote: Quote, clearPassengers: boolean): void;
  onBack(): void;
  onRetry(): void;
}

export function PriceCheckDialog({ answer, currency, money, onProceed, onBack, onRetry }: PriceCheckDialogProps) {
  const { t } = useTranslation();
  if (!answer || answer.outcome === 'unchanged') return null;
  const amount = (value: number) => money.settlement({ amount: value, currency });
  const quote = answer.quote;
  const back = (
    <Button key="back" onClick={onBack} data-testid="check-back">
      {t('flight.check.back')}
    </Button>
  );
  let body: React.ReactNode;
  let footer: React.ReactNode[];
  switch (answer.outcome) {
    case 'price_changed':
      body = (
        <Typography.Paragraph>
          {t('flight.check.priceChanged', { before: amount(answer.previousTotal), after: amount(quote!.offer.priceDetail.total) })}
        </Typography.Paragraph>
      );
      footer = [
        back,
        <Button key="accept" type="primary" onClick={() => onProceed(quote!, false)} data-testid="check-accept">
          {t('flight.check.accept')}
        </Button>,
      ];
      break;
    case 'package_changed':
      body = (
        <>
          <Typography.Paragraph>{t('flight.check.packageChanged')}</Typography.Paragraph>
          <ul>
            <li>{t('flight.check.baggageBefore', { count: answer.previousBaggage.checked.pieces })}</li>
            <li>{t('flight.check.baggageAfter', { count: quote!.offer.baggage.checked.pieces })}</li>
            <li>{t('flight.check.totalNow', { total: amount(quote!.offer.priceDetail.total) })}</li>
          </ul>
        </>
      );
      footer = [
        back,
        <Button key="accept" type="primary" onClick={() => onProceed(quote!, false)} data-testid="check-accept">
          {t('flight.check.accept')}
        </Button>,
      ];
      break;
    case 'document_changed':
      body = (
        <>
          <Typography.Paragraph>{t('flight.check.documentChanged')}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            {t('flight.check.documentsNow', { list: quote!.documentTypes.map((d) => t(`passenger.documentTypes.${d}`)).join(', ') })}
          </Typography.Paragraph>
        </>
      );
      footer = [
        back,
        <Button key="original" onClick={() => onProceed(answer.originalQuote!, false)} data-testid="check-keep-original">
          {t('flight.check.keepOriginal')}
        </Button>,
        <Button key="clear" type="primary" onClick={() => onProceed(quote!, true)} data-testid="check-proceed-clear">
          {t('flight.check.proceedClear')}
        </Button>,
      ];
      break;
    case 'unavailable':
      body = <Alert type="warning" showIcon message={t('flight.check.unavailable')} />;
      footer = [
        <Button key="back" type="primary" onClick={onBack} data-testid="check-back">
          {t('flight.check.backToResults')}
        </Button>,
      ];
      break;
    default:
      body = <Alert type="error" showIcon message={t('flight.check.timeout')} />;
      footer = [
        back,
        <Button key="retry" type="primary" onClick={onRetry} data-testid="check-retry">
          {t('flight.check.retry')}
        </Button>,
      ];
  }
  return (
    <Modal
      open
      width={620}
      title={t(`flight.check.title.${answer.outcome}`)}
      onCancel={onBack}
      footer={
        <Space wrap style={{ justifyContent: 'flex-end' }}>
          {footer}
        </Space>
      }
      data-testid="price-check"
      destroyOnHidden
    >
      <div data-testid={`check-outcome-${answer.outcome}`}>{body}</div>
    </Modal>
  );
}
