// Text on a PDF page in two fonts: Helvetica for Latin and Droid Sans Fallback for Chinese,
// because neither covers both. A string is cut into runs by which font has each character and
// the runs are drawn one after another, so "张三 ZHANG/SAN" keeps both scripts and stays
// extractable as text. The CJK font is embedded as a subset of the glyphs used.
import { fileURLToPath } from 'node:url';
import type { Font } from 'fontkit';

export const CJK_FONT_PATH = fileURLToPath(new URL('../../../assets/fonts/DroidSansFallbackFull.ttf', import.meta.url));

let cjkCodes: Promise<ReadonlySet<number>> | undefined;
let cjkCodesRead: ReadonlySet<number> | undefined;

/**
 * The code points the CJK font can draw, read once per process. The font library is loaded here, on the
 * first document, not when the server starts: most starts never draw a document and it costs memory.
 */
function readCjkCoverage(): Promise<ReadonlySet<number>> {
  cjkCodes ??= import('fontkit').then((fontkit) => (cjkCodesRead = new Set((fontkit.openSync(CJK_FONT_PATH) as Font).characterSet)));
  return cjkCodes;
}

function cjkCoverage(): ReadonlySet<number> {
  if (!cjkCodesRead) throw new Error('registerDocumentFonts() must be awaited before drawing text');
  return cjkCodesRead;
}

/** Registers the CJK font with the document; resolves once text can be drawn. */
export async function registerDocumentFonts(pdf: PDFKit.PDFDocument): Promise<void> {
  pdf.registerFont('cjk', CJK_FONT_PATH);
  await readCjkCoverage();
}

export interface TextStyle {
  size: number;
  bold?: boolean;
  /** Hex colour, e.g. '#1a1f29'. */
  color?: string;
}

interface Run {
  text: string;
  font: string;
}

/** Helvetica (WinAnsi) draws Latin-1; everything else goes to the CJK font, or becomes "?". */
function latinCovers(code: number): boolean {
  return code >= 0x20 && code <= 0xff && code !== 0x7f;
}

function runsOf(text: string, style: TextStyle): Run[] {
  const latin = style.bold ? 'Helvetica-Bold' : 'Helvetica';
  const runs: Run[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const cjk = !latinCovers(code) && cjkCoverage().has(code);
    const font = cjk ? 'cjk' : latin;
    const shown = cjk || latinCovers(code) ? char : '?';
    const last = runs.at(-1);
    if (last && last.font === font) last.text += shown;
    else runs.push({ text: shown, font });
  }
  return runs;
}

export function textWidth(pdf: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  return runsOf(text, style).reduce((sum, run) => sum + pdf.font(run.font).fontSize(style.size).widthOfString(run.text), 0);
}

/** Shortens text with "..." until it fits the width. */
export function fitText(pdf: PDFKit.PDFDocument, text: string, style: TextStyle, maxWidth: number): string {
  if (textWidth(pdf, text, style) <= maxWidth) return text;
  const chars = [...text];
  while (chars.length > 1 && textWidth(pdf, `${chars.join('')}...`, style) > maxWidth) chars.pop();
  return `${chars.join('')}...`;
}

/** Draws one line with its top-left corner at (x, y); both fonts share one alphabetic baseline. */
export function drawText(pdf: PDFKit.PDFDocument, text: string, x: number, y: number, style: TextStyle): void {
  pdf.fillColor(style.color ?? '#1a1f29');
  const baseline = y + style.size * 0.8;
  let cursor = x;
  for (const run of runsOf(text, style)) {
    pdf.font(run.font).fontSize(style.size).text(run.text, cursor, baseline, { lineBreak: false, baseline: 'alphabetic' });
    cursor += pdf.widthOfString(run.text);
  }
}
