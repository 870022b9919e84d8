// The one way an answer names a file to save: Content-Disposition `attachment` with the name both as
// plain ASCII (for old clients) and as UTF-8 (RFC 8187 `filename*`), so a name the user typed in
// Chinese arrives as typed instead of as underscores, and a name Node cannot put in a header (any
// character past Latin-1) can never turn a download into a server error.
import { create } from 'content-disposition';

/** Characters no file system takes in a name (and controls), replaced so the name saves as is anywhere. */
const UNSAFE = /[\u0000-\u001f\u007f/\\:*?"<>|]/g;

/** The name a download saves under: unsafe characters replaced, never empty. */
export function safeFileName(name: string, fallback = 'download'): string {
  const cleaned = name.replace(UNSAFE, '_').trim();
  return cleaned.length > 0 ? cleaned : fallback;
}

/** The Content-Disposition value for downloading `name` (an extension included). */
export function attachmentDisposition(name: string): string {
  const safe = safeFileName(name);
  // The ASCII fallback keeps the name's Latin parts and its extension; the rest becomes underscores.
  return create(safe, { fallback: safe.replace(/[^\x20-\x7e]/g, '_') });
}
