// Small helpers shared by the image renderers: XML escaping, colours, deterministic picks, text
// width estimates and the outer SVG frame. Everything here is pure and cheap.

/** Escapes text for SVG content and attribute values (names come from the database; treat them as hostile). */
export function xml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Removes characters that are not allowed in XML 1.0 at all (control characters, lone surrogates). */
export function xmlSafe(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '');
}

/** escaped and cleaned: ready to put between tags */
export const text = (s: string): string => xml(xmlSafe(s));

/** a number with at most one decimal, as short as possible */
export const n = (v: number): string => String(Math.round(v * 10) / 10);

// ---------------------------------------------------------------------------------------------
// Colours
// ---------------------------------------------------------------------------------------------

type Rgb = [number, number, number];

const FALLBACK: Rgb = [138, 143, 152];

/** `#rgb` or `#rrggbb` (with or without #) to channels; anything else gives a neutral grey */
export function rgbOf(hex: string | null | undefined): Rgb {
  const h = (hex ?? '').trim().replace(/^#/, '');
  if (/^[0-9a-f]{6}$/i.test(h)) return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
  if (/^[0-9a-f]{3}$/i.test(h)) return [0, 1, 2].map((i) => parseInt(h[i] + h[i], 16)) as Rgb;
  return FALLBACK;
}

const hexOf = (c: Rgb): string => `#${c.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('')}`;

/** a validated `#rrggbb` of any colour input (never anything that could break out of an attribute) */
export const cleanHex = (hex: string | null | undefined): string => hexOf(rgbOf(hex));

/** `a` moved towards `b` by `t` (0..1) */
export function mix(a: string, b: string, t: number): string {
  const x = rgbOf(a);
  const y = rgbOf(b);
  return hexOf([0, 1, 2].map((i) => x[i] + (y[i] - x[i]) * t) as Rgb);
}

export const shade = (hex: string, t: number): string => mix(hex, '#000000', t);
export const tint = (hex: string, t: number): string => mix(hex, '#ffffff', t);

/** relative luminance 0 (black) .. 1 (white) */
export function luminance(hex: string): number {
  const lin = rgbOf(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2];
}

/** The tones a drawing needs from one fabric colour: edges, seams and folds readable on any colour. */
export interface Palette {
  base: string;
  /** folds, inside of the garment, ribbing */
  dark: string;
  /** outline */
  edge: string;
  /** stitching and fine details */
  seam: string;
  /** highlights */
  light: string;
  /** true for very dark colours (details are drawn lighter, not darker) */
  isDark: boolean;
  /** true for very light colours (the outline must carry the shape on a light background) */
  isLight: boolean;
}

export function paletteOf(hex: string | null | undefined): Palette {
  const base = cleanHex(hex);
  const l = luminance(base);
  const isDark = l < 0.06;
  const isLight = l > 0.7;
  return {
    base,
    isDark,
    isLight,
    dark: isDark ? tint(base, 0.12) : shade(base, 0.22),
    edge: isDark ? tint(base, 0.28) : isLight ? shade(base, 0.38) : shade(base, 0.4),
    seam: isDark ? tint(base, 0.38) : shade(base, isLight ? 0.3 : 0.35),
    light: tint(base, isDark ? 0.22 : 0.35),
  };
}

// ---------------------------------------------------------------------------------------------
// Determinism
// ---------------------------------------------------------------------------------------------

/** FNV-1a, 32 bit: a stable number for any key */
export function hashOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** a stable choice from `list` for `key` (salt separates independent choices of one key) */
export function pickOf<T>(list: readonly T[], key: string | number, salt = ''): T {
  return list[hashOf(`${salt}:${key}`) % list.length];
}

// ---------------------------------------------------------------------------------------------
// Text
// ---------------------------------------------------------------------------------------------

// Advance widths (per 1000 units of the font size) of a Helvetica-like sans; other characters count
// as 600. An estimate only: the renderers also set textLength so the text fits whatever font renders it.
const WIDTHS: Record<string, number> = {
  ' ': 278, '!': 278, '"': 355, '#': 556, $: 556, '%': 889, '&': 667, "'": 191, '(': 333, ')': 333, '*': 389, '+': 584, ',': 278, '-': 333, '.': 278, '/': 278,
  ':': 278, ';': 278, '<': 584, '=': 584, '>': 584, '?': 556, '@': 1015, '[': 278, '\\': 278, ']': 278, '^': 469, _: 556, '`': 333, '{': 334, '|': 260, '}': 334, '~': 584,
  A: 667, B: 667, C: 722, D: 722, E: 667, F: 611, G: 778, H: 722, I: 278, J: 500, K: 667, L: 556, M: 833, N: 722, O: 778, P: 667, Q: 778, R: 722, S: 667, T: 611,
  U: 722, V: 667, W: 944, X: 667, Y: 667, Z: 611, a: 556, b: 556, c: 500, d: 556, e: 556, f: 278, g: 556, h: 556, i: 222, j: 222, k: 500, l: 222, m: 833, n: 556,
  o: 556, p: 556, q: 556, r: 333, s: 500, t: 278, u: 556, v: 500, w: 722, x: 500, y: 500, z: 500,
};

/**
 * Estimated width of `s` at font size 1. `factor` widens or narrows the sans estimate for other
 * faces (serif about 1.0, condensed 0.82, heavy 1.12); `spacing` is letter spacing in em.
 */
export function textWidth(s: string, factor = 1, spacing = 0): number {
  let w = 0;
  for (const ch of s) w += (WIDTHS[ch] ?? (/\d/.test(ch) ? 556 : 600)) / 1000;
  return w * factor + spacing * Math.max(0, [...s].length - 1);
}

/**
 * Splits `s` into at most `maxLines` lines of at most `maxWidth` (in units of the font size); the
 * last line ends in an ellipsis when the text does not fit.
 */
export function wrapText(s: string, maxWidth: number, maxLines: number, factor = 1): string[] {
  const words = s.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let i = 0;
  while (i < words.length && lines.length < maxLines) {
    let line = words[i++];
    while (i < words.length && textWidth(`${line} ${words[i]}`, factor) <= maxWidth) line += ` ${words[i++]}`;
    lines.push(line);
  }
  // words left over: the last line shows that the text goes on
  if (i < words.length) lines[lines.length - 1] = ellipsize(`${lines[lines.length - 1]} ${words[i]}`, maxWidth, factor, true);
  return lines.map((l) => ellipsize(l, maxWidth, factor));
}

/** `s` cut to fit `maxWidth` with an ellipsis (unchanged when it fits, unless `force`) */
export function ellipsize(s: string, maxWidth: number, factor = 1, force = false): string {
  if (!force && textWidth(s, factor) <= maxWidth) return s;
  const chars = [...s];
  while (chars.length > 1 && textWidth(`${chars.join('').trimEnd()}…`, factor) > maxWidth) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

// ---------------------------------------------------------------------------------------------
// Frame
// ---------------------------------------------------------------------------------------------

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The outer element of every image: the size the URL asked for, the drawing's own coordinates
 * (`box`) scaled to fit (meet) and centred. Content outside `box` shows where the aspect ratio of
 * the image differs: backgrounds are drawn large enough to fill it.
 */
export function frame(width: number, height: number, box: Box, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${n(box.x)} ${n(box.y)} ${n(box.w)} ${n(box.h)}" preserveAspectRatio="xMidYMid meet">` +
    `${body}</svg>`
  );
}
