// Uploaded images are judged by their bytes: a PNG or JPEG signature, under 2 MB. The file name
// and any declared type are ignored.
import { LOGO_MAX_BYTES } from '@/domain/schemas/company';
import { ApiError } from '../http/api-error';

export interface CheckedImage {
  mime: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

export function decodeImage(upload: string): CheckedImage {
  const base64 = upload.replace(/^data:[^,]{0,100},/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new ApiError('IMAGE_INVALID');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length >= LOGO_MAX_BYTES) throw new ApiError('IMAGE_TOO_LARGE');
  if (bytes.subarray(0, PNG.length).equals(PNG)) return { mime: 'image/png', bytes };
  if (bytes.subarray(0, JPEG.length).equals(JPEG)) return { mime: 'image/jpeg', bytes };
  throw new ApiError('IMAGE_INVALID');
}
