// The single file of a multipart upload, read whole within a size limit. What the caller did wrong
// (no file, too large) is answered by each route in its own words; a body that cannot be read at all
// (cut off, malformed) is "upload failed, try again or contact the administrator", never a 500.
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';

export interface UploadedFile {
  buffer: Buffer;
  mimetype: string;
  filename: string;
}

export type UploadRead = { ok: true; file: UploadedFile } | { ok: false; problem: 'missing' | 'tooLarge' };

const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/** Maps a multipart reader's error: its limits are the caller's to word; anything else is a failed upload. */
export function uploadError(error: unknown): ApiError | 'tooLarge' {
  if (error instanceof ApiError) return error;
  return TOO_LARGE.has((error as { code?: string }).code ?? '') ? 'tooLarge' : new ApiError('UPLOAD_FAILED');
}

export async function readUploadedFile(request: FastifyRequest, limit: number): Promise<UploadRead> {
  if (!request.isMultipart()) return { ok: false, problem: 'missing' };
  try {
    const file = await request.file({ limits: { fileSize: limit, files: 1 } });
    if (!file) return { ok: false, problem: 'missing' };
    const buffer = await file.toBuffer();
    if (file.file.truncated) return { ok: false, problem: 'tooLarge' };
    return { ok: true, file: { buffer, mimetype: file.mimetype, filename: file.filename } };
  } catch (error) {
    const mapped = uploadError(error);
    if (mapped === 'tooLarge') return { ok: false, problem: 'tooLarge' };
    throw mapped;
  }
}
