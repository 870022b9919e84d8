// Reads an uploaded xlsx in a worker thread with a time limit and a memory ceiling: the file is
// checked (every part really inflated against one budget, rows and cells) before it is parsed, and
// a parse that runs too long is ended.
// Each upload gets a fresh worker, so one that is ended leaves nothing half-done behind.
import { Worker } from 'node:worker_threads';
import { ApiError } from '../http/api-error';

/** What the worker checks before parsing (zip-limits.mjs). */
export interface ZipLimits {
  /** Most bytes all parts may really inflate to together (counted while inflating, whatever the directory says). */
  maxUncompressedBytes: number;
  /** Most bytes any one part (a sheet, the shared strings) may inflate to. */
  maxPartBytes: number;
  /** Most <row> elements all worksheets may hold together (headers included). */
  maxSheetRows: number;
  /** Most <c> (cell) elements all worksheets may hold together. */
  maxSheetCells: number;
}

export interface SheetCells {
  /** Row number (1 = header) and each cell's text by column number. */
  rows: Array<{ row: number; cells: Record<number, string> }>;
  rowCount: number;
}

type SheetAnswer = { ok: true; sheet: SheetCells } | { ok: false; reason: string; tooComplex: boolean };

export interface SheetReadLimits extends ZipLimits {
  timeoutMs: number;
}

/** A passenger list: 200 rows fit in a few hundred KiB of XML; these leave ample room. */
export const SHEET_LIMITS: SheetReadLimits = {
  maxUncompressedBytes: 20 * 1024 * 1024,
  maxPartBytes: 8 * 1024 * 1024,
  maxSheetRows: 1_000,
  maxSheetCells: 30_000,
  timeoutMs: 30_000,
};

const WORKER_URL = new URL('./sheet-worker.mjs', import.meta.url);

export function readSheet(file: Buffer, limits: SheetReadLimits = SHEET_LIMITS): Promise<SheetCells> {
  const { timeoutMs, ...zipLimits } = limits;
  const worker = new Worker(WORKER_URL, { workerData: { file, limits: zipLimits }, resourceLimits: { maxOldGenerationSizeMb: 256 } });
  return new Promise<SheetCells>((resolve, reject) => {
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new ApiError('UPLOAD_TOO_COMPLEX', { detail: 'reading it took too long' }));
    }, timeoutMs);
    const done = () => clearTimeout(timer);
    worker.once('message', (answer: SheetAnswer) => {
      done();
      void worker.terminate();
      if (answer.ok) resolve(answer.sheet);
      else reject(new ApiError(answer.tooComplex ? 'UPLOAD_TOO_COMPLEX' : 'IMPORT_FORMAT', { detail: answer.reason }));
    });
    worker.once('error', () => {
      done();
      void worker.terminate();
      // Out of memory (resourceLimits) or a crash while parsing: the file is refused, the server lives.
      reject(new ApiError('UPLOAD_TOO_COMPLEX', { detail: 'it needs too much memory' }));
    });
  });
}
