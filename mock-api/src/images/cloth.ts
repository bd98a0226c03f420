// How a drawn piece of clothing is painted: the silhouette filled with the fabric colour, an optional
// print, the construction details (seams, pockets, plackets), the fabric's texture, soft light from
// the upper left and a rounder shadow at the sides, then the outline. Also the backgrounds and views
// every product image shares (studio, flat lay, hanger, close-up).
import { n, tint, type Box, type Palette } from './svg';

/** The weave or knit drawn over the fabric colour. */
export type Texture = 'jersey' | 'knit' | 'poplin' | 'denim' | 'nylon' | 'canvas' | 'wool' | 'leather' | 'paper' | 'none';

/** One drawn object in the 400 x 400 drawing space. */
export interface Drawing {
  /** path data of the parts that are made of the fabric (filled, textured, shaded, outlined) */
  parts: string[];
  /** drawn before the fabric: the inside of a collar or hood, a strap behind */
  under?: string;
  /** a print over the colour (stripes, checks, dots): the fill of a pattern defined in `defs` */
  print?: string;
  /** construction details over the fabric, under the light (seams, pockets, folds) */
  details?: string;
  /** hardware and trims over everything (buttons, zips, rivets, laces, labels) */
  over?: string;
  /** pattern and gradient definitions the drawing uses */
  defs?: string;
  texture: Texture;
  /** where the object stands (floor shadow), in drawing space */
  floor: number;
  /** half width of the floor shadow */
  spread?: number;
  /** drawn mirrored around x = 200 (the other side of a shoe) */
  flip?: boolean;
}

const TEXTURES: Record<Texture, string> = {
  jersey:
    '<pattern id="tx" width="4" height="4" patternUnits="userSpaceOnUse"><rect width="4" height="1" fill="#000" opacity=".05"/><rect y="2" width="4" height=".6" fill="#fff" opacity=".06"/></pattern>',
  knit:
    '<pattern id="tx" width="7" height="8" patternUnits="userSpaceOnUse"><path d="M0 0 L3.5 6 L7 0" fill="none" stroke="#000" stroke-width="1.1" opacity=".13"/><path d="M0 2 L3.5 8 L7 2" fill="none" stroke="#fff" stroke-width=".8" opacity=".1"/></pattern>',
  poplin:
    '<pattern id="tx" width="3" height="3" patternUnits="userSpaceOnUse"><rect width="3" height=".7" fill="#000" opacity=".05"/><rect width=".7" height="3" fill="#000" opacity=".04"/></pattern>',
  denim:
    '<pattern id="tx" width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(-35)"><rect width="5" height="2" fill="#fff" opacity=".13"/><rect y="3" width="5" height="1" fill="#000" opacity=".14"/></pattern>',
  nylon:
    '<pattern id="tx" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="1" fill="#fff" opacity=".05"/></pattern>',
  canvas:
    '<pattern id="tx" width="4" height="4" patternUnits="userSpaceOnUse"><rect width="4" height="1.2" fill="#000" opacity=".07"/><rect width="1.2" height="4" fill="#fff" opacity=".07"/></pattern>',
  wool:
    '<pattern id="tx" width="6" height="6" patternUnits="userSpaceOnUse"><circle cx="1.5" cy="1.5" r="1" fill="#fff" opacity=".08"/><circle cx="4.5" cy="4.5" r="1.2" fill="#000" opacity=".08"/></pattern>',
  leather:
    '<pattern id="tx" width="9" height="9" patternUnits="userSpaceOnUse"><circle cx="2" cy="3" r=".8" fill="#000" opacity=".1"/><circle cx="6.5" cy="7" r=".7" fill="#000" opacity=".08"/><circle cx="7" cy="2" r=".6" fill="#fff" opacity=".08"/></pattern>',
  paper:
    '<pattern id="tx" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="8" height=".6" fill="#000" opacity=".04"/></pattern>',
  none: '',
};

/** light from the upper left, a rounder shadow towards both sides */
const LIGHT =
  '<linearGradient id="lt" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient>' +
  '<linearGradient id="rd" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".16"/><stop offset=".18" stop-color="#000" stop-opacity="0"/><stop offset=".82" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".18"/></linearGradient>';

/** The drawing painted with its fabric, in drawing space (no background); `shadow` casts its outline down right. */
export function paint(d: Drawing, pal: Palette, shadow = false): string {
  const parts = d.parts.map((p) => `<path d="${p}"/>`).join('');
  const body =
    (shadow ? '<use href="#pc" fill="#3b2f22" opacity=".16" transform="translate(6 8)"/>' : '') +
    (d.under ?? '') +
    `<use href="#pc" fill="${pal.base}"/>` +
    (d.print ? `<use href="#pc" fill="${d.print}"/>` : '') +
    (d.details ?? '') +
    (d.texture !== 'none' ? '<use href="#pc" fill="url(#tx)"/>' : '') +
    '<use href="#pc" fill="url(#rd)"/><use href="#pc" fill="url(#lt)"/>' +
    `<use href="#pc" fill="none" stroke="${pal.edge}" stroke-width="2.2" stroke-linejoin="round"/>` +
    (d.over ?? '');
  return `<defs>${TEXTURES[d.texture]}${LIGHT}${d.defs ?? ''}<g id="pc">${parts}</g></defs>` + (d.flip ? `<g transform="translate(400 0) scale(-1 1)">${body}</g>` : body);
}

// ---------------------------------------------------------------------------------------------
// Small drawing helpers used by every garment
// ---------------------------------------------------------------------------------------------

/** a stitched line (dashed, in the seam colour) */
export const stitch = (d: string, color: string, width = 1.3): string =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-dasharray="4 3" stroke-linecap="round" opacity=".85"/>`;

/** a seam or edge line */
export const line = (d: string, color: string, width = 1.6, opacity = 0.9): string =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}"/>`;

/** a soft fold of the fabric */
export const fold = (d: string, color: string, width = 5, opacity = 0.18): string =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}"/>`;

/** a filled shape with an outline */
export const shape = (d: string, fill: string, stroke: string, width = 1.6): string =>
  `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="${width}" stroke-linejoin="round"/>`;

/** a button: a disc with four holes */
export function button(x: number, y: number, r: number, fill: string, edge: string): string {
  const h = r * 0.32;
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}" stroke="${edge}" stroke-width="1"/>` +
    `<g fill="${edge}" opacity=".7"><circle cx="${n(x - h)}" cy="${n(y - h)}" r=".9"/><circle cx="${n(x + h)}" cy="${n(y - h)}" r=".9"/><circle cx="${n(x - h)}" cy="${n(y + h)}" r=".9"/><circle cx="${n(x + h)}" cy="${n(y + h)}" r=".9"/></g>`
  );
}

/** a metal rivet or snap */
export const rivet = (x: number, y: number, r: number, metal = '#b5873f'): string =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${metal}" stroke="#6d5026" stroke-width=".8"/><circle cx="${n(x - r * 0.3)}" cy="${n(y - r * 0.3)}" r="${n(r * 0.35)}" fill="#fff" opacity=".55"/>`;

/** mirror a path data string around x = 200 (both halves of a symmetric garment from one list) */
export function mirror(d: string): string {
  // absolute commands only: every x coordinate of a pair becomes 400 - x
  let i = 0;
  return d.replace(/-?\d+(\.\d+)?/g, (num) => (i++ % 2 === 0 ? n(400 - Number(num)) : num));
}

/** a pattern of horizontal stripes of `color` (`gap` between stripes) */
export const stripes = (id: string, color: string, size: number, gap: number, opacity = 1): string =>
  `<pattern id="${id}" width="${size + gap}" height="${size + gap}" patternUnits="userSpaceOnUse"><rect y="${gap}" width="${size + gap}" height="${size}" fill="${color}" opacity="${opacity}"/></pattern>`;

/** a tartan / check of two colours over the fabric */
export const checks = (id: string, a: string, b: string, size = 40): string =>
  `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">` +
  `<rect y="${n(size * 0.34)}" width="${size}" height="${n(size * 0.3)}" fill="${a}" opacity=".38"/>` +
  `<rect x="${n(size * 0.34)}" width="${n(size * 0.3)}" height="${size}" fill="${a}" opacity=".38"/>` +
  `<rect y="${n(size * 0.82)}" width="${size}" height="${n(size * 0.06)}" fill="${b}" opacity=".7"/>` +
  `<rect x="${n(size * 0.82)}" width="${n(size * 0.06)}" height="${size}" fill="${b}" opacity=".7"/></pattern>`;

/** polka dots */
export const dots = (id: string, color: string, r = 3.2, size = 22): string =>
  `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse"><circle cx="${n(size / 4)}" cy="${n(size / 4)}" r="${r}" fill="${color}"/><circle cx="${n((size * 3) / 4)}" cy="${n((size * 3) / 4)}" r="${r}" fill="${color}"/></pattern>`;

/** a small five-petal flower print */
export function florals(id: string, petal: string, heart: string): string {
  const flower = (cx: number, cy: number, r: number) =>
    [0, 72, 144, 216, 288]
      .map((a) => {
        const rad = (a * Math.PI) / 180;
        return `<circle cx="${n(cx + Math.cos(rad) * r)}" cy="${n(cy + Math.sin(rad) * r)}" r="${n(r * 0.78)}" fill="${petal}"/>`;
      })
      .join('') + `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.6)}" fill="${heart}"/>`;
  return `<pattern id="${id}" width="44" height="44" patternUnits="userSpaceOnUse">${flower(11, 11, 3.6)}${flower(33, 31, 3)}<circle cx="33" cy="8" r="1.3" fill="${heart}" opacity=".7"/><circle cx="10" cy="34" r="1.3" fill="${heart}" opacity=".7"/></pattern>`;
}

// ---------------------------------------------------------------------------------------------
// Views: backgrounds and placement
// ---------------------------------------------------------------------------------------------

/** the whole drawing space (and where 3 to 6 crop into) */
export const FULL: Box = { x: 0, y: 0, w: 400, h: 400 };
const HUGE = '<rect x="-5000" y="-5000" width="10400" height="10400"';

/** a soft paper-white studio sweep with a shadow under the object */
export function studio(content: string, floor: number, spread = 120, tone = '#efede8'): string {
  return (
    `<defs><radialGradient id="bg" cx="200" cy="150" r="330" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${tint(tone, 0.55)}"/><stop offset="1" stop-color="${tone}"/></radialGradient>` +
    '<radialGradient id="fl"><stop offset="0" stop-color="#000" stop-opacity=".2"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>' +
    `${HUGE} fill="url(#bg)"/><ellipse cx="200" cy="${n(floor + 4)}" rx="${spread}" ry="11" fill="url(#fl)"/>${content}`
  );
}

/** laid flat on a linen table, turned a little (paint the content with its shadow) */
export function flatLay(content: string, turn: number): string {
  return (
    '<defs><pattern id="ln" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="#e9e3d7"/><rect width="6" height="1" fill="#d9d1c1" opacity=".7"/><rect width="1" height="6" fill="#f4efe6" opacity=".8"/></pattern></defs>' +
    `${HUGE} fill="url(#ln)"/>` +
    `<g transform="rotate(${turn} 200 200) translate(20 20) scale(.9)">${content}</g>`
  );
}

/** on a wooden hanger against a warm wall */
export function onHanger(content: string, neckY: number): string {
  const top = neckY - 40;
  return (
    `<defs><linearGradient id="wl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1ece4"/><stop offset="1" stop-color="#e2dbcf"/></linearGradient></defs>` +
    `${HUGE} fill="url(#wl)"/>` +
    `<path d="M200 ${n(neckY + 6)} V${n(top + 16)} q0 -14 12 -14 q12 0 12 12 q0 8 -8 10" fill="none" stroke="#8d9095" stroke-width="3.5" stroke-linecap="round"/>` +
    `<path d="M112 ${n(neckY + 26)} Q200 ${n(neckY - 8)} 288 ${n(neckY + 26)}" fill="none" stroke="#9a6a3f" stroke-width="7" stroke-linecap="round"/>` +
    content
  );
}
