import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../tests/support/pdf-text';
import { documentAmount, documentFileName, type TicketDocument } from './ticket-document';
import { renderTicketWorkbook } from './ticket-excel';
import { renderTicketPdf } from './ticket-pdf';

const doc: TicketDocument = {
  kind: 'e-ticket',
  locale: 'zh-cn',
  orderNo: 'TS2411220001',
  pnr: 'KX7Q2M',
  status: '已出票',
  issuedAt: new Date('2026-11-22T03:00:00Z'),
  agency: { name: '港湾旅行社 Harbour Travel', contactPhone: '+852 2345 6789', contactEmail: 'ops@harbour.test' },
  passengers: [
    { name: '张三 ZHANG/SAN', type: 'ADT', documentNumber: 'E12345678', ticketNumber: '781-2345678901' },
    { name: 'LI/XIAOMING', type: 'CHD', documentNumber: 'E87654321', ticketNumber: null },
  ],
  segments: [
    {
      carrier: 'MU',
      flightNumber: 'MU5101',
      from: { code: 'SHA', name: '上海虹桥', terminal: '2' },
      to: { code: 'PEK', name: '北京首都', terminal: null },
      departureLocal: '2026-12-01 08:00',
      arrivalLocal: '2026-12-01 10:15',
      cabin: 'Y',
      baggage: '1PC',
      fareBasis: 'YOW',
    },
  ],
  price: {
    currency: 'CNY',
    lines: [
      { label: '票价', amountMinor: 123400n },
      { label: '税费', amountMinor: 19000 },
    ],
    totalMinor: 142400n,
  },
};

describe('ticket documents', () => {
  it('draws a PDF whose text holds the Chinese and Latin names, ticket numbers and the total', async () => {
    const bytes = await renderTicketPdf(doc);
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const expected of ['电子客票行程单', '张三', 'ZHANG/SAN', '781-2345678901', 'KX7Q2M', '上海虹桥', 'CNY 1,424.00', '尚未出票']) {
      expect(text).toContain(expected);
    }
  });

  it('continues long passenger lists on further pages', async () => {
    const many = {
      ...doc,
      passengers: Array.from({ length: 80 }, (_, i) => ({
        name: `PAX/NUMBER${i}`,
        type: 'ADT' as const,
        ticketNumber: `781-${1000000000 + i}`,
      })),
    };
    const text = await pdfText(await renderTicketPdf(many));
    expect(text).toContain('781-1000000079');
    expect(text.split('\n').length).toBeGreaterThan(1);
  });

  it('prints every rail seat class whole, in each language', async () => {
    for (const [locale, cabin] of [
      ['en', 'Deluxe soft sleeper'],
      ['zh-cn', '高级软卧'],
      ['zh-tw', '高級軟臥'],
    ] as const) {
      const rail: TicketDocument = {
        ...doc,
        mode: 'rail',
        locale,
        segments: [
          {
            carrier: 'CR',
            flightNumber: 'D309',
            from: { code: 'VNP', name: 'Beijing South' },
            to: { code: 'AOH', name: 'Shanghai Hongqiao' },
            departureLocal: '2026-12-01 19:46',
            arrivalLocal: '2026-12-02 07:37',
            cabin,
          },
        ],
      };
      const text = await pdfText(await renderTicketPdf(rail));
      expect(text).toContain(cabin);
      expect(text).not.toContain('...');
    }
  });

  it('writes an Excel sheet with the same facts and the amounts as numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await renderTicketWorkbook({ ...doc, locale: 'en' })) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Electronic ticket receipt');
    const values = sheet
      .getSheetValues()
      .flat()
      .filter((v) => v !== undefined && v !== null);
    expect(values).toEqual(expect.arrayContaining(['TS2411220001', '张三 ZHANG/SAN', '781-2345678901', 'SHA 上海虹桥', 1424, 1234, 190]));
  });

  it('formats amounts exactly, with separators and the currency minor digits', () => {
    expect(documentAmount(123456789n, 'CNY')).toBe('CNY 1,234,567.89');
    expect(documentAmount(-5, 'USD')).toBe('-USD 0.05');
    expect(documentAmount(15000, 'JPY')).toBe('JPY 15,000');
    expect(documentFileName({ kind: 'itinerary', orderNo: 'TS/1 2' }, 'pdf')).toBe('itinerary-TS12.pdf');
  });
});
