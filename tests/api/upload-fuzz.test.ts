// Every operation that takes a file (multipart uploads and the base64 image fields), fed malformed
// files built here: cut off, broken checksums, wrong signatures, bombs in every part of a workbook,
// huge claimed dimensions and polyglots (one file that is also another). Each answer is a 4xx whose
// code the operation documents and whose message is the catalogue's; after each file the server
// still answers another request. The table of operations is checked against the OpenAPI document,
// so a new upload operation fails here until it is fuzzed too.
import { deflateRawSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@locales/en/errors.json';
import { ErrorCode, type ErrorCodeName } from '@/domain/errors';
import { agencies, groupOrders, sites } from '@/server/db/schema';
import { OPERATIONS } from '@/server/http/openapi/operations';
import { REQUEST_BODIES } from '@/server/http/openapi/request-bodies';
import { rateLimitCategory } from '@/server/security/rate-limits';
import { startFlightApp } from './support/flights';
import { bearer, type TestApp } from './support/harness';
import {
  bulkyXml,
  jpeg,
  jpegClaiming,
  png,
  pngWithBadChecksum,
  SMALL_SHEET,
  truncatedJpeg,
  webp,
  webpClaiming,
  xlsx,
  zip,
} from './support/malformed-files';
import { bookOrder, ORDERS, runJobs, statusOf } from './support/orders';

type Kind = 'image' | 'sheet' | 'proof';
interface Sample {
  name: string;
  file: string;
  type: string;
  content: Buffer;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function withBadIdatCrc(image: Buffer): Buffer {
  const copy = Buffer.from(image);
  const idat = copy.indexOf('IDAT', 0, 'latin1');
  const length = copy.readUInt32BE(idat - 4);
  copy.writeUInt32BE((copy.readUInt32BE(idat + 4 + length) ^ 1) >>> 0, idat + 4 + length);
  return copy;
}

/** Malformed images: none of these is a complete, sensible image. */
function imageSamples(): Sample[] {
  const good = png(8, 8);
  const sheet = xlsx([]);
  const list: Array<[string, string, Buffer]> = [
    ['empty', 'image/png', Buffer.alloc(0)],
    ['wrong magic: text named .png', 'image/png', Buffer.from('hello, I am not an image at all')],
    ['wrong magic: GIF', 'image/png', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    ['PNG signature only', 'image/png', good.subarray(0, 8)],
    ['PNG cut off in the pixel data', 'image/png', good.subarray(0, good.length - 20)],
    ['PNG with a bad header checksum', 'image/png', pngWithBadChecksum()],
    ['PNG with a bad data checksum', 'image/png', withBadIdatCrc(good)],
    ['PNG claiming 40000 × 40000 (one row of data)', 'image/png', png(40_000, 40_000, 'none')],
    ['PNG bomb: 6000 × 6000 of zeros', 'image/png', png(6_000, 6_000, 'bomb')],
    ['JPEG cut off after its tables (89 bytes)', 'image/jpeg', truncatedJpeg()],
    ['JPEG cut off before its end marker', 'image/jpeg', jpeg().subarray(0, jpeg().length - 2)],
    ['JPEG header claiming 60000 × 60000', 'image/jpeg', jpegClaiming(60_000, 60_000)],
    ['WebP header claiming 16384 × 16384', 'image/webp', webpClaiming(16_384, 16_384)],
    ['WebP 16384 × 16384, framing right', 'image/webp', webp(16_384, 16_384)],
    ['WebP with a RIFF size longer than the file', 'image/webp', webp(4, 4).subarray(0, 20)],
    ['polyglot: PNG with a zip after its end', 'image/png', Buffer.concat([good, sheet])],
    [
      'polyglot: JPEG with HTML after its end',
      'image/jpeg',
      Buffer.concat([jpeg(), Buffer.from('<html><script>alert(1)</script></html>')]),
    ],
    ['polyglot: PNG signature then a script', 'image/png', Buffer.concat([good.subarray(0, 8), Buffer.from('<script>alert(1)</script>')])],
    ['a zip named .png', 'image/png', sheet],
    ['a PDF named .png', 'image/png', Buffer.from('%PDF-1.4\n%%EOF\n')],
  ];
  return list.map(([name, type, content]) => ({
    name,
    type,
    content,
    file: type === 'image/jpeg' ? 'photo.jpg' : type === 'image/webp' ? 'photo.webp' : 'photo.png',
  }));
}

const SHEET_PARTS = [
  '[Content_Types].xml',
  '_rels/.rels',
  'xl/workbook.xml',
  'xl/_rels/workbook.xml.rels',
  'xl/worksheets/sheet1.xml',
  'xl/sharedStrings.xml',
  'xl/styles.xml',
  'docProps/core.xml',
  'xl/media/unreferenced.bin',
];
/** 25 MB of text (over the 20 MB budget) in about 25 KB, deflated once for every part it is put in. */
function bombPart(): { content: Buffer; deflated: Buffer } {
  const content = bulkyXml('<?xml version="1.0"?><x>', '</x>', 25 * 1024 * 1024);
  return { content, deflated: deflateRawSync(content, { level: 9 }) };
}

/** Malformed workbooks: a bomb in each part (honest and lying directory), broken archives, polyglots. */
function sheetSamples(): Sample[] {
  const whole = xlsx([]);
  const bomb = bombPart();
  const list: Array<[string, Buffer]> = [
    ['empty', Buffer.alloc(0)],
    ['wrong magic: text', Buffer.from('type,surname\nadult,CHAN\n')],
    ['an archive cut in half', whole.subarray(0, Math.floor(whole.length / 2))],
    ['an archive without its directory', whole.subarray(0, whole.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])))],
    [
      'a part with a bad checksum',
      (() => {
        const c = Buffer.from(whole);
        c.writeUInt32LE(0xdeadbeef, 14);
        return c;
      })(),
    ],
    ['a zip of nothing', zip([])],
    ['polyglot: a PNG in front of the archive', Buffer.concat([png(2, 2), whole])],
    [
      'a sheet of 20,000 nested elements',
      xlsx([{ name: 'xl/worksheets/sheet1.xml', content: `<worksheet>${'<a>'.repeat(20_000)}${'</a>'.repeat(20_000)}</worksheet>` }]),
    ],
    ...SHEET_PARTS.flatMap((part): Array<[string, Buffer]> => [
      [`bomb in ${part}`, xlsx([{ name: part, ...bomb }])],
      [`bomb in ${part} behind a lying directory`, xlsx([{ name: part, ...bomb, claimedSize: 1000 }])],
    ]),
    [
      'bomb stored uncompressed in the first sheet',
      xlsx([{ name: 'xl/worksheets/sheet1.xml', content: SMALL_SHEET.padEnd(3 * 1024 * 1024, ' '), stored: true }]),
    ],
  ];
  return list.map(([name, content]) => ({ name, content, type: XLSX, file: 'list.xlsx' }));
}

/** Proofs take PDFs too: malformed ones beside the images. */
function proofSamples(): Sample[] {
  const pdfs: Array<[string, Buffer]> = [
    ['PDF cut off (no end-of-file marker)', Buffer.from('%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\nxref\n0 2\n')],
    ['PDF signature only', Buffer.from('%PDF-')],
    ['polyglot: HTML with a PDF header inside', Buffer.from('<html>%PDF-1.4 <script>alert(1)</script>%%EOF</html>')],
  ];
  // A PDF named .png is a proper proof (its type is read from its bytes), so it is left out here.
  return [
    ...imageSamples().filter((s) => !s.name.startsWith('a PDF')),
    ...pdfs.map(([name, content]) => ({ name, content, type: 'application/pdf', file: 'proof.pdf' })),
  ];
}

/** Built once per kind (the bombs take a moment to deflate) and shared by the operations of that kind. */
const built = new Map<Kind, Sample[]>();
const SAMPLES: Record<Kind, () => Sample[]> = Object.fromEntries(
  Object.entries({ image: imageSamples, sheet: sheetSamples, proof: proofSamples }).map(([kind, build]) => [
    kind,
    () => built.get(kind as Kind) ?? built.set(kind as Kind, build()).get(kind as Kind)!,
  ]),
) as Record<Kind, () => Sample[]>;

function multipartBody(field: string, sample: Sample, fields: Record<string, string> = {}) {
  const boundary = '----tessera-fuzz';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${sample.file}"\r\nContent-Type: ${sample.type}\r\n\r\n`,
    ),
    sample.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

interface Upload {
  kind: Kind;
  user: string;
  send(sample: Sample, token: string): { method: 'POST' | 'PUT'; url: string; payload: Buffer | object; headers?: Record<string, string> };
}

let t: TestApp;
const tokens: Record<string, string> = {};
const ids = { group: 0, order: 0, agency: 0, site: 0 };

const asJson = (field: string) => (sample: Sample) => ({
  [field]: `data:${sample.type};base64,${sample.content.toString('base64') || 'AAAAAAAAAAAAAAAAAAAAAA=='}`,
});

/** Each upload operation (METHOD route, as documented) and how a file is sent to it. */
const UPLOADS: Record<string, Upload> = {
  'POST /api/base/v2/analysis/document': {
    kind: 'image',
    user: 'harbour.ops',
    send: (s) => ({ method: 'POST', url: '/api/base/v2/analysis/document', ...multipartBody('file', s) }),
  },
  'POST /api/shopping/v2/flight/passengers/import': {
    kind: 'sheet',
    user: 'harbour.ops',
    send: (s) => ({ method: 'POST', url: '/api/shopping/v2/flight/passengers/import', ...multipartBody('file', s) }),
  },
  'POST /api/order/v2/flight/group-orders/:id/passengers/import': {
    kind: 'sheet',
    user: 'harbour.super',
    send: (s) => ({ method: 'POST', url: `/api/order/v2/flight/group-orders/${ids.group}/passengers/import`, ...multipartBody('file', s) }),
  },
  'POST /api/order/v2/flight/orders/:id/refund': {
    kind: 'proof',
    user: 'harbour.ops',
    send: (s) => ({
      method: 'POST',
      url: `${ORDERS}/${ids.order}/refund`,
      ...multipartBody('files', s, { reason: '1', subOption: 'illness' }),
    }),
  },
  'PUT /api/base/v2/me': {
    kind: 'image',
    user: 'harbour.ops',
    send: (s) => ({ method: 'PUT', url: '/api/base/v2/me', payload: asJson('avatar')(s) }),
  },
  'PUT /api/base/v2/company/logo': {
    kind: 'image',
    user: 'harbour.super',
    send: (s) => ({ method: 'PUT', url: '/api/base/v2/company/logo', payload: asJson('image')(s) }),
  },
  'PUT /api/base/v2/agencies/:id/logo': {
    kind: 'image',
    user: 'admin',
    send: (s) => ({ method: 'PUT', url: `/api/base/v2/agencies/${ids.agency}/logo`, payload: asJson('image')(s) }),
  },
  'PUT /api/base/v2/sites/:id/images/:kind': {
    kind: 'image',
    user: 'admin',
    send: (s) => ({ method: 'PUT', url: `/api/base/v2/sites/${ids.site}/images/favicon`, payload: asJson('image')(s) }),
  },
};

/** The catalogue's English text of a code as a pattern (its {{placeholders}} stand for anything). */
function cataloguePattern(name: string): RegExp {
  const text = (en.errors as Record<string, string>)[name] ?? '';
  const escaped = text
    .split(/\{\{[^}]+\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\s\\S]*');
  return new RegExp(`^${escaped}$`);
}

const NAME_OF_CODE = new Map<number, ErrorCodeName>(Object.entries(ErrorCode).map(([name, code]) => [code, name as ErrorCodeName]));

beforeAll(async () => {
  t = await startFlightApp();
  for (const name of ['harbour.ops', 'harbour.super', 'admin']) tokens[name] = await t.login(name);
  const order = await bookOrder(t, tokens['harbour.ops']!, { payment: 'balance' });
  await runJobs(t);
  expect(await statusOf(t, order.id)).toBe('issued');
  ids.order = order.id;
  const harbour = (await t.database.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.code, 'HARBOUR')))[0]!;
  ids.agency = harbour.id;
  ids.group = (await t.database.db.select({ id: groupOrders.id }).from(groupOrders).limit(1))[0]!.id;
  ids.site = (await t.database.db.select({ id: sites.id }).from(sites).limit(1))[0]!.id;
}, 180_000);
afterAll(async () => t?.close(), 120_000);

describe('malformed files on every upload operation', () => {
  it('the table names every documented operation that takes a file', () => {
    // A file arrives either as a multipart body or as an image field; both kinds are found here.
    const documented = Object.entries(OPERATIONS)
      .filter(([key, doc]) => {
        const [method, url] = key.split(' ') as [string, string];
        const multipart = JSON.stringify(REQUEST_BODIES[doc.operationId] ?? {}).includes('multipart/form-data');
        return (
          multipart ||
          rateLimitCategory(method, url) === 'upload' ||
          (method !== 'GET' && /\/(proofs?|files?|images?|logo|avatar)(\/|$)/.test(url))
        );
      })
      .map(([key]) => key);
    expect(documented.sort()).toEqual(Object.keys(UPLOADS).sort());
  });

  for (const [operation, upload] of Object.entries(UPLOADS)) {
    it(
      `${operation}: a documented 4xx with the catalogue's message for each file, and the server alive after each`,
      { timeout: 120_000 },
      async () => {
        const documented = new Set<string>([...(OPERATIONS[operation]?.errors ?? []), 'VALIDATION']);
        const failures: string[] = [];
        const samples = SAMPLES[upload.kind]();
        for (const sample of samples) {
          const request = upload.send(sample, tokens[upload.user]!);
          const started = performance.now();
          const res = await t.call({ ...request, headers: { ...bearer(tokens[upload.user]!), ...(request.headers ?? {}) } } as Parameters<
            TestApp['call']
          >[0]);
          if (process.env.FUZZ_TIMES)
            console.info(`${operation} ${sample.name}: ${(performance.now() - started).toFixed(0)} ms ${res.status}`);
          const name = NAME_OF_CODE.get(res.body.code);
          const problem =
            res.status < 400 || res.status >= 500
              ? `answered ${res.status}`
              : !name || !documented.has(name)
                ? `code ${res.body.code} (${name ?? 'unknown'}) is not documented for it`
                : name !== 'VALIDATION' && !cataloguePattern(name).test(res.body.message)
                  ? `message ${JSON.stringify(res.body.message)} is not the catalogue's ${name}`
                  : null;
          if (problem) failures.push(`${sample.name}: ${problem}`);
          const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
          if (live.statusCode !== 200) failures.push(`${sample.name}: the next request answered ${live.statusCode}`);
        }
        expect(failures).toEqual([]);
        expect(samples.length).toBeGreaterThanOrEqual(upload.kind === 'sheet' ? 25 : 20);
      },
    );
  }

  it('no malformed file was kept: the order has no refund and the agency logo is unchanged', async () => {
    expect(await statusOf(t, ids.order)).toBe('issued');
    const [harbour] = await t.database.db.select({ logo: agencies.logo }).from(agencies).where(eq(agencies.id, ids.agency));
    expect(harbour!.logo ?? null).toBeNull();
  });
});
