// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_SECONDS, toast, useToasts } from './toast';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('show each message once, the same text replacing the visible one, and go after 3 s', () => {
    const { result, rerender } = renderHook(() => useToasts());
    act(() => {
      toast('error', 'Network error.');
      toast('error', 'Network error.');
      toast('success', 'Saved.');
    });
    rerender();
    expect(result.current.map((t) => t.content)).toEqual(['Network error.', 'Saved.']);
    act(() => vi.advanceTimersByTime(TOAST_SECONDS * 1000));
    rerender();
    expect(result.current).toEqual([]);
  });
});
