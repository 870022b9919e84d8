import { describe, expect, it } from 'vitest';
import { maskDocumentNumber } from './document-mask';

describe('maskDocumentNumber', () => {
  it('keeps only the last four characters', () => {
    expect(maskDocumentNumber('440304198505051234')).toBe('**************1234');
    expect(maskDocumentNumber('H12345678')).toBe('*****5678');
  });
  it('shows four characters or fewer as they are', () => {
    expect(maskDocumentNumber('1234')).toBe('1234');
    expect(maskDocumentNumber('')).toBe('');
  });
});
