import ExcelJS from 'exceljs';

/** Reads an xlsx answer. exceljs types its input as an ArrayBuffer, so the bytes are copied into one. */
export async function readWorkbook(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  return workbook;
}
