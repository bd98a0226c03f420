// The distributor's logo for the portal header (spec section 9: logo 170 x 79): a hanger mark in a
// rounded square beside the wordmark "Wholesale" over "FASHION PORTAL". The shell gives it its
// translated alt text.
import { frame } from './svg';

const INK = '#1f3a5f';
const ACCENT = '#c08a3e';
const SANS = "'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif";

/** the logo names this server draws (`/img/logo/{name}_{w}x{h}.svg`) */
export const LOGOS = ['portal'] as const;

export function logoSvg(width: number, height: number): string {
  const body =
    // the mark: a hanger in a rounded square (drawn at 104 px, placed at 130)
    `<g transform="translate(4 12) scale(1.25) translate(-6 -27)">` +
    `<rect x="6" y="27" width="104" height="104" rx="22" fill="${INK}"/>` +
    `<path d="M58 54 q0 -11 10 -11 q10 0 10 10 q0 7 -8 10 q-12 4 -12 12" fill="none" stroke="#f6f1e6" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M58 75 L22 102 Q18 106 24 106 H92 Q98 106 94 102 Z" fill="none" stroke="#f6f1e6" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="M34 114 H82" stroke="${ACCENT}" stroke-width="5" stroke-linecap="round"/></g>` +
    `<text x="150" y="90" font-family="${SANS}" font-size="56" font-weight="700" letter-spacing="-1" fill="${INK}" textLength="188" lengthAdjust="spacingAndGlyphs">Wholesale</text>` +
    `<text x="152" y="126" font-family="${SANS}" font-size="18" font-weight="600" letter-spacing="4" fill="${ACCENT}" textLength="184" lengthAdjust="spacingAndGlyphs">FASHION PORTAL</text>`;
  return frame(width, height, { x: 0, y: 0, w: 340, h: 158 }, body);
}
