// Brand wordmarks: every brand gets its own type treatment (typeface, weight, case, spacing, mark) and
// ink, chosen by its id, so the eight brands of the seed all look different and a brand looks the same
// on every page. Fonts are stacks of common system faces; each text also sets textLength, so the
// wordmark keeps its width whichever face the viewer's system has.
import { hashOf, n, text, textWidth, type Box } from './svg';

export interface BrandInfo {
  id: number;
  name: string;
  code: string;
}

const FONTS = {
  didone: "Didot, 'Bodoni 72', 'Bodoni MT', 'Playfair Display', Georgia, 'DejaVu Serif', 'Liberation Serif', serif",
  geometric: "Futura, 'Century Gothic', Avenir, 'Avenir Next', 'Helvetica Neue', 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif",
  condensed: "'Arial Narrow', 'Helvetica Neue Condensed', 'Roboto Condensed', 'Liberation Sans Narrow', 'DejaVu Sans Condensed', sans-serif",
  oldstyle: "Baskerville, 'Palatino Linotype', Palatino, 'Book Antiqua', Garamond, Georgia, 'DejaVu Serif', serif",
  mono: "'Courier New', Courier, 'Liberation Mono', 'DejaVu Sans Mono', monospace",
  grotesk: "'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif",
} as const;

/** inks of the wordmarks: navy, forest, burgundy, near black, sienna, teal, brown, ochre */
const INKS = ['#1d2a44', '#2f4a3a', '#7a2434', '#1b1b1b', '#9a4a24', '#1f5c5c', '#5b4636', '#8a6d1f'];
const GOLD = '#b08d3c';

interface Word {
  x: number;
  y: number;
  s: string;
  size: number;
  font: keyof typeof FONTS;
  weight?: number;
  italic?: boolean;
  /** letter spacing in em */
  spacing?: number;
  anchor?: 'start' | 'middle' | 'end';
  fill: string;
  /** width factor of the face against the sans estimate */
  factor?: number;
}

/** one line of text, its width fixed to the estimate */
function word(w: Word): string {
  const width = textWidth(w.s, w.factor ?? 1, w.spacing ?? 0) * w.size;
  return (
    `<text x="${n(w.x)}" y="${n(w.y)}" font-family="${FONTS[w.font]}" font-size="${n(w.size)}" font-weight="${w.weight ?? 400}"` +
    `${w.italic ? ' font-style="italic"' : ''}${w.spacing ? ` letter-spacing="${n(w.spacing * w.size)}"` : ''} text-anchor="${w.anchor ?? 'middle'}"` +
    ` textLength="${n(width)}" lengthAdjust="spacingAndGlyphs" fill="${w.fill}">${text(w.s)}</text>`
  );
}

/** the font size at which `s` is `maxWidth` wide (at most `maxSize`) */
const fit = (s: string, maxWidth: number, maxSize: number, factor = 1, spacing = 0): number => Math.min(maxSize, maxWidth / Math.max(0.5, textWidth(s, factor, spacing)));

const initials = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (words.length > 1 ? words.slice(0, 2).map((w) => [...w][0]) : [...(words[0] ?? '?')].slice(0, 2)).join('').toUpperCase();
};

/** two parts of a name: its first word and the rest, or a single word cut in the middle */
function halves(name: string): [string, string] {
  const i = name.indexOf(' ');
  if (i > 0) return [name.slice(0, i), name.slice(i + 1)];
  const chars = [...name];
  const mid = Math.ceil(chars.length / 2);
  return [chars.slice(0, mid).join(''), chars.slice(mid).join('')];
}

const W = 340;
const H = 158;

type Treatment = (name: string, code: string, ink: string) => string;

const TREATMENTS: Treatment[] = [
  // 0: a didone in wide capitals between hairlines
  (name, _code, ink) => {
    const s = name.toUpperCase();
    const size = fit(s, 290, 40, 1.02, 0.3);
    const width = textWidth(s, 1.02, 0.3) * size;
    const top = 79 - size * 0.72 - 12;
    const bottom = 79 + size * 0.36 + 10;
    return (
      word({ x: 170 + (size * 0.3) / 2, y: 79 + size * 0.36, s, size, font: 'didone', spacing: 0.3, fill: ink, factor: 1.02 }) +
      `<path d="M${n(170 - width / 2)} ${n(top)} H${n(170 + width / 2)} M${n(170 - width / 2)} ${n(bottom)} H${n(170 + width / 2)}" stroke="${ink}" stroke-width="1.2"/>`
    );
  },
  // 1: bold condensed italic capitals behind two speed bars
  (name, _code, ink) => {
    const s = name.toUpperCase();
    const size = fit(s, 250, 52, 0.84);
    const width = textWidth(s, 0.84) * size;
    const x = 170 - (width + 56) / 2;
    const bar = (dx: number, h: number) => `<path d="M${n(x + dx)} ${n(79 + h / 2)} l12 ${n(-h)} h10 l-12 ${n(h)} Z" fill="${ink}"/>`;
    return `<g transform="skewX(-8) translate(11 0)">${bar(0, size * 0.72)}${bar(20, size * 0.72)}` + word({ x: x + 56, y: 79 + size * 0.36, s, size, font: 'condensed', weight: 700, italic: true, anchor: 'start', fill: ink, factor: 0.84 }) + '</g>';
  },
  // 2: a light geometric lower case beside a ring monogram
  (name, _code, ink) => {
    const s = name.toLowerCase();
    const size = fit(s, 236, 46, 1.04, 0.02);
    const width = textWidth(s, 1.04, 0.02) * size;
    const r = 27;
    const x = 170 - (width + 2 * r + 16) / 2;
    return (
      `<circle cx="${n(x + r)}" cy="79" r="${r}" fill="none" stroke="${ink}" stroke-width="2.6"/>` +
      word({ x: x + r, y: 79 + 10, s: [...name][0]?.toUpperCase() ?? '', size: 28, font: 'geometric', weight: 500, fill: ink }) +
      word({ x: x + 2 * r + 16, y: 79 + size * 0.32, s, size, font: 'geometric', weight: 300, spacing: 0.02, anchor: 'start', fill: ink, factor: 1.04 })
    );
  },
  // 3: an italic old-style serif with a swash underneath
  (name, _code, ink) => {
    const size = fit(name, 280, 58, 0.92);
    const width = textWidth(name, 0.92) * size;
    const y = 79 + size * 0.3;
    return (
      word({ x: 170, y, s: name, size, font: 'oldstyle', italic: true, fill: ink, factor: 0.92 }) +
      `<path d="M${n(170 - width / 2 + 8)} ${n(y + 12)} Q${n(170)} ${n(y + 26)} ${n(170 + width / 2 + 4)} ${n(y + 6)}" fill="none" stroke="${GOLD}" stroke-width="2.2" stroke-linecap="round"/>`
    );
  },
  // 4: a heritage roundel with initials above the name in spaced capitals
  (name, _code, ink) => {
    const s = name.toUpperCase();
    const size = fit(s, 300, 16, 1, 0.35);
    return (
      `<circle cx="170" cy="52" r="38" fill="${ink}"/><circle cx="170" cy="52" r="32" fill="none" stroke="${GOLD}" stroke-width="1.4"/>` +
      word({ x: 170, y: 62, s: initials(name), size: 28, font: 'didone', weight: 700, fill: '#f6f1e6' }) +
      word({ x: 170 + (size * 0.35) / 2, y: 124 + size * 0.36, s, size, font: 'grotesk', weight: 600, spacing: 0.35, fill: ink })
    );
  },
  // 5: a woven label: typewriter capitals in a double frame
  (name, _code, ink) => {
    const s = name.toUpperCase();
    const size = fit(s, 250, 30, 1.08, 0.12);
    const width = textWidth(s, 1.08, 0.12) * size;
    const bw = width + 48;
    const bh = size + 40;
    return (
      `<rect x="${n(170 - bw / 2)}" y="${n(79 - bh / 2)}" width="${n(bw)}" height="${n(bh)}" rx="3" fill="none" stroke="${ink}" stroke-width="2.6"/>` +
      `<rect x="${n(170 - bw / 2 + 6)}" y="${n(79 - bh / 2 + 6)}" width="${n(bw - 12)}" height="${n(bh - 12)}" rx="2" fill="none" stroke="${ink}" stroke-width="1"/>` +
      word({ x: 170 + (size * 0.12) / 2, y: 79 + size * 0.36, s, size, font: 'mono', weight: 700, spacing: 0.12, fill: ink, factor: 1.08 })
    );
  },
  // 6: one name in two weights: black and light capitals
  (name, _code, ink) => {
    const [a, b] = halves(name.toUpperCase());
    const fa = 1.18;
    const fb = 1.0;
    const size = fit(`${a}${b}`, 296, 50, (fa * a.length + fb * b.length) / Math.max(1, a.length + b.length), 0.03);
    const wa = textWidth(a, fa, 0.03) * size;
    const wb = textWidth(b, fb, 0.03) * size;
    const x = 170 - (wa + wb + 4) / 2;
    return (
      word({ x, y: 79 + size * 0.36, s: a, size, font: 'grotesk', weight: 900, spacing: 0.03, anchor: 'start', fill: ink, factor: fa }) +
      word({ x: x + wa + 4, y: 79 + size * 0.36, s: b, size, font: 'grotesk', weight: 300, spacing: 0.03, anchor: 'start', fill: ink, factor: fb })
    );
  },
  // 7: stacked: the first word large, a rule, then the rest (or the brand code) spaced out
  (name, code, ink) => {
    const [first, rest] = name.includes(' ') ? halves(name.toUpperCase()) : [name.toUpperCase(), code.toUpperCase()];
    const size = fit(first, 290, 42, 1.0, 0.08);
    const small = fit(rest, 250, 15, 1, 0.6);
    const width = textWidth(first, 1.0, 0.08) * size;
    return (
      word({ x: 170 + (size * 0.08) / 2, y: 72, s: first, size, font: 'oldstyle', weight: 600, spacing: 0.08, fill: ink }) +
      `<path d="M${n(170 - width / 4)} 90 H${n(170 + width / 4)}" stroke="${GOLD}" stroke-width="2"/>` +
      word({ x: 170 + (small * 0.6) / 2, y: 114, s: rest, size: small, font: 'grotesk', weight: 500, spacing: 0.6, fill: ink })
    );
  },
];

/** treatment and ink of a brand: by id, so every brand of the seed differs in both */
function styleOf(b: BrandInfo): { treatment: Treatment; ink: string } {
  const key = Number.isInteger(b.id) && b.id > 0 ? b.id - 1 : hashOf(b.code);
  return { treatment: TREATMENTS[key % TREATMENTS.length], ink: INKS[(key * 3 + 3) % INKS.length] };
}

/**
 * The brand's wordmark fitted (centred, proportions kept) into `box`; `ink` overrides the brand's
 * colour (a mark printed on a coloured bag or poster).
 */
export function brandMark(b: BrandInfo, box: Box, ink?: string): string {
  const { treatment, ink: own } = styleOf(b);
  const scale = Math.min(box.w / W, box.h / H);
  const x = box.x + (box.w - W * scale) / 2;
  const y = box.y + (box.h - H * scale) / 2;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${scale.toFixed(4)})">${treatment(b.name, b.code, ink ?? own)}</g>`;
}

/** the brand's own ink */
export const brandInk = (b: BrandInfo): string => styleOf(b).ink;

/** The brand logo image: the wordmark on a transparent ground (it sits on cards and pages). */
export function brandLogoSvg(b: BrandInfo, width: number, height: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid meet">` +
    `${brandMark(b, { x: 0, y: 0, w: W, h: H })}</svg>`
  );
}
