import { describe, expect, it } from 'vitest';
import { sniffProofType } from './proof-files';

describe('proof file types are judged by their bytes', () => {
  it('knows jpg, png and pdf, and nothing else whatever the name', () => {
    expect(sniffProofType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toBe('image/jpeg');
    expect(sniffProofType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]))).toBe('image/png');
    expect(sniffProofType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffProofType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffProofType(Buffer.from('<html>'))).toBeNull();
    expect(sniffProofType(Buffer.alloc(0))).toBeNull();
  });
});
