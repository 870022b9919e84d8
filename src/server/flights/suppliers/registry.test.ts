import { describe, expect, it } from 'vitest';
import { realSuppliers } from './registry';

describe('real suppliers', () => {
  it('are off until their credentials are set', () => {
    expect(realSuppliers({})().map((s) => s.code)).toEqual([]);
    expect(realSuppliers({ AMADEUS_CLIENT_ID: 'id' })().map((s) => s.code)).toEqual([]);
    expect(
      realSuppliers({ AMADEUS_CLIENT_ID: 'id', AMADEUS_CLIENT_SECRET: 'secret', DUFFEL_ACCESS_TOKEN: 'duffel_test_x' })().map(
        (s) => s.code,
      ),
    ).toEqual(['AMADEUS', 'DUFFEL']);
  });
});
