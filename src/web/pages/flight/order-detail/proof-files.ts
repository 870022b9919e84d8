// Refund proof files: jpg, png or PDF, at most 2 MB each, at most 5. Checked here for quick feedback;
// the server checks again by content.
import { MAX_PROOF_BYTES, MAX_PROOF_FILES } from '@/domain/flights/flight-orders';

export const PROOF_ACCEPT = '.jpg,.jpeg,.png,.pdf';
const TYPES = new Set(['image/jpeg', 'image/png', 'application/pdf']);

export type ProofProblem = 'type' | 'size' | 'count';

export function proofProblem(file: { name: string; type: string; size: number }): ProofProblem | null {
  const extensionOk = /\.(jpe?g|png|pdf)$/i.test(file.name);
  if (!extensionOk || (file.type && !TYPES.has(file.type))) return 'type';
  if (file.size > MAX_PROOF_BYTES) return 'size';
  return null;
}

export function tooMany(count: number): boolean {
  return count > MAX_PROOF_FILES;
}
