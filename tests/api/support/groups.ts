// Helpers for the group ticket suites: a movable clock, request and quote bodies, passenger sheets.
import ExcelJS from 'exceljs';

export class TestClock {
  constructor(public at: Date) {}
  now = () => this.at;
  set(iso: string) {
    this.at = new Date(iso);
  }
  plusHours(hours: number) {
    this.at = new Date(this.at.getTime() + hours * 3_600_000);
  }
}

export const START = '2026-12-01T02:00:00.000Z';
const hoursAfter = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3_600_000).toISOString();

export function requestBody(overrides: Record<string, unknown> = {}) {
  return {
    groupOrderExtraInfo: {
      journeys: [{ origin: 'airport-PEK', destination: 'HKG', date: '2027-01-15', remark: 'morning flight please' }],
      isChangeDate: true,
      acceptChangeFlight: false,
    },
    passengers: {},
    contact: { name: 'Ada Lee', phone: '+85291234567', email: 'groups@harbour.example' },
    ...overrides,
  };
}

/** 10 adults at 500.00 and 10 children at 400.00: 9,000.00 CNY, paid in `deposits` deposits and a final payment. */
export function quoteBody(deposits: 1 | 2 | 3, from = START, overrides: Record<string, unknown> = {}) {
  const total = 900_000;
  const parts = deposits + 1;
  const amounts = Array.from({ length: parts }, (_, i) => (i < parts - 1 ? 200_000 : total - 200_000 * (parts - 1)));
  return {
    prices: { adult: 50_000, child: 40_000, infant: 0 },
    flights: [
      {
        carrier: 'CA',
        flightNumber: 'CA101',
        origin: 'PEK',
        destination: 'HKG',
        departure: '2027-01-15 08:30',
        arrival: '2027-01-15 12:10',
        cabin: 'economy',
      },
      {
        carrier: 'CA',
        flightNumber: 'CA102',
        origin: 'HKG',
        destination: 'PEK',
        departure: '2027-01-22 14:00',
        arrival: '2027-01-22 17:30',
        cabin: 'economy',
      },
    ],
    quoteDeadline: hoursAfter(from, 24),
    instalments: amounts.map((amount, i) => ({ amount, dueAt: hoursAfter(from, 48 * (i + 1)) })),
    manualReview: false,
    remark: 'Group fare, name changes free until 7 days before',
    ...overrides,
  };
}

export interface SheetRow {
  type: string;
  surname: string;
  given_names: string;
  gender: string;
  birthday: string;
  nationality: string;
  document_type: string;
  document_number: string;
  document_expiry: string;
}

export function groupRows(adults: number, children: number): SheetRow[] {
  const rows: SheetRow[] = [];
  for (let i = 0; i < adults + children; i++) {
    const child = i >= adults;
    rows.push({
      type: child ? 'child' : 'adult',
      surname: child ? 'CHAN' : 'WONG',
      given_names: `Person ${String.fromCharCode(65 + i)}`,
      gender: i % 2 ? 'female' : 'male',
      birthday: child ? '2018-05-05' : '1985-03-0' + ((i % 9) + 1),
      nationality: 'HK',
      document_type: 'passport',
      document_number: `K${String(1_000_000 + i)}`,
      document_expiry: '2032-06-30',
    });
  }
  return rows;
}

export async function sheetOf(rows: SheetRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Passengers');
  const keys = Object.keys(rows[0]!) as Array<keyof SheetRow>;
  sheet.addRow(keys);
  for (const row of rows) sheet.addRow(keys.map((k) => row[k]));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function multipartOf(file: Buffer, filename = 'passengers.xlsx') {
  const boundary = `----group${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
