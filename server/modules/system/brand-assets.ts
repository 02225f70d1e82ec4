import sanitize from 'sanitize-html';
import { BRAND_LOGO_MAX_BYTES, BRAND_LOGO_MAX_SIDE } from '../../../src/api/contract/adminBrand';
import { AppError } from '../../lib/errors';

/**
 * Logo uploads (issue 24): a PNG checked by its bytes, or an SVG cleaned to drawing elements only.
 * The SVG keeps shapes, paths, text, gradients and groups with their presentation attributes, and
 * loses scripts, event handlers, foreignObject, styles, links and every reference that is not to an
 * element of its own (`#id`). The served file also carries a CSP that forbids scripts and loads.
 */

const SVG_TAGS = [
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'use',
  'symbol',
];

const SVG_ATTRIBUTES = [
  'id',
  'xmlns',
  'viewBox',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
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
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-opacity',
  'stroke-dasharray',
  'opacity',
  'transform',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'clip-path',
  'mask',
  'clipPathUnits',
  'maskUnits',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'preserveAspectRatio',
  'href',
  'xlink:href',
  'role',
  'aria-label',
];

/** A value that points outside the file: url(...) or a link to anything but `#id`. */
const EXTERNAL_URL = /url\(\s*['"]?\s*(?!#)/i;

/** The SVG cleaned for serving, or null when nothing drawable is left (not an SVG at all). */
export function sanitiseSvg(text: string): string | null {
  if (!/<svg[\s>]/i.test(text)) return null;
  const clean = sanitize(text, {
    allowedTags: SVG_TAGS,
    allowedAttributes: { '*': SVG_ATTRIBUTES },
    // Anything else (script, style, foreignObject, image, a, iframe...) goes with its content.
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'foreignObject', 'textarea', 'noscript'],
    // XML mode: SVG names are case-sensitive (viewBox, linearGradient), and nothing is HTML-parsed.
    parser: { xmlMode: true },
    allowedSchemes: [],
    allowProtocolRelative: false,
    exclusiveFilter: () => false,
    transformTags: {
      '*': (tagName, attribs) => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(attribs)) {
          if ((name === 'href' || name === 'xlink:href') && !value.trim().startsWith('#')) continue;
          if (EXTERNAL_URL.test(value)) continue;
          kept[name] = value;
        }
        return { tagName, attribs: kept };
      },
    },
  });
  const svg = clean.trim();
  if (!/^<svg[\s>]/i.test(svg)) return null;
  return svg.includes('xmlns=') ? svg : svg.replace(/^<svg/, '<svg xmlns="http://www.w3.org/2000/svg"');
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size from its IHDR chunk, or null when the bytes are not a PNG. */
function pngSize(b: Buffer): { width: number; height: number } | null {
  if (b.length < 33 || !b.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (b.readUInt32BE(8) !== 13 || b.subarray(12, 16).toString('latin1') !== 'IHDR') return null;
  const width = b.readUInt32BE(16);
  const height = b.readUInt32BE(20);
  if (width === 0 || height === 0) return null;
  if (b.subarray(b.length - 8, b.length - 4).toString('latin1') !== 'IEND') return null;
  return { width, height };
}

export const logoType = () => new AppError(415, 'brand.logo_type', 'The logo must be an SVG or a PNG image');
const tooLarge = (what: string) => new AppError(413, 'brand.logo_too_large', what);

/** The logo to store: its type and bytes (SVG cleaned), or a 413/415 refusal. */
export function checkLogo(bytes: Buffer): { mime: 'image/svg+xml' | 'image/png'; data: Buffer } {
  if (bytes.length === 0) throw logoType();
  if (bytes.length > BRAND_LOGO_MAX_BYTES) throw tooLarge(`The logo is larger than ${BRAND_LOGO_MAX_BYTES} bytes`);
  const png = pngSize(bytes);
  if (png) {
    if (png.width > BRAND_LOGO_MAX_SIDE || png.height > BRAND_LOGO_MAX_SIDE) {
      throw tooLarge(`The logo is larger than ${BRAND_LOGO_MAX_SIDE}×${BRAND_LOGO_MAX_SIDE} pixels`);
    }
    return { mime: 'image/png', data: bytes };
  }
  const text = bytes.toString('utf8');
  if (text.includes('\u0000')) throw logoType();
  const svg = sanitiseSvg(text);
  if (!svg) throw logoType();
  return { mime: 'image/svg+xml', data: Buffer.from(svg, 'utf8') };
}
