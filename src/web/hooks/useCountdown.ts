import { useCallback, useEffect, useState } from 'react';
import { countdownEnd, remainingSeconds } from './countdown';

export interface Countdown {
  /** Whole seconds left, 0 when not running. */
  remaining: number;
  running: boolean;
  start(seconds: number): void;
}

export function useCountdown(initialSeconds = 0, clock: () => number = Date.now): Countdown {
  const [endsAt, setEndsAt] = useState<number | null>(() => (initialSeconds > 0 ? countdownEnd(initialSeconds, clock()) : null));
  const [now, setNow] = useState(clock);

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const t = clock();
      setNow(t);
      if (remainingSeconds(endsAt, t) === 0) setEndsAt(null);
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt, clock]);

  const start = useCallback(
    (seconds: number) => {
      const t = clock();
      setNow(t);
      setEndsAt(countdownEnd(seconds, t));
    },
    [clock],
  );

  const remaining = remainingSeconds(endsAt, now);
  return { remaining, running: remaining > 0, start };
}
