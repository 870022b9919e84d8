// Document recognition (POST /base/v2/analysis/document): OCR of the uploaded image with tesseract.js
// and its English model from the npm registry (runs offline), then the passport MRZ parser. One
// worker per process (its own thread), created on first use and reused; recognitions queue on it,
// each with a time limit.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { tmpdir } from 'node:os';
import type { Worker } from 'tesseract.js';
import type { DocumentAnalysis } from '@/domain/schemas/booking';
import { ApiError } from '../../http/api-error';
import { MrzError, parseMrzText } from './mrz';

const require = createRequire(import.meta.url);
const MRZ_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

let worker: Promise<Worker> | undefined;
let queue: Promise<unknown> = Promise.resolve();

function englishModelPath(): string {
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

async function startWorker(): Promise<Worker> {
  // Loaded with the first recognition: most starts never recognise a document.
  const { createWorker, PSM } = await import('tesseract.js');
  const w = await createWorker('eng', 1, { langPath: englishModelPath(), gzip: true, cachePath: join(tmpdir(), 'tessera-tesseract'), cacheMethod: 'none' });
  await w.setParameters({ tessedit_char_whitelist: MRZ_CHARACTERS, tessedit_pageseg_mode: PSM.SINGLE_BLOCK });
  return w;
}

/** Longest one recognition may take; past it the worker is ended (a new one starts for the next). */
export const RECOGNITION_TIMEOUT_MS = 60_000;

export async function recogniseText(image: Buffer): Promise<string> {
  worker ??= startWorker();
  const run = queue.then(() => withTimeLimit((async () => (await (await worker!).recognize(image)).data.text)()));
  queue = run.catch(() => {});
  return run;
}

/** The OCR runs in tesseract.js's worker thread; an image that keeps it busy too long ends that worker. */
async function withTimeLimit(recognition: Promise<string>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      void stopRecogniser().catch(() => {});
      reject(new ApiError('UPLOAD_TOO_COMPLEX', { detail: 'reading it took too long' }));
    }, RECOGNITION_TIMEOUT_MS);
  });
  try {
    return await Promise.race([recognition, expired]);
  } finally {
    clearTimeout(timer);
  }
}

/** The MRZ fields, or null when the image holds no readable passport MRZ. */
export async function recognisePassport(image: Buffer, now = new Date()): Promise<DocumentAnalysis | null> {
  const text = await recogniseText(image);
  try {
    return parseMrzText(text, now);
  } catch (error) {
    if (error instanceof MrzError) return null;
    throw error;
  }
}

export async function stopRecogniser(): Promise<void> {
  if (!worker) return;
  const w = await worker;
  worker = undefined;
  await w.terminate();
}
