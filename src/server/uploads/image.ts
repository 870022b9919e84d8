// Uploaded images (agency logos, user avatars) are judged by their bytes: a PNG, JPEG or WebP
// signature, under 2 MB, complete (image-structure.ts) and within the pixel limit. The file name, a data URL's declared type and any other claim are ignored,
// so a script URL or a text file dressed as an image is refused, and what is stored is re-labelled
// with the type its bytes show.
import { LOGO_MAX_BYTES } from '@/domain/schemas/company';
import { ApiError } from '../http/api-error';
import { assertImageDimensions } from './image-dimensions';
import { isWholeImage } from './image-structure';

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp';

export interface CheckedImage {
  mime: ImageMime;
  bytes: Buffer;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const RIFF = Buffer.from('RIFF', 'ascii');
const WEBP = Buffer.from('WEBP', 'ascii');

/** The raster type the bytes' signature shows, or null (site images add ICO and SVG to these). */
export function rasterMimeOf(bytes: Buffer): ImageMime | null {
  if (bytes.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (bytes.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  if (bytes.subarray(0, 4).equals(RIFF) && bytes.subarray(8, 12).equals(WEBP)) return 'image/webp';
  return null;
}

/** A data URL or bare base64 upload, checked: its bytes and their real type. */
export function decodeImage(upload: string): CheckedImage {
  const base64 = upload.replace(/^data:[^,]{0,100},/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new ApiError('IMAGE_INVALID');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length >= LOGO_MAX_BYTES) throw new ApiError('IMAGE_TOO_LARGE');
  const mime = rasterMimeOf(bytes);
  if (!mime) throw new ApiError('IMAGE_INVALID');
  // Browsers decode what is stored here: a small file claiming a huge size is refused by its header.
  assertImageDimensions(bytes, 'IMAGE_INVALID');
  if (!isWholeImage(bytes, mime)) throw new ApiError('IMAGE_INVALID');
  return { mime, bytes };
}

/** The checked image as the data URL the console shows (type from the bytes). */
export function imageDataUrl(image: CheckedImage): string {
  return `data:${image.mime};base64,${image.bytes.toString('base64')}`;
}
