import { describe, expect, it } from 'vitest';
import { readRateLimits } from './rate-limit-config';

describe('RATE_LIMITS', () => {
  it('reads per-category limits, and nothing when unset', () => {
    expect(readRateLimits('{"login": {"perCaller": 40, "perAddress": 200}}')).toEqual({ login: { perCaller: 40, perAddress: 200 } });
    expect(readRateLimits(undefined)).toBeUndefined();
    expect(readRateLimits('  ')).toBeUndefined();
  });

  it('stops the start on a value nobody meant, naming what is wrong', () => {
    expect(() => readRateLimits('login=40')).toThrow(/not JSON/);
    expect(() => readRateLimits('{"logins": {"perCaller": 40, "perAddress": 200}}')).toThrow(/logins/);
    expect(() => readRateLimits('{"login": {"perCaller": 0, "perAddress": 200}}')).toThrow(/login\.perCaller/);
    expect(() => readRateLimits('{"login": {"perCaller": 40}}')).toThrow(/login\.perAddress/);
  });
});
