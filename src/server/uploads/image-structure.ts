// Whether an uploaded image is whole, checked from its bytes without decoding it: a signature alone
// lets through a file cut off in transfer, one with a broken checksum, or an image with another file
// (a zip, a script) glued after its end, and such a file is stored and later handed to browsers and
// to the OCR. Each format is walked by its own framing (PNG chunks with their CRCs, JPEG segments up
// to the end-of-image marker, the RIFF chunks of a WebP, an icon's directory), and a file must end
// where its format says it ends. Linear in the file's size; nothing is inflated.
import { crc32 } from 'node:zlib';

export type StructuredImage = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/x-icon';

const PNG_SIGNATURE_LENGTH = 8;
/** More chunks than any real image of 10 MB has; a file of empty chunks would only cost time. */
const MAX_PNG_CHUNKS = 100_000;

function wholePng(bytes: Buffer): boolean {
  let at = PNG_SIGNATURE_LENGTH;
  let chunks = 0;
  let sawData = false;
  while (at + 12 <= bytes.length && chunks++ < MAX_PNG_CHUNKS) {
    const length = bytes.readUInt32BE(at);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) return false;
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (chunks === 1 && (type !== 'IHDR' || length !== 13)) return false;
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== bytes.readUInt32BE(at + 8 + length)) return false;
    if (type === 'IDAT') sawData = true;
    // Nothing may follow the end chunk: bytes after it are another file riding along.
    if (type === 'IEND') return sawData && end === bytes.length;
    at = end;
  }
  return false;
}

/** Frame markers (SOF0-SOF15 without DHT, JPG and DAC), which carry the image's size. */
const isFrameMarker = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function wholeJpeg(bytes: Buffer): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return false;
  let at = 2;
  let sawFrame = false;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    } // fill byte
    if (marker === 0xd9 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) return false; // end or restart before any scan
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return false;
    if (isFrameMarker(marker)) sawFrame = true;
    if (marker === 0xda) {
      // Entropy-coded data follows the first scan (more segments may sit between progressive
      // scans); the file is whole when it ends with the end-of-image marker and nothing after it.
      return sawFrame && bytes.length >= at + 2 + length + 2 && bytes[bytes.length - 2] === 0xff && bytes[bytes.length - 1] === 0xd9;
    }
    at += 2 + length;
  }
  return false;
}

const WEBP_IMAGE_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X']);

function wholeWebp(bytes: Buffer): boolean {
  if (bytes.length < 20 || bytes.readUInt32LE(4) + 8 !== bytes.length) return false;
  let at = 12;
  let sawImage = false;
  while (at + 8 <= bytes.length) {
    const size = bytes.readUInt32LE(at + 4);
    const end = at + 8 + size + (size % 2);
    if (end > bytes.length) return false;
    if (WEBP_IMAGE_CHUNKS.has(bytes.toString('latin1', at, at + 4))) sawImage = true;
    at = end;
  }
  return sawImage && at === bytes.length;
}

function wholeIcon(bytes: Buffer): boolean {
  const count = bytes.readUInt16LE(4);
  if (count < 1 || 6 + 16 * count > bytes.length) return false;
  for (let n = 0; n < count; n++) {
    const entry = 6 + 16 * n;
    const size = bytes.readUInt32LE(entry + 8);
    const offset = bytes.readUInt32LE(entry + 12);
    if (size < 1 || offset < 6 + 16 * count || offset + size > bytes.length) return false;
  }
  return true;
}

const CHECKS: Record<StructuredImage, (bytes: Buffer) => boolean> = {
  'image/png': wholePng,
  'image/jpeg': wholeJpeg,
  'image/webp': wholeWebp,
  'image/x-icon': wholeIcon,
};

/** True when the image of that type (already known from its signature) is complete and nothing more. */
export function isWholeImage(bytes: Buffer, mime: StructuredImage): boolean {
  return CHECKS[mime](bytes);
}
