// Document recognition (POST /base/v2/analysis/document): OCR of the uploaded image with tesseract.js
// and its English model from the npm registry (runs offline), then the passport MRZ parser. One
// worker per process (its own thread), created on first use and reused; recognitions queue on it,
// each with a time limit.
//
// The image is decoded inside that thread, so a file the decoder cannot read (a bad checksum, cut
// off) is the worker's error: tesseract.js throws it from its message handler unless it is given an
// error handler, which would end the whole process. Here every failure of the thread becomes the
// request's refusal, and a thread that exits (ended for its time, crashed) is dropped: the next
// recognition starts a new one.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { tmpdir } from 'node:os';
import type { Worker as ThreadWorker } from 'node:worker_threads';
import type { Worker } from 'tesseract.js';
import type { DocumentAnalysis } from '@/domain/flights/booking';
import { ApiError } from '../../http/api-error';
import { MrzError, parseMrzText } from './mrz';

const require = createRequire(import.meta.url);
const MRZ_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

/** The worker and a promise that rejects when its thread exits or fails. */
interface Recogniser {
  tesseract: Worker;
  thread: ThreadWorker;
  ended: Promise<never>;
}

let current: Promise<Recogniser> | undefined;
let queue: Promise<unknown> = Promise.resolve();

function englishModelPath(): string {
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

/** An image the decoder refused (what tesseract.js reports as a job's rejection). */
class UnreadableImage extends Error {}

async function startRecogniser(): Promise<Recogniser> {
  // Loaded with the first recognition: most starts never recognise a document.
  const { createWorker, PSM } = await import('tesseract.js');
  // Without an error handler tesseract.js rethrows a job's failure where nothing can catch it; the
  // job's own promise rejects as well, and that is what the request waits on.
  const tesseract = await createWorker('eng', 1, {
    langPath: englishModelPath(),
    gzip: true,
    cachePath: join(tmpdir(), 'tessera-tesseract'),
    cacheMethod: 'none',
    errorHandler: () => {},
  });
  // tesseract.js keeps its worker thread on an undeclared field; it is read to replace a dead worker.
  const thread = (tesseract as unknown as { worker: ThreadWorker }).worker;
  const ended = new Promise<never>((_, reject) => {
    thread.once('exit', () => reject(new ApiError('UPLOAD_FAILED')));
    // An uncaught error inside the thread ends it ('exit' follows); listened to so it never reaches the process.
    thread.on('error', () => {});
  });
  ended.catch(() => {});
  await tesseract.setParameters({ tessedit_char_whitelist: MRZ_CHARACTERS, tessedit_pageseg_mode: PSM.SINGLE_BLOCK });
  return { tesseract, thread, ended };
}

/** The running recogniser, or a new one when there is none or the last one's thread has exited. */
function recogniser(): Promise<Recogniser> {
  if (!current) {
    const starting = startRecogniser();
    current = starting;
    starting.then(
      (r) =>
        r.ended.catch(() => {
          if (current === starting) current = undefined;
        }),
      () => {
        if (current === starting) current = undefined;
      },
    );
  }
  return current;
}

/** Longest one recognition may take; past it the worker is ended (a new one starts for the next). */
export const RECOGNITION_TIMEOUT_MS = 60_000;

export async function recogniseText(image: Buffer): Promise<string> {
  const run = queue.then(() => withTimeLimit(recogniseOnce(image)));
  queue = run.catch(() => {});
  return run;
}

async function recogniseOnce(image: Buffer): Promise<string> {
  const r = await recogniser().catch(() => {
    throw new ApiError('UPLOAD_FAILED');
  });
  // tesseract.js rejects a job with the worker's message (a string), not an Error.
  const job = r.tesseract.recognize(image).then(
    (answer) => answer.data.text,
    (reason: unknown) => {
      throw new UnreadableImage(String(reason));
    },
  );
  try {
    return await Promise.race([job, r.ended]);
  } catch (error) {
    if (error instanceof UnreadableImage) throw new ApiError('DOCUMENT_FILE_INVALID');
    throw error;
  }
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

/** The recogniser's thread while one runs (tests end it to see it replaced). */
export async function recogniserThread(): Promise<ThreadWorker | undefined> {
  return current ? (await current.catch(() => undefined))?.thread : undefined;
}

export async function stopRecogniser(): Promise<void> {
  if (!current) return;
  const starting = current;
  current = undefined;
  const r = await starting.catch(() => undefined);
  await r?.tesseract.terminate();
}
