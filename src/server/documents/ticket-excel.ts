// Itinerary / e-ticket as an Excel workbook: one sheet with the booking facts, passengers,
// flights and price, in the reader's language, amounts as numbers a spreadsheet can add up.
import { minorDigits } from '@/domain/currency';
import { documentLabels, type TicketDocument } from './ticket-document';

function major(amountMinor: bigint | number, currency: string): number {
  return Number(amountMinor) / 10 ** minorDigits(currency);
}

export async function renderTicketWorkbook(doc: TicketDocument): Promise<Buffer> {
  const t = documentLabels(doc.locale, doc.mode);
  // Loaded on the first export: the library is large and slow to load, and most starts never need it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Tessera';
  const sheet = workbook.addWorksheet(t(`title.${doc.kind}`).slice(0, 31));
  sheet.columns = [{ width: 28 }, { width: 26 }, { width: 26 }, { width: 20 }, { width: 20 }, { width: 12 }, { width: 12 }, { width: 16 }];

  const heading = (text: string) => {
    sheet.addRow([]);
    sheet.addRow([text]).font = { bold: true, size: 12 };
  };
  const header = (cells: string[]) => {
    sheet.addRow(cells).font = { bold: true };
  };

  sheet.addRow([t(`title.${doc.kind}`)]).font = { bold: true, size: 16 };
  sheet.addRow([t('orderNo'), doc.orderNo]);
  sheet.addRow([t('pnr'), doc.pnr ?? '']);
  sheet.addRow([t('status'), doc.status]);
  sheet.addRow([t('issuedAt'), doc.issuedAt ? doc.issuedAt.toISOString().replace('T', ' ').slice(0, 16) : t('notIssued')]);
  sheet.addRow([t('agency'), doc.agency.name]);
  sheet.addRow([t('contact'), [doc.agency.contactPhone, doc.agency.contactEmail].filter(Boolean).join('  ')]);

  heading(t('passengers'));
  const seats = doc.passengers.some((p) => p.seat);
  header([t('passenger'), t('type'), t('documentNumber'), t('ticketNumber'), ...(seats ? [t('seat')] : [])]);
  for (const p of doc.passengers)
    sheet.addRow([
      p.name,
      t(`passengerType.${p.type}`),
      p.documentNumber ?? '',
      p.ticketNumber ?? t('notIssued'),
      ...(seats ? [p.seat ?? ''] : []),
    ]);

  heading(t('flights'));
  header([t('flight'), t('from'), t('to'), t('departure'), t('arrival'), t('cabin'), t('baggage'), t('fareBasis')]);
  for (const s of doc.segments) {
    sheet.addRow([
      s.flightNumber,
      `${s.from.code} ${s.from.name}`,
      `${s.to.code} ${s.to.name}`,
      s.departureLocal,
      s.arrivalLocal,
      s.cabin,
      s.baggage ?? '',
      s.fareBasis ?? '',
    ]);
  }
  sheet.addRow([t('localTimes')]).font = { italic: true, color: { argb: 'FF666666' } };

  if (doc.price) {
    const { currency } = doc.price;
    const format = minorDigits(currency) > 0 ? `#,##0.${'0'.repeat(minorDigits(currency))}` : '#,##0';
    heading(`${t('price')} (${currency})`);
    for (const line of doc.price.lines) sheet.addRow([line.label, major(line.amountMinor, currency)]).getCell(2).numFmt = format;
    const total = sheet.addRow([t('total'), major(doc.price.totalMinor, currency)]);
    total.font = { bold: true };
    total.getCell(2).numFmt = format;
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
