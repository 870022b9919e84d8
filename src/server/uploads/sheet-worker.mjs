// Worker thread: checks an xlsx against the limits, then reads its first sheet into plain text
// cells. Parsing runs here so that a slow or hostile file costs this thread, which the server
// ends when its time is up, and never the event loop that answers everyone else. Plain JavaScript,
// so the worker starts without the server's TypeScript loader; read-sheet.ts holds its types.
import { parentPort, workerData } from 'node:worker_threads';
import { checkXlsxLimits, ZipLimitError } from './zip-limits.mjs';

function text(value) {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (value && typeof value === 'object' && 'text' in value) return String(value.text);
  if (value && typeof value === 'object' && 'result' in value) return String(value.result ?? '');
  return value === null || value === undefined ? '' : String(value).trim();
}

async function read({ file, limits }) {
  const buffer = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  try {
    checkXlsxLimits(buffer, limits);
  } catch (error) {
    if (error instanceof ZipLimitError) return { ok: false, reason: error.message, tooComplex: error.message !== 'not an xlsx file' };
    throw error;
  }
  // Loaded only for a file that passed the checks: a refused one is answered without it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer);
  } catch {
    return { ok: false, reason: 'not an xlsx file', tooComplex: false };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: true, sheet: { rows: [], rowCount: 0 } };
  const rows = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells = {};
    row.eachCell({ includeEmpty: false }, (cell, col) => {
      cells[col] = text(cell.value);
    });
    rows.push({ row: rowNumber, cells });
  });
  return { ok: true, sheet: { rows, rowCount: sheet.rowCount } };
}

read(workerData).then(
  (answer) => parentPort.postMessage(answer),
  () => parentPort.postMessage({ ok: false, reason: 'not an xlsx file', tooComplex: false }),
);
