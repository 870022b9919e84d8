import { describe, expect, it } from 'vitest';
import { refundFormData } from './refund-request';

describe('a refund request as multipart', () => {
  it('carries the reason, the narrowed passengers and every proof file under its own name', () => {
    const proof = new File([new Uint8Array([1, 2, 3])], 'certificate.png', { type: 'image/png' });
    const form = refundFormData({ reason: 1, subOption: 'hospitalised', remark: 'ward 3', passengerSeqs: [0, 2], files: [proof] });
    expect(form.get('reason')).toBe('1');
    expect(form.get('subOption')).toBe('hospitalised');
    expect(form.get('remark')).toBe('ward 3');
    expect(form.get('passengerSeqs')).toBe('0,2');
    expect((form.getAll('files')[0] as File).name).toBe('certificate.png');
  });

  it('leaves out what is not given (all passengers, no remark)', () => {
    const form = refundFormData({ reason: 0, files: [] });
    expect([...form.keys()]).toEqual(['reason']);
  });
});
