// Document recognition (POST /base/v2/analysis/document): OCR of the uploaded image with tesseract.js
// and its English model from the npm registry (runs offline), then the passport MRZ parser. One
// worker per process, created on first use and reused; recognitions queue on it.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { tmpdir } from 'node:os';
import { createWorker, PSM, type Worker } from 'tesseract.js';
import type { DocumentAnalysis } from '@/domain/schemas/booking';
import { MrzError, parseMrzText } from './mrz';

const require = createRequire(import.meta.url);
const MRZ_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

let worker: Promise<Worker> | undefined;
let queue: Promise<unknown> = Promise.resolve();

function englishModelPath(): string {
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

async function startWorker(): Promise<Worker> {
  const w = await createWorker('eng', 1, { langPath: englishModelPath(), gzip: true, cachePath: join(tmpdir(), 'tessera-tesseract'), cacheMethod: 'none' });
  await w.setParameters({ tessedit_char_whitelist: MRZ_CHARACTERS, tessedit_pageseg_mode: PSM.SINGLE_BLOCK });
  return w;
}

export async function recogniseText(image: Buffer): Promise<string> {
  worker ??= startWorker();
  const run = queue.then(async () => (await (await worker!).recognize(image)).data.text);
  queue = run.catch(() => {});
  return run;
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
