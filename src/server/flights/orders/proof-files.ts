// Proof files of a refund request: jpg, png or PDF judged by their bytes (not the name or the
// declared type), at most 2 MB each, at most 5. Read from a multipart request with its text fields.
import type { FastifyRequest } from 'fastify';
import { MAX_PROOF_BYTES, MAX_PROOF_FILES } from '@/domain/flights/flight-orders';
import { ApiError } from '../../http/api-error';
import { imageDimensions, MAX_IMAGE_PIXELS } from '../../uploads/image-dimensions';
import { isWholeImage } from '../../uploads/image-structure';
import { uploadError } from '../../uploads/multipart-file';

export interface ProofFile {
  filename: string;
  contentType: 'image/jpeg' | 'image/png' | 'application/pdf';
  content: Buffer;
}

/** A PDF that ends as one: cut off in transfer, its end-of-file marker is missing from the last kilobyte. */
function isWholePdf(content: Buffer): boolean {
  return /^%PDF-[12]\.\d/.test(content.subarray(0, 8).toString('latin1')) && content.subarray(-1024).includes('%%EOF');
}

/**
 * Whether the file of that type is complete (images by their framing and within the pixel limit a
 * reviewer's browser decodes): proofs are shown to platform staff later.
 */
function assertWholeProof(content: Buffer, type: ProofFile['contentType'], name: string): void {
  if (type === 'application/pdf') {
    if (!isWholePdf(content)) throw new ApiError('PROOF_FILE_TYPE', { name });
    return;
  }
  const size = imageDimensions(content);
  if (size && size.width * size.height > MAX_IMAGE_PIXELS)
    throw new ApiError('IMAGE_DIMENSIONS', { width: size.width, height: size.height, max: MAX_IMAGE_PIXELS / 1_000_000 });
  if (!size || !isWholeImage(content, type)) throw new ApiError('PROOF_FILE_TYPE', { name });
}

/** The file's real type from its first bytes, or null. */
export function sniffProofType(content: Buffer): ProofFile['contentType'] | null {
  if (content.length >= 3 && content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) return 'image/jpeg';
  if (content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (content.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

function cleanName(name: string): string {
  return (name.replace(/[\\/\u0000-\u001f]/g, '_').trim() || 'file').slice(0, 200);
}

/** The parts, with the multipart plugin's limit errors turned into our answers (an unreadable body: upload failed). */
async function* guarded<T>(parts: AsyncIterable<T>): AsyncGenerator<T> {
  try {
    for await (const part of parts) yield part;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw new ApiError('PROOF_FILE_COUNT');
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError('PROOF_FILE_TOO_LARGE', { name: '' });
    const mapped = uploadError(error);
    throw mapped === 'tooLarge' ? new ApiError('PROOF_FILE_COUNT') : mapped;
  }
}

/** Text fields and checked files of a multipart body. */
export async function readProofUpload(request: FastifyRequest): Promise<{ fields: Record<string, string>; files: ProofFile[] }> {
  const fields: Record<string, string> = {};
  const files: ProofFile[] = [];
  if (!request.isMultipart()) return { fields: (request.body ?? {}) as Record<string, string>, files };
  // One more file than allowed and one byte more than allowed are read, so both limits are reported.
  const parts = request.parts({ limits: { fileSize: MAX_PROOF_BYTES + 1, files: MAX_PROOF_FILES + 1, fields: 20, fieldSize: 4096 } });
  for await (const part of guarded(parts)) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value ?? '');
      continue;
    }
    const name = cleanName(part.filename);
    if (files.length >= MAX_PROOF_FILES) throw new ApiError('PROOF_FILE_COUNT');
    const content = await part.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError('PROOF_FILE_TOO_LARGE', { name });
      const mapped = uploadError(error);
      throw mapped === 'tooLarge' ? new ApiError('PROOF_FILE_TOO_LARGE', { name }) : mapped;
    });
    if (content.length > MAX_PROOF_BYTES || part.file.truncated) throw new ApiError('PROOF_FILE_TOO_LARGE', { name });
    if (content.length === 0) throw new ApiError('PROOF_FILE_TYPE', { name });
    const type = sniffProofType(content);
    if (!type) throw new ApiError('PROOF_FILE_TYPE', { name });
    assertWholeProof(content, type, name);
    files.push({ filename: name, contentType: type, content });
  }
  return { fields, files };
}
