// An image's width and height from its header, before anything decodes it: what a decoder would
// allocate is width × height × 4 bytes whatever the file's size, so a small file claiming huge
// dimensions (a decompression bomb) is refused by its header. image-size reads only the header.
import { imageSize } from 'image-size';
import { ApiError } from '../http/api-error';

/** 25 million pixels: a 600 dpi passport scan is about 6, a phone photo 12 to 24; a decoder holds ~100 MB. */
export const MAX_IMAGE_PIXELS = 25_000_000;

/** Width and height as the header states them, or null when the header cannot be read. */
export function imageDimensions(bytes: Buffer): { width: number; height: number } | null {
  try {
    const { width, height } = imageSize(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return width > 0 && height > 0 ? { width, height } : null;
  } catch {
    return null;
  }
}

/**
 * Refuses an image whose header cannot be read (with the caller's code) or that would decode to more
 * than the pixel limit (IMAGE_DIMENSIONS, translated, naming both).
 */
export function assertImageDimensions(
  bytes: Buffer,
  unreadable: ConstructorParameters<typeof ApiError>[0],
  maxPixels = MAX_IMAGE_PIXELS,
): void {
  const size = imageDimensions(bytes);
  if (!size) throw new ApiError(unreadable);
  if (size.width * size.height > maxPixels) {
    throw new ApiError('IMAGE_DIMENSIONS', { width: size.width, height: size.height, max: maxPixels / 1_000_000 });
  }
}
