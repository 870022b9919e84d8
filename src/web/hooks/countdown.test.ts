// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_CODE_RESEND_SECONDS } from '@/domain/schemas/auth';
import { countdownEnd, remainingSeconds } from './countdown';
import { useCountdown } from './useCountdown';

describe('countdown arithmetic', () => {
  it('is zero when not started or finished', () => {
    expect(remainingSeconds(null, 1_000)).toBe(0);
    expect(remainingSeconds(5_000, 5_000)).toBe(0);
    expect(remainingSeconds(5_000, 9_000)).toBe(0);
  });

  it('rounds partial seconds up, so 60 shows until a full second has passed', () => {
    const end = countdownEnd(60, 0);
    expect(remainingSeconds(end, 0)).toBe(60);
    expect(remainingSeconds(end, 1)).toBe(60);
    expect(remainingSeconds(end, 1_000)).toBe(59);
    expect(remainingSeconds(end, 59_001)).toBe(1);
    expect(remainingSeconds(end, 60_000)).toBe(0);
  });

  it('never starts negative', () => {
    expect(countdownEnd(-5, 100)).toBe(100);
  });
});

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts the resend delay down to zero and stops', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.running).toBe(false);

    act(() => result.current.start(LOGIN_CODE_RESEND_SECONDS));
    expect(result.current).toMatchObject({ running: true, remaining: 60 });

    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.remaining).toBe(59);

    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current.remaining).toBe(1);

    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toMatchObject({ running: false, remaining: 0 });
  });

  it('keeps real time when timers fire late (background tab)', () => {
    const { result } = renderHook(() => useCountdown(30));
    act(() => {
      vi.setSystemTime(20_000); // the clock moved on while no timer ran
      vi.advanceTimersByTime(250);
    });
    expect(result.current.remaining).toBe(10);
  });
});
