// Excel export of a grid's current filter: the console names the columns (already translated into
// the reader's language, in its order); the server fills the rows from the same query as the list.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { text } from '@/domain/schemas/text';
import { attachmentDisposition } from './attachment';

/** The most rows one export writes; a larger filter is cut (the console says so). */
export const EXPORT_MAX_ROWS = 10_000;

/**
 * The export body of a grid whose rows may show `keys`: a column key outside that list is a 400
 * (never a property lookup on the row by whatever name the caller sends).
 */
export function exportBodyOf<K extends string>(keys: readonly [K, ...K[]]) {
  return z
    .object({
      columns: z
        .array(z.object({ key: z.enum(keys), title: text().trim().min(1).max(128) }).strict())
        .min(1)
        .max(60),
      // Any script (agencies name their files in Chinese), but never a path separator, a character a
      // file system refuses, or a control character.
      filename: text()
        .trim()
        .regex(/^[^\\/:*?"<>|\u0000-\u001f]{1,80}$/, { message: 'invalid' })
        .optional(),
    })
    .strict();
}
export interface ExportColumn {
  key: string;
  title: string;
}

type Cell = string | number | boolean | Date | null | undefined;

export async function xlsxOf(
  sheetName: string,
  columns: readonly ExportColumn[],
  rows: ReadonlyArray<Record<string, Cell>>,
): Promise<Buffer> {
  // Loaded on the first export: the library is large and slow to load, and most starts never need it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((c) => ({ header: c.title, key: c.key, width: Math.min(Math.max(c.title.length + 4, 12), 48) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows)
    sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, Object.hasOwn(row, c.key) ? (row[c.key] ?? null) : null])));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function sendXlsx(
  reply: FastifyReply,
  filename: string,
  sheetName: string,
  columns: readonly ExportColumn[],
  rows: ReadonlyArray<Record<string, Cell>>,
) {
  const body = await xlsxOf(sheetName, columns, rows);
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', attachmentDisposition(`${filename}.xlsx`))
    .send(body);
}
