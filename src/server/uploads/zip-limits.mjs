// Checks an xlsx (a zip archive) before any spreadsheet parser sees it. Every part the archive's
// directory lists is inflated here, one after another, against one budget of real output bytes:
// the sizes the directory claims are never trusted (they only refuse an honest bomb early), so a
// part that lies, a first sheet that the relationships point elsewhere, or the bulk carried in
// sharedStrings.xml all stop at the same limit, and zlib's maxOutputLength stops the inflating
// itself. Rows and cells are counted in every worksheet. The archive is read exactly as the
// parser's zip reader (JSZip) would read it, and anything where the two could disagree (zip64,
// bytes before the archive, encryption, unknown compression) is refused. Plain JavaScript: it runs
// in the sheet worker, which starts without the server's TypeScript loader.
import { inflateRawSync } from 'node:zlib';

export class ZipLimitError extends Error {}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_MARK_16 = 0xffff;
const ZIP64_MARK_32 = 0xffffffff;
const NOT_XLSX = 'not an xlsx file';

const notXlsx = () => new ZipLimitError(NOT_XLSX);

/** The archive's directory: name, method, sizes and where each part starts. */
function entries(zip) {
  // The end-of-directory record is the last 22 bytes plus at most a 64 KiB comment.
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) throw notXlsx();
  const count = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  let at = zip.readUInt32LE(end + 16);
  // zip64 (JSZip would look for another directory), or the directory not ending where the record
  // starts (JSZip would shift every offset by the difference: a file glued in front of the archive).
  if (count === ZIP64_MARK_16 || size === ZIP64_MARK_32 || at === ZIP64_MARK_32 || at + size !== end) throw notXlsx();
  const list = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw notXlsx();
    const nameLength = zip.readUInt16LE(at + 28);
    const entry = {
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      uncompressedSize: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (entry.flags & 1) throw notXlsx(); // encrypted
    if (entry.method !== 0 && entry.method !== 8) throw notXlsx();
    if (entry.compressedSize === ZIP64_MARK_32 || entry.uncompressedSize === ZIP64_MARK_32 || entry.localOffset === ZIP64_MARK_32)
      throw notXlsx();
    list.push(entry);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  if (at !== end) throw notXlsx();
  return list;
}

/** The part's bytes, inflated with a hard cap; RangeError past the cap, ZipLimitError when unreadable. */
function inflated(zip, entry, cap) {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) throw notXlsx();
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + entry.compressedSize > zip.length) throw notXlsx();
  const data = zip.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) {
    if (data.length > cap) throw new RangeError('over the cap');
    return data;
  }
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, cap) });
  } catch (error) {
    if (error instanceof RangeError || error?.code === 'ERR_BUFFER_TOO_LARGE') throw new RangeError('over the cap');
    throw notXlsx();
  }
}

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/;

function count(xml, pattern) {
  return xml.match(pattern)?.length ?? 0;
}

/**
 * @param {Buffer} zip
 * @param {{ maxUncompressedBytes: number, maxPartBytes: number, maxSheetRows: number, maxSheetCells: number }} limits
 */
export function checkXlsxLimits(zip, limits) {
  const list = entries(zip);
  // An honest directory that declares too much is refused without inflating anything.
  const declared = list.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (declared > limits.maxUncompressedBytes) throw new ZipLimitError('the file expands to more than the limit');
  if (!list.some((e) => e.name === 'xl/workbook.xml')) throw notXlsx();
  let left = limits.maxUncompressedBytes;
  let rows = 0;
  let cells = 0;
  for (const entry of list) {
    const cap = Math.min(left, limits.maxPartBytes);
    let bytes;
    try {
      bytes = inflated(zip, entry, cap);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      throw new ZipLimitError(cap < limits.maxPartBytes ? 'the file expands to more than the limit' : 'a part of the file is too large');
    }
    left -= bytes.length;
    if (WORKSHEET.test(entry.name)) {
      const xml = bytes.toString('utf8');
      rows += count(xml, /<(?:\w+:)?row[\s>/]/g);
      cells += count(xml, /<(?:\w+:)?c[\s>/]/g);
      if (rows > limits.maxSheetRows) throw new ZipLimitError('too many rows');
      if (cells > limits.maxSheetCells) throw new ZipLimitError('too many cells');
    }
  }
}
