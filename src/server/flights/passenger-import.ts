// Passenger list import on the booking confirm page: an xlsx sheet with a header row (anything else
// is an import format error); each row is checked by the passenger schema and reported with its row number.
import ExcelJS from 'exceljs';
import type { Language } from '@/domain/schemas/common';
import { passengerSchema, type Passenger } from '@/domain/schemas/passenger';
import { ApiError } from '../http/api-error';
import { zodFieldErrors } from '../http/validation-messages';

/** Accepted headers (English or Chinese) -> field. */
const HEADERS: Record<string, string> = {
  type: 'type', 类型: 'type', 類型: 'type',
  surname: 'surname', 姓: 'surname',
  given_names: 'given_names', 'given names': 'given_names', 名: 'given_names',
  gender: 'gender', 性别: 'gender', 性別: 'gender',
  birthday: 'birthday', 出生日期: 'birthday',
  nationality: 'nationality', 国籍: 'nationality', 國籍: 'nationality',
  document_type: 'document_type', 'document type': 'document_type', 证件类型: 'document_type', 證件類型: 'document_type',
  document_number: 'document_number', 'document number': 'document_number', 证件号码: 'document_number', 證件號碼: 'document_number',
  document_expiry: 'document_expiry', 'document expiry': 'document_expiry', 证件有效期: 'document_expiry', 證件有效期: 'document_expiry',
  phone: 'phone', 电话: 'phone', 電話: 'phone',
  email: 'email', 邮箱: 'email', 郵箱: 'email',
};
const REQUIRED = ['type', 'surname', 'given_names', 'gender', 'birthday', 'nationality', 'document_type', 'document_number', 'document_expiry'];
export const MAX_IMPORT_ROWS = 200;

export interface ImportRowError {
  row: number;
  field: string;
  message: string;
}

function text(value: ExcelJS.CellValue): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (value && typeof value === 'object' && 'text' in value) return String(value.text);
  if (value && typeof value === 'object' && 'result' in value) return String(value.result ?? '');
  return value === null || value === undefined ? '' : String(value).trim();
}

export async function importPassengers(file: Buffer, lang: Language): Promise<{ passengers: Passenger[]; errors: ImportRowError[] }> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(new Uint8Array(file).buffer);
  } catch {
    throw new ApiError('IMPORT_FORMAT', { detail: 'not an xlsx file' });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.rowCount < 2) throw new ApiError('IMPORT_FORMAT', { detail: 'no passenger rows' });
  const columns = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, col) => {
    const field = HEADERS[text(cell.value).toLowerCase()] ?? HEADERS[text(cell.value)];
    if (field) columns.set(col, field);
  });
  const missing = REQUIRED.filter((f) => ![...columns.values()].includes(f));
  if (missing.length) throw new ApiError('IMPORT_FORMAT', { detail: `missing columns ${missing.join(', ')}` });
  if (sheet.rowCount - 1 > MAX_IMPORT_ROWS) throw new ApiError('IMPORT_FORMAT', { detail: `more than ${MAX_IMPORT_ROWS} rows` });

  const passengers: Passenger[] = [];
  const errors: ImportRowError[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const values: Record<string, string> = {};
    for (const [col, field] of columns) values[field] = text(row.getCell(col).value);
    if (Object.values(values).every((v) => v === '')) continue;
    const candidate = {
      surname: values.surname, given_names: values.given_names, type: values.type?.toLowerCase(), gender: values.gender?.toLowerCase(),
      birthday: values.birthday, nationality: values.nationality,
      travel_document: { type: values.document_type?.toLowerCase(), number: values.document_number, expiry: values.document_expiry },
      phone: values.phone || null, email: values.email || null,
    };
    const parsed = passengerSchema.safeParse(candidate);
    if (parsed.success) passengers.push(parsed.data);
    else for (const e of zodFieldErrors(lang, parsed.error.issues, '')) errors.push({ row: r, field: e.field.replace(/^\./, '').replace(/^\//, ''), message: e.message });
  }
  return { passengers, errors };
}
