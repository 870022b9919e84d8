// How long the priced offer still holds, counted down each second. The count lives here alone: the
// page around it (the passenger forms) renders again only once, when the offer runs out.
import { Alert, Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Whole seconds from `now` until `validUntil` (an ISO time), never below 0. */
export function secondsUntil(validUntil: string, now: number): number {
  return Math.max(0, Math.floor((Date.parse(validUntil) - now) / 1000));
}

export interface QuoteCountdownProps {
  validUntil: string;
  /** Called once, when no time is left. */
  onExpired(): void;
  clock?: () => number;
}

export function QuoteCountdown({ validUntil, onExpired, clock = Date.now }: QuoteCountdownProps) {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState(() => secondsUntil(validUntil, clock()));
  const expired = useRef(onExpired);
  expired.current = onExpired;

  useEffect(() => {
    if (seconds === 0) {
      expired.current();
      return;
    }
    const timer = setTimeout(() => setSeconds(secondsUntil(validUntil, clock())), 1000);
    return () => clearTimeout(timer);
  }, [seconds, validUntil, clock]);

  return seconds > 0 ? (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="quote-countdown"
      message={t('flight.confirm.validFor', { minutes: Math.floor(seconds / 60), seconds: String(seconds % 60).padStart(2, '0') })}
    />
  ) : (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      message={t('flight.confirm.expired')}
      action={
        <Link to="/flight/booking">
          <Button size="small">{t('flight.check.backToResults')}</Button>
        </Link>
      }
    />
  );
}
