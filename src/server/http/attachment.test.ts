import { parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition, safeFileName } from './attachment';

describe('attachmentDisposition', () => {
  it('names a plain ASCII file once', () => {
    const header = attachmentDisposition('orders 2026-11.xlsx');
    expect(header).toBe('attachment; filename="orders 2026-11.xlsx"');
    expect(header).not.toContain('filename*');
  });

  it('keeps a Chinese name as typed (UTF-8) with an ASCII fallback that keeps the extension', () => {
    const header = attachmentDisposition('二月账单 Harbour.xlsx');
    expect(header).toMatch(/^[\x20-\x7e]+$/); // a header Node accepts
    expect(parse(header).parameters.filename).toBe('二月账单 Harbour.xlsx');
    expect(header).toContain('filename="____ Harbour.xlsx"');
  });

  it('cannot be used to break out of the header or into a path', () => {
    const header = attachmentDisposition('a"b\r\nSet-Cookie: x=1/../c.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(parse(header).parameters.filename).toBe('a_b__Set-Cookie_ x=1_.._c.pdf');
  });

  it('never names an empty file', () => {
    expect(safeFileName('   ')).toBe('download');
    expect(safeFileName('', 'statement')).toBe('statement');
  });
});
