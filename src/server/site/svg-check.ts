// An uploaded SVG is kept only when it is plain drawing: known shape, paint and text elements with
// presentation attributes. Scripts, event handlers, links out, embedded documents (foreignObject,
// image), style sheets, entity declarations and references to anything but the file itself are
// refused, so the file cannot run code or fetch anything wherever it is shown or opened.
import { SaxesParser } from 'saxes';

const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'metadata',
  'symbol',
  'use',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'filter',
  'feGaussianBlur',
  'feOffset',
  'feBlend',
  'feFlood',
  'feComposite',
  'feMerge',
  'feMergeNode',
  'feColorMatrix',
  'feDropShadow',
]);

const ATTRIBUTES = new Set([
  'xmlns',
  'xmlns:xlink',
  'version',
  'id',
  'class',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'pathLength',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'color',
  'clip-path',
  'clip-rule',
  'mask',
  'filter',
  'display',
  'visibility',
  'style',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'dx',
  'dy',
  'rotate',
  'textLength',
  'lengthAdjust',
  'startOffset',
  'href',
  'xlink:href',
  'xml:space',
  'aria-hidden',
  'aria-label',
  'role',
  'focusable',
  'in',
  'in2',
  'result',
  'stdDeviation',
  'mode',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'type',
  'values',
  'flood-color',
  'flood-opacity',
  'filterUnits',
  'primitiveUnits',
  'enable-background',
  'shape-rendering',
  'vector-effect',
  'paint-order',
  'mix-blend-mode',
  'isolation',
  'overflow',
]);

/** url(...) may point only inside the file (a gradient, a clip path); no @import, no expression(). */
function safeValue(name: string, value: string): boolean {
  const v = value.toLowerCase();
  if (name === 'href' || name === 'xlink:href') return /^#[\w.-]+$/.test(value);
  if (/@import|expression\s*\(|javascript:|data:|&#|\\/.test(v)) return false;
  for (const match of v.matchAll(/url\s*\(([^)]*)\)/g)) {
    if (!/^\s*['"]?#[\w.-]+['"]?\s*$/.test(match[1]!)) return false;
  }
  return true;
}

export function isSafeSvg(source: string): boolean {
  const parser = new SaxesParser();
  let safe = true;
  let root: string | null = null;
  parser.on('doctype', () => (safe = false));
  parser.on('processinginstruction', () => (safe = false));
  parser.on('cdata', () => (safe = false));
  parser.on('opentag', (tag) => {
    root ??= tag.name;
    if (!ELEMENTS.has(tag.name)) safe = false;
    for (const [name, value] of Object.entries(tag.attributes)) {
      if (!ATTRIBUTES.has(name) || !safeValue(name, String(value))) safe = false;
    }
  });
  try {
    parser.write(source).close();
  } catch {
    return false;
  }
  return safe && root === 'svg';
}
