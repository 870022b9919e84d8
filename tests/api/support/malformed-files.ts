// Files built in code for the upload tests: small well-formed images, and the broken and hostile
// variants a careless client or an attacker sends (bad checksums, cut off, lying headers, bombs).
// Nothing here is a binary fixture: every byte is written by these functions.
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/**
 * A greyscale PNG of the given size. `rows` decides what its pixel data holds: 'blank' writes
 * every row (small images only), 'bomb' deflates height rows of zeros (a small file that
 * decodes to width × height bytes), 'none' writes a single row (a header that lies).
 */
export function png(width: number, height: number, rows: 'blank' | 'bomb' | 'none' = 'blank'): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const rowBytes = width + 1; // a filter byte per row
  const raw = rows === 'none' ? Buffer.alloc(rowBytes) : Buffer.alloc(rowBytes * height, rows === 'blank' ? 0xff : 0);
  if (rows === 'blank') for (let y = 0; y < height; y++) raw[y * rowBytes] = 0;
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1 × 1 PNG of 70 bytes whose header checksum is wrong (what killed the server's OCR worker). */
export function pngWithBadChecksum(): Buffer {
  const file = Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', png(1, 1).subarray(16, 29)),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0x80]), { level: 0 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  file.writeUInt32BE((file.readUInt32BE(29) ^ 0xffffffff) >>> 0, 29); // the IHDR chunk's CRC
  return file;
}

/**
 * The first 89 bytes of a JPEG: start of image, the JFIF header and a quantisation table, then
 * nothing (no frame, no scan): a file cut off in transfer.
 */
export function truncatedJpeg(): Buffer {
  const soi = Buffer.from([0xff, 0xd8]);
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const dqt = Buffer.concat([Buffer.from([0xff, 0xdb, 0x00, 0x43, 0x00]), Buffer.alloc(64, 1)]);
  return Buffer.concat([soi, app0, dqt]);
}

/** A JPEG header (no scan data) that claims the given size: a decoder would allocate it all. */
export function jpegClaiming(width: number, height: number): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x0b, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x01, 0x01, 0x11, 0x00]);
  return Buffer.concat([truncatedJpeg(), sof, Buffer.from([0xff, 0xd9])]);
}

/** A WebP (lossless) header claiming the given size (at most 16384 a side), with no image data. */
export function webpClaiming(width: number, height: number): Buffer {
  const bits = (width - 1) | ((height - 1) << 14);
  const vp8l = Buffer.concat([
    Buffer.from('VP8L', 'latin1'),
    Buffer.from([5, 0, 0, 0, 0x2f]),
    Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >>> 24) & 0xff]),
  ]);
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(4 + vp8l.length, 4);
  riff.write('WEBP', 8, 'latin1');
  return Buffer.concat([riff, vp8l, Buffer.alloc(1)]);
}

// ---- zip archives (xlsx) ----

export interface ZipPart {
  name: string;
  /** What the part inflates to. */
  content: Buffer | string;
  /** Sizes the directory and local header claim instead of the real ones (a lying directory). */
  claimedSize?: number;
  /** Stored without compression instead of deflated. */
  stored?: boolean;
  /** The content already deflated (raw), so a bomb used many times is compressed once. */
  deflated?: Buffer;
}

/** A zip archive written part by part, deflated unless told otherwise. */
export function zip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const content = Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content, 'utf8');
    const data = part.stored ? content : (part.deflated ?? deflateRawSync(content, { level: 9 }));
    const name = Buffer.from(part.name, 'utf8');
    const size = part.claimedSize ?? content.length;
    const crc = crc32(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(part.stored ? 0 : 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(part.stored ? 0 : 8, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    directory.push(entry, name);
    offset += local.length + name.length + data.length;
  }
  const dir = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Passengers" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const workbookRels = (sheetTarget: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="${sheetTarget}"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;
export const SMALL_SHEET = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>type</t></is></c></row></sheetData></worksheet>`;

/** XML text of about `bytes` bytes that deflates about a thousand to one. */
export function bulkyXml(open: string, close: string, bytes: number): Buffer {
  return Buffer.concat([Buffer.from(open), Buffer.alloc(bytes, 'a'), Buffer.from(close)]);
}

/**
 * A minimal xlsx: workbook, its relationships (the first sheet at `sheetTarget`, relative to xl/)
 * and the parts given, which override the defaults by name.
 */
export function xlsx(parts: ZipPart[], sheetTarget = 'worksheets/sheet1.xml'): Buffer {
  const defaults: ZipPart[] = [
    { name: '[Content_Types].xml', content: CONTENT_TYPES },
    { name: '_rels/.rels', content: ROOT_RELS },
    { name: 'xl/workbook.xml', content: WORKBOOK },
    { name: 'xl/_rels/workbook.xml.rels', content: workbookRels(sheetTarget) },
    { name: `xl/${sheetTarget}`, content: SMALL_SHEET },
  ];
  const given = new Set(parts.map((p) => p.name));
  return zip([...defaults.filter((p) => !given.has(p.name)), ...parts]);
}

/** An icon holding one PNG (how favicons are written today). */
export function ico(image: Buffer = png(1, 1)): Buffer {
  const head = Buffer.alloc(22);
  head.writeUInt16LE(1, 2); // type: icon
  head.writeUInt16LE(1, 4); // one image
  head[6] = 1; // width
  head[7] = 1; // height
  head.writeUInt16LE(1, 10); // planes
  head.writeUInt16LE(32, 12); // bits per pixel
  head.writeUInt32LE(image.length, 14);
  head.writeUInt32LE(22, 18);
  return Buffer.concat([head, image]);
}

/** A complete baseline JPEG of 1 × 1 (grey), written segment by segment. */
export function jpeg(): Buffer {
  const sos = Buffer.from([0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00]);
  const dht = Buffer.concat([Buffer.from([0xff, 0xc4, 0x00, 0x14, 0x00]), Buffer.from([1, ...Array(15).fill(0)]), Buffer.from([0])]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00]);
  return Buffer.concat([truncatedJpeg(), sof, dht, sos, Buffer.from([0x00, 0xff, 0xd9])]);
}

/** A lossless WebP of the given size whose RIFF framing is right (the pixel data is not). */
export function webp(width: number, height: number): Buffer {
  const claimed = webpClaiming(width, height);
  const body = claimed.subarray(12); // the chunk and its padding byte
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(4 + body.length, 4);
  riff.write('WEBP', 8, 'latin1');
  return Buffer.concat([riff, body]);
}
