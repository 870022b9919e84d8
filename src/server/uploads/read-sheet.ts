// Reads an uploaded xlsx in a worker thread with a time limit and a memory ceiling: the file is
// checked (expanded size, rows) before it is parsed, and a parse that runs too long is ended.
// Each upload gets a fresh worker, so one that is ended leaves nothing half-done behind.
import { Worker } from 'node:worker_threads';
import { ApiError } from '../http/api-error';

/** What the worker checks before parsing (zip-limits.mjs). */
export interface ZipLimits {
  /** Most bytes all parts may expand to together, as the archive's directory declares them. */
  maxUncompressedBytes: number;
  /** Most bytes the first sheet's XML may expand to (enforced while inflating). */
  maxSheetBytes: number;
  /** Most <row> elements the first sheet may hold (header included). */
  maxSheetRows: number;
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
  maxSheetBytes: 8 * 1024 * 1024,
  maxSheetRows: 1_000,
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
