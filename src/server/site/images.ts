// Site images (logo, white logo, favicon): judged by their bytes like the agency logos, with two
// more kinds a site needs: ICO (favicons) and SVG, kept only when it is plain drawing
// (svg-check.ts). Stored in the database and published at a public URL carrying a content hash.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { LOGO_MAX_BYTES } from '@/domain/schemas/company';
import type { SiteImageKind } from '@/domain/schemas/sites';
import type { Db } from '../db/client';
import { siteImages, sites } from '../db/schema';
import { ApiError } from '../http/api-error';
import { rasterMimeOf } from '../uploads/image';
import { assertImageDimensions } from '../uploads/image-dimensions';
import { isWholeImage } from '../uploads/image-structure';
import { isSafeSvg } from './svg-check';

export const SITE_API_PATH = '/api/base/v2/sites';

export type SiteImageMime = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/x-icon' | 'image/svg+xml';

const ICO = Buffer.from([0x00, 0x00, 0x01, 0x00]);

function mimeOf(bytes: Buffer): SiteImageMime | null {
  const raster = rasterMimeOf(bytes);
  if (raster) return raster;
  if (bytes.length > 6 && bytes.subarray(0, 4).equals(ICO) && bytes.readUInt16LE(4) > 0) return 'image/x-icon';
  const head = bytes
    .subarray(0, 512)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if ((head.startsWith('<svg') || head.startsWith('<?xml')) && isSafeSvg(bytes.toString('utf8'))) return 'image/svg+xml';
  return null;
}

export function decodeSiteImage(upload: string): { mime: SiteImageMime; bytes: Buffer } {
  const base64 = upload.replace(/^data:[^,]{0,100},/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new ApiError('SITE_IMAGE_INVALID');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length >= LOGO_MAX_BYTES) throw new ApiError('IMAGE_TOO_LARGE');
  const mime = mimeOf(bytes);
  if (!mime) throw new ApiError('SITE_IMAGE_INVALID');
  if (mime !== 'image/svg+xml') {
    assertImageDimensions(bytes, 'SITE_IMAGE_INVALID');
    if (!isWholeImage(bytes, mime)) throw new ApiError('SITE_IMAGE_INVALID');
  }
  return { mime, bytes };
}

/** Stores the image and points the site at it; returns the new URL. */
export async function saveSiteImage(db: Db, siteId: number, kind: SiteImageKind, upload: string): Promise<string> {
  const image = decodeSiteImage(upload);
  const sha = createHash('sha256').update(image.bytes).digest('hex');
  const url = `${SITE_API_PATH}/${siteId}/images/${kind}?v=${sha.slice(0, 12)}`;
  await db.transaction(async (tx) => {
    const row = { mime: image.mime, data: image.bytes.toString('base64'), sha, updatedAt: new Date() };
    await tx
      .insert(siteImages)
      .values({ siteId, kind, ...row })
      .onConflictDoUpdate({ target: [siteImages.siteId, siteImages.kind], set: row });
    await tx
      .update(sites)
      .set({ [kind]: url, updatedAt: new Date() })
      .where(eq(sites.id, siteId));
  });
  return url;
}

export async function loadSiteImage(db: Db, siteId: number, kind: SiteImageKind) {
  const [row] = await db
    .select()
    .from(siteImages)
    .where(and(eq(siteImages.siteId, siteId), eq(siteImages.kind, kind)));
  return row;
}
