// Agency logos: stored in the database (every server of a cluster serves them) and published at a
// public, content-addressed URL so the console header and white-label pages can show them.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { agencies, agencyLogos } from '../db/schema';
import { decodeImage } from '../uploads/image';

export const LOGO_PATH = '/api/base/v2/logos';

/** Stores the image and points the agency at it; returns the new logo URL. */
export async function saveLogo(db: Db, agencyId: number, upload: string): Promise<string> {
  const image = decodeImage(upload);
  const sha = createHash('sha256').update(image.bytes).digest('hex');
  const url = `${LOGO_PATH}/${agencyId}?v=${sha.slice(0, 12)}`;
  await db.transaction(async (tx) => {
    const row = { mime: image.mime, data: image.bytes.toString('base64'), sha, updatedAt: new Date() };
    await tx
      .insert(agencyLogos)
      .values({ agencyId, ...row })
      .onConflictDoUpdate({ target: agencyLogos.agencyId, set: row });
    await tx.update(agencies).set({ logo: url, updatedAt: new Date() }).where(eq(agencies.id, agencyId));
  });
  return url;
}

export async function loadLogo(db: Db, agencyId: number) {
  const [row] = await db.select().from(agencyLogos).where(eq(agencyLogos.agencyId, agencyId));
  return row;
}
