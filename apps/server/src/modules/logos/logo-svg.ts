/**
 * Draws a company logo as SVG from its ticker symbol alone: a geometric mark in two colours
 * picked from a hash of the symbol, with the letters on top. The same symbol always gives the
 * same picture, so logos need no storage. The white variant is for dark backgrounds.
 */

export type LogoVariant = 'color' | 'white';

/** Symbols the generator accepts: one to five capital letters. */
export const LOGO_SYMBOL_PATTERN = /^[A-Z]{1,5}$/;

function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

type Mark = { outline: string; accent: string };

/** Six mark shapes on a 128 x 128 canvas: an outline shape and an accent inside it. */
const MARKS: readonly Mark[] = [
  {
    outline: '<rect x="8" y="8" width="112" height="112" rx="26"/>',
    accent: '<path d="M8 86 L120 44 L120 94 Q120 120 94 120 L34 120 Q8 120 8 94 Z"/>',
  },
  {
    outline: '<circle cx="64" cy="64" r="56"/>',
    accent: '<path d="M64 8 A56 56 0 0 1 120 64 L64 64 Z"/>',
  },
  {
    outline: '<polygon points="64,6 115,35 115,93 64,122 13,93 13,35"/>',
    accent: '<polygon points="64,64 115,93 64,122 13,93"/>',
  },
  {
    outline: '<rect x="10" y="10" width="108" height="108" rx="8"/>',
    accent: '<circle cx="104" cy="24" r="30"/>',
  },
  {
    outline: '<path d="M64 6 L118 24 L118 66 Q118 104 64 122 Q10 104 10 66 L10 24 Z"/>',
    accent: '<path d="M10 66 L118 66 Q118 104 64 122 Q10 104 10 66 Z"/>',
  },
  {
    outline: '<rect x="8" y="8" width="112" height="112" rx="56"/>',
    accent: '<rect x="8" y="72" width="112" height="48" rx="24"/>',
  },
];

const FONT_SIZES = [0, 56, 48, 37, 31, 25] as const;

/** Builds the SVG document of a logo; throws on a symbol that does not match the pattern. */
export function renderLogoSvg(symbol: string, variant: LogoVariant): string {
  if (!LOGO_SYMBOL_PATTERN.test(symbol)) throw new Error(`Not a logo symbol: ${symbol}`);
  const seed = hash(symbol);
  const mark = MARKS[seed % MARKS.length] ?? MARKS[0];
  const hue = (seed >>> 8) % 360;
  const accentHue = (hue + 35 + ((seed >>> 17) % 110)) % 360;
  const saturation = 52 + ((seed >>> 4) % 28);
  const fontSize = FONT_SIZES[symbol.length] ?? 26;
  const isWhite = variant === 'white';
  const shapeStyle = isWhite
    ? 'fill="none" stroke="#ffffff" stroke-width="6"'
    : `fill="hsl(${hue} ${saturation}% 34%)"`;
  const accentStyle = isWhite
    ? 'fill="#ffffff" fill-opacity="0.28"'
    : `fill="hsl(${accentHue} ${saturation}% 40%)" fill-opacity="0.9"`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128" role="img" aria-label="${symbol} logo">`,
    `<title>${symbol}</title>`,
    `<defs><clipPath id="m">${mark?.outline ?? ''}</clipPath></defs>`,
    `<g ${shapeStyle}>${mark?.outline ?? ''}</g>`,
    `<g clip-path="url(#m)" ${accentStyle}>${mark?.accent ?? ''}</g>`,
    `<text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" font-weight="700" font-size="${fontSize}" letter-spacing="1" fill="#ffffff">${symbol}</text>`,
    '</svg>',
  ].join('');
}
