// Passenger list import on the booking confirm page: an xlsx sheet with a header row (anything else
// is an import format error); each row is checked by the passenger schema and reported with its row
// number. The sheet is read in a worker thread with size, row and time limits (uploads/read-sheet.ts).
import type { Language } from '@/domain/schemas/common';
import { passengerSchema, type Passenger } from '@/domain/schemas/passenger';
import { ApiError } from '../http/api-error';
import { zodFieldErrors } from '../http/validation-messages';
import { readSheet } from '../uploads/read-sheet';

/** Accepted headers (English or Chinese) -> field. */
const HEADERS: Record<string, string> = {
  type: 'type',
  类型: 'type',
  類型: 'type',
  surname: 'surname',
  姓: 'surname',
  given_names: 'given_names',
  'given names': 'given_names',
  名: 'given_names',
  gender: 'gender',
  性别: 'gender',
  性別: 'gender',
  birthday: 'birthday',
  出生日期: 'birthday',
  nationality: 'nationality',
  国籍: 'nationality',
  國籍: 'nationality',
  document_type: 'document_type',
  'document type': 'document_type',
  证件类型: 'document_type',
  證件類型: 'document_type',
  document_number: 'document_number',
  'document number': 'document_number',
  证件号码: 'document_number',
  證件號碼: 'document_number',
  document_expiry: 'document_expiry',
  'document expiry': 'document_expiry',
  证件有效期: 'document_expiry',
  證件有效期: 'document_expiry',
  phone: 'phone',
  电话: 'phone',
  電話: 'phone',
  email: 'email',
  邮箱: 'email',
  郵箱: 'email',
};
const REQUIRED = [
  'type',
  'surname',
  'given_names',
  'gender',
  'birthday',
  'nationality',
  'document_type',
  'document_number',
  'document_expiry',
];
export const MAX_IMPORT_ROWS = 200;

export interface ImportRowError {
  row: number;
  field: string;
  message: string;
  /** The row's passenger type as the sheet gives it (an error may be about that very value). */
  passengerType?: string | null;
}

/** The passengers of an uploaded sheet, each with its sheet row, and the errors of the other rows. */
export interface PassengerSheet {
  passengers: Passenger[];
  /** The sheet row each passenger came from (same order as passengers). */
  passengerRows: number[];
  errors: ImportRowError[];
}

export async function readPassengerSheet(file: Buffer, lang: Language): Promise<PassengerSheet> {
  const sheet = await readSheet(file);
  const [header, ...body] = sheet.rows;
  if (!header || header.row !== 1 || body.length === 0) throw new ApiError('IMPORT_FORMAT', { detail: 'no passenger rows' });
  const columns = new Map<number, string>();
  for (const [col, title] of Object.entries(header.cells)) {
    const field = HEADERS[title.toLowerCase()] ?? HEADERS[title];
    if (field) columns.set(Number(col), field);
  }
  const missing = REQUIRED.filter((f) => ![...columns.values()].includes(f));
  if (missing.length) throw new ApiError('IMPORT_FORMAT', { detail: `missing columns ${missing.join(', ')}` });
  if (sheet.rowCount - 1 > MAX_IMPORT_ROWS) throw new ApiError('IMPORT_FORMAT', { detail: `more than ${MAX_IMPORT_ROWS} rows` });

  const passengers: Passenger[] = [];
  const passengerRows: number[] = [];
  const errors: ImportRowError[] = [];
  for (const { row: r, cells } of body) {
    const values: Record<string, string> = {};
    for (const [col, field] of columns) values[field] = cells[col] ?? '';
    if (Object.values(values).every((v) => v === '')) continue;
    const candidate = {
      surname: values.surname,
      given_names: values.given_names,
      type: values.type?.toLowerCase(),
      gender: values.gender?.toLowerCase(),
      birthday: values.birthday,
      nationality: values.nationality,
      travel_document: { type: values.document_type?.toLowerCase(), number: values.document_number, expiry: values.document_expiry },
      phone: values.phone || null,
      email: values.email || null,
    };
    const parsed = passengerSchema.safeParse(candidate);
    if (parsed.success) {
      passengers.push(parsed.data);
      passengerRows.push(r);
    } else
      for (const e of zodFieldErrors(lang, parsed.error.issues, '')) {
        errors.push({
          row: r,
          field: e.field.replace(/^\./, '').replace(/^\//, ''),
          message: e.message,
          passengerType: values.type || null,
        });
      }
  }
  return { passengers, passengerRows, errors };
}
