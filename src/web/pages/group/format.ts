// Small shared helpers of the group screens: exact amounts, deadlines and their countdowns.
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';

/** "2026-12-03 10:00" in the viewer's time zone. */
export function deadlineText(iso: string): string {
  return dayjs(iso).format('YYYY-MM-DD HH:mm');
}

/** Time left until `iso` as days / hours / minutes (never negative). */
export function timeLeft(iso: string, now: Date): { days: number; hours: number; minutes: number } {
  const ms = Math.max(0, Date.parse(iso) - now.getTime());
  const minutes = Math.floor(ms / 60_000);
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

/** The current time, refreshed every 30 seconds (countdowns); a fixed `at` for stories and tests. */
export function useNow(at?: Date): Date {
  const [now, setNow] = useState(() => at ?? new Date());
  useEffect(() => {
    if (at) return;
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, [at]);
  return at ?? now;
}
