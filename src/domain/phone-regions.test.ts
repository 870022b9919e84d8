import { describe, expect, it } from 'vitest';
import { areaCodeOfPhone, defaultRegionOf } from './phone-regions';

describe('phone regions', () => {
  it('reads the calling code a stored phone starts with, longest code first', () => {
    expect(areaCodeOfPhone('+852 2345 6789')).toBe('852');
    expect(areaCodeOfPhone('85200000000')).toBe('852');
    expect(areaCodeOfPhone('+86 138 0013 8000')).toBe('86');
    expect(areaCodeOfPhone('+886-2-2345-6789')).toBe('886');
    expect(areaCodeOfPhone('+1 415 555 0100')).toBe('1');
  });

  it('reads nothing from a blank, short or unknown number', () => {
    expect(areaCodeOfPhone(null)).toBeUndefined();
    expect(areaCodeOfPhone('12345')).toBeUndefined();
    expect(areaCodeOfPhone('+999 1234 5678')).toBeUndefined();
  });

  it("starts at the user's choice, then the user's own number, then the agency's, then +86", () => {
    expect(defaultRegionOf({ configured: '65', areaCode: '852' }, '+853 2800 0000')).toBe('65');
    expect(defaultRegionOf({ areaCode: '853' }, '+852 2345 6789')).toBe('853');
    expect(defaultRegionOf({}, '+852 2345 6789')).toBe('852');
    expect(defaultRegionOf({}, null)).toBe('86');
  });
});
