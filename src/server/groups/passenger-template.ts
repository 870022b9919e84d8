// The group passenger list template: the columns the import reads, a drop-down of the allowed values
// in each column that has a fixed set (type, gender, document type), and a second sheet in the
// reader's language saying what each column takes, so a list is filled right the first time.
import { DOCUMENT_TYPES, GENDERS, PASSENGER_TYPES } from '@/domain/schemas/passenger';
import type { Language } from '@/domain/schemas/common';
import { translate } from '../http/i18n';
import { MAX_IMPORT_ROWS } from '../flights/passenger-import';

export const TEMPLATE_COLUMNS = [
  'type',
  'surname',
  'given_names',
  'gender',
  'birthday',
  'nationality',
  'document_type',
  'document_number',
  'document_expiry',
  'phone',
  'email',
] as const;
type Column = (typeof TEMPLATE_COLUMNS)[number];

const CHOICES: Partial<Record<Column, readonly string[]>> = { type: PASSENGER_TYPES, gender: GENDERS, document_type: DOCUMENT_TYPES };
const OPTIONAL: readonly Column[] = ['phone', 'email'];

/** What a column takes, in the reader's language: its allowed values, or its format. */
export function columnGuide(column: Column, lang: Language): string {
  const choices = CHOICES[column];
  if (choices) return translate(lang, 'groupTemplate.oneOf', { values: choices.join(', ') });
  return translate(lang, `groupTemplate.columns.${column}`);
}

export async function passengerTemplate(lang: Language): Promise<Buffer> {
  // Loaded on first use: the library is large and slow to load.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Passengers');
  sheet.columns = TEMPLATE_COLUMNS.map((key) => ({ header: key, key, width: Math.max(key.length + 4, 16) }));
  sheet.getRow(1).font = { bold: true };
  TEMPLATE_COLUMNS.forEach((column, index) => {
    const choices = CHOICES[column];
    if (!choices) return;
    for (let row = 2; row <= MAX_IMPORT_ROWS + 1; row++) {
      sheet.getCell(row, index + 1).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [`"${choices.join(',')}"`],
        showErrorMessage: true,
        errorTitle: column,
        error: columnGuide(column, lang),
      };
    }
  });
  const guide = workbook.addWorksheet(translate(lang, 'groupTemplate.sheet').slice(0, 31));
  guide.columns = [
    { header: translate(lang, 'groupTemplate.column'), key: 'column', width: 18 },
    { header: translate(lang, 'groupTemplate.required'), key: 'required', width: 10 },
    { header: translate(lang, 'groupTemplate.takes'), key: 'takes', width: 90 },
  ];
  guide.getRow(1).font = { bold: true };
  for (const column of TEMPLATE_COLUMNS) {
    guide.addRow({
      column,
      required: translate(lang, OPTIONAL.includes(column) ? 'groupTemplate.no' : 'groupTemplate.yes'),
      takes: columnGuide(column, lang),
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
