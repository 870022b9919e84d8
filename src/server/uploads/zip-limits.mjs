// Checks an xlsx (a zip archive) before any spreadsheet parser sees it: what its directory says it
// expands to, and how many rows the first sheet really holds, inflating that one part with a
// hard output cap (a lying directory cannot get past zlib's maxOutputLength). Plain JavaScript:
// it runs in the sheet worker, which starts without the server's TypeScript loader.
import { inflateRawSync } from 'node:zlib';

export class ZipLimitError extends Error {}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/** The archive's directory: name, method, sizes and where each part starts. */
function entries(zip) {
  // The end-of-directory record is the last 22 bytes plus at most a 64 KiB comment.
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === END_OF_DIRECTORY) { end = i; break; }
  }
  if (end < 0) throw new ZipLimitError('not an xlsx file');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const list = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new ZipLimitError('not an xlsx file');
    const nameLength = zip.readUInt16LE(at + 28);
    list.push({
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      uncompressedSize: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return list;
}

function inflated(zip, entry, cap) {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) throw new ZipLimitError('not an xlsx file');
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) {
    if (data.length > cap) throw new ZipLimitError('the sheet is too large');
    return data;
  }
  try {
    return inflateRawSync(data, { maxOutputLength: cap });
  } catch (error) {
    throw new ZipLimitError(error instanceof RangeError ? 'the sheet is too large' : 'not an xlsx file');
  }
}

/**
 * @param {Buffer} zip
 * @param {{ maxUncompressedBytes: number, maxSheetBytes: number, maxSheetRows: number }} limits
 */
export function checkXlsxLimits(zip, limits) {
  const list = entries(zip);
  const declared = list.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (declared > limits.maxUncompressedBytes) throw new ZipLimitError('the file expands to more than the limit');
  const sheet = list.find((e) => e.name === 'xl/worksheets/sheet1.xml');
  if (!sheet) throw new ZipLimitError('not an xlsx file');
  const xml = inflated(zip, sheet, limits.maxSheetBytes).toString('utf8');
  const rows = xml.match(/<(?:\w+:)?row[\s>]/g)?.length ?? 0;
  if (rows > limits.maxSheetRows) throw new ZipLimitError('too many rows');
}
