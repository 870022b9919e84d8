// Itinerary / e-ticket as an A4 PDF: a header band, the booking facts, passengers with their
// ticket numbers, flights in local times, and the price. Long tables continue on new pages.
import { drawText, fitText, registerDocumentFonts, textWidth, type TextStyle } from './pdf-text';
import { documentAmount, documentLabels, type TicketDocument } from './ticket-document';

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const BODY: TextStyle = { size: 8.5 };
const HEAD: TextStyle = { size: 8.5, bold: true, color: '#596173' };
const SECTION: TextStyle = { size: 12, bold: true };
const ROW_HEIGHT = 16;
const BRAND = '#14336b';

interface Column {
  title: string;
  width: number;
}

/** Writes top-down and starts a new page when the next block would not fit. */
class PageCursor {
  y = MARGIN;

  constructor(readonly pdf: PDFKit.PDFDocument) {}

  need(height: number): void {
    if (this.y + height <= PAGE.height - MARGIN - 24) return;
    this.pdf.addPage();
    this.y = MARGIN;
  }
}

function drawSection(cursor: PageCursor, title: string): void {
  cursor.need(ROW_HEIGHT * 3);
  cursor.y += 10;
  drawText(cursor.pdf, title, MARGIN, cursor.y, SECTION);
  cursor.y += 18;
  cursor.pdf
    .moveTo(MARGIN, cursor.y)
    .lineTo(PAGE.width - MARGIN, cursor.y)
    .lineWidth(0.8)
    .strokeColor(BRAND)
    .stroke();
  cursor.y += 6;
}

/** Room a cell leaves between its text and the next column. */
const CELL_GAP = 6;

function drawRow(cursor: PageCursor, columns: Column[], cells: string[], style: TextStyle): void {
  cursor.need(ROW_HEIGHT);
  let x = MARGIN;
  columns.forEach((column, i) => {
    drawText(cursor.pdf, fitText(cursor.pdf, cells[i] ?? '', style, column.width - CELL_GAP), x, cursor.y, style);
    x += column.width;
  });
  cursor.y += ROW_HEIGHT;
}

function drawTable(cursor: PageCursor, columns: Column[], rows: string[][]): void {
  drawRow(
    cursor,
    columns,
    columns.map((c) => c.title),
    HEAD,
  );
  for (const row of rows) drawRow(cursor, columns, row, BODY);
}

/** Column widths as shares of the printable width. */
function columnsOf(titles: string[], shares: number[]): Column[] {
  const total = titles.reduce((sum, _, i) => sum + (shares[i] ?? 1), 0);
  const printable = PAGE.width - 2 * MARGIN;
  return titles.map((title, i) => ({ title, width: (printable * (shares[i] ?? 1)) / total }));
}

/**
 * Column widths as shares of the printable width, except that the columns named in `whole` are
 * widened to their longest text (title or cell), taken from the others: a seat class such as
 * "Deluxe soft sleeper" is never cut to "Delu...".
 */
function columnsFitting(pdf: PDFKit.PDFDocument, titles: string[], shares: number[], rows: string[][], whole: number[]): Column[] {
  const columns = columnsOf(titles, shares);
  const needed = new Map(
    whole.map((i) => [i, Math.max(textWidth(pdf, titles[i] ?? '', HEAD), ...rows.map((r) => textWidth(pdf, r[i] ?? '', BODY))) + CELL_GAP]),
  );
  const extra = [...needed].reduce((sum, [i, width]) => sum + Math.max(0, width - columns[i]!.width), 0);
  if (extra === 0) return columns;
  const others = columns.reduce((sum, c, i) => (needed.has(i) ? sum : sum + c.width), 0);
  return columns.map((c, i) => ({
    title: c.title,
    width: needed.has(i) ? Math.max(c.width, needed.get(i)!) : c.width * (1 - extra / others),
  }));
}

function stamp(date: Date): string {
  return date.toISOString().replace('T', ' ').slice(0, 16);
}

function collect(pdf: PDFKit.PDFDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    pdf.on('error', reject);
  });
}

export async function renderTicketPdf(doc: TicketDocument): Promise<Uint8Array> {
  const t = documentLabels(doc.locale, doc.mode);
  const title = t(`title.${doc.kind}`);
  // Loaded on the first document: the library is large and slow to load, and most starts never need it.
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    info: { Title: `${title} ${doc.orderNo}`, Producer: 'Tessera', Creator: 'Tessera' },
  });
  const done = collect(pdf);
  await registerDocumentFonts(pdf);
  const cursor = new PageCursor(pdf);

  pdf.rect(0, 0, PAGE.width, 70).fill(BRAND);
  drawText(pdf, title, MARGIN, 22, { size: 18, bold: true, color: '#ffffff' });
  drawText(pdf, doc.agency.name, MARGIN, 48, { size: 9, color: '#d9e6ff' });
  cursor.y = 70 + 20;

  const facts: Array<[string, string]> = [
    [t('orderNo'), doc.orderNo],
    [t('pnr'), doc.pnr ?? '-'],
    [t('status'), doc.status],
    [t('issuedAt'), doc.issuedAt ? `${stamp(doc.issuedAt)} UTC` : t('notIssued')],
    [t('agency'), doc.agency.name],
    [t('contact'), [doc.agency.contactPhone, doc.agency.contactEmail].filter(Boolean).join('  ') || '-'],
  ];
  const factColumns = columnsOf(['', ''], [1, 3]);
  for (const fact of facts) drawRow(cursor, factColumns, fact, BODY);

  drawSection(cursor, t('passengers'));
  const seats = doc.passengers.some((p) => p.seat);
  drawTable(
    cursor,
    columnsOf(
      [t('passenger'), t('type'), t('documentNumber'), t('ticketNumber'), ...(seats ? [t('seat')] : [])],
      seats ? [2.5, 0.8, 1.7, 1.7, 2.3] : [3, 1, 2, 2],
    ),
    doc.passengers.map((p) => [
      p.name,
      t(`passengerType.${p.type}`),
      p.documentNumber ?? '-',
      p.ticketNumber ?? t('notIssued'),
      ...(seats ? [p.seat ?? '-'] : []),
    ]),
  );

  drawSection(cursor, t('flights'));
  const place = (p: TicketDocument['segments'][number]['from']) =>
    `${p.code} ${p.name}${p.terminal ? ` ${t('terminal', { terminal: p.terminal })}` : ''}`;
  // A rail journey has no baggage allowance; its column stays only when a segment fills it.
  const baggage = doc.mode !== 'rail' || doc.segments.some((s) => s.baggage);
  const segmentRows = doc.segments.map((s) => [
    s.flightNumber,
    place(s.from),
    place(s.to),
    s.departureLocal,
    s.arrivalLocal,
    s.cabin,
    ...(baggage ? [s.baggage ?? '-'] : []),
  ]);
  drawTable(
    cursor,
    columnsFitting(
      pdf,
      [t('flight'), t('from'), t('to'), t('departure'), t('arrival'), t('cabin'), ...(baggage ? [t('baggage')] : [])],
      [1.1, 2.5, 2.5, 2, 2, 0.8, 0.9],
      segmentRows,
      [5],
    ),
    segmentRows,
  );
  const fareBases = doc.segments.map((s) => s.fareBasis).filter(Boolean);
  if (fareBases.length > 0) drawRow(cursor, columnsOf(['', ''], [1, 4]), [t('fareBasis'), fareBases.join(' / ')], BODY);
  drawRow(cursor, columnsOf([''], [1]), [t('localTimes')], HEAD);

  if (doc.price) {
    const { currency } = doc.price;
    drawSection(cursor, t('price'));
    const columns = columnsOf(['', ''], [3, 1]);
    for (const line of doc.price.lines) drawRow(cursor, columns, [line.label, documentAmount(line.amountMinor, currency)], BODY);
    drawRow(cursor, columns, [t('total'), documentAmount(doc.price.totalMinor, currency)], { ...BODY, bold: true });
  }

  const footer = t('footer', { at: stamp(new Date()) });
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    drawText(pdf, footer, MARGIN, PAGE.height - MARGIN + 8, { size: 7, color: '#737a8c' });
  }
  pdf.end();
  return done;
}
