// Banner artwork (spec section 9: 1170 x 150 or 450 x 150): the banner's own title (Name) and call to
// action (CTAText) from the database, set on a campaign colour with a few garments of the catalogue.
// Laid out in the pixels the URL asks for, so the text stays readable at both sizes. Admins type
// these texts: they are escaped, cut to fit (two lines at most, with an ellipsis) and never trusted.
import { paint } from './cloth';
import { GARMENTS } from './garments';
import { n, paletteOf, text, textWidth, wrapText } from './svg';

export interface BannerArt {
  id: number;
  name: string;
  cta: string | null;
}

interface Scheme {
  from: string;
  to: string;
  ink: string;
  accent: string;
  garments: [string, string, string];
}

const SCHEMES: Scheme[] = [
  { from: '#f1e8da', to: '#e0cfb6', ink: '#2b2118', accent: '#9a4a24', garments: ['#1f2a44', '#c2b280', '#800020'] },
  { from: '#1f2a44', to: '#34466b', ink: '#f6f1e6', accent: '#e1ad01', garments: ['#f5f5f5', '#87ceeb', '#b22222'] },
  { from: '#2f4a3a', to: '#466a53', ink: '#f3efe6', accent: '#e8a0b0', garments: ['#c2b280', '#f5f5f5', '#e1ad01'] },
  { from: '#f4e3e3', to: '#e6c4c8', ink: '#3a1f26', accent: '#7a2434', garments: ['#e8a0b0', '#1f2a44', '#f5f5f5'] },
  { from: '#e9e9e6', to: '#d2d3ce', ink: '#1b1b1b', accent: '#1f5c5c', garments: ['#556b2f', '#9e9e9e', '#111111'] },
  { from: '#b5563a', to: '#cf7a58', ink: '#fff6ec', accent: '#1f2a44', garments: ['#f5f5f5', '#1f2a44', '#e1ad01'] },
];

const SERIF = "Didot, 'Bodoni 72', 'Playfair Display', Georgia, 'DejaVu Serif', 'Liberation Serif', serif";
const SANS = "'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif";
const TYPES = ['jacket', 'dress', 't-shirt', 'sweater', 'shirt', 'jeans'];

/** ids of one drawing made unique, so several drawings can share one document */
const scoped = (svg: string, prefix: string): string => svg.replace(/id="([^"]+)"/g, `id="${prefix}$1"`).replace(/(href="#|url\(#)([^")]+)/g, `$1${prefix}$2`);

export function bannerSvg(b: BannerArt, width: number, height: number): string {
  const s = SCHEMES[(Math.max(1, b.id) - 1) % SCHEMES.length];
  const pad = Math.min(height * 0.22, width * 0.06);
  const cta = b.cta?.trim() ? b.cta.trim() : null;
  // The portal puts the banner's link button in the bottom right corner (shared-kernel PromoBanner):
  // with a call to action that corner stays free of garments.
  const reserve = cta ? Math.min(width * 0.16, height * 1.3) : 0;
  // garments take the right part (none when the image is too narrow for them), the text the rest
  const garmentSize = height * 1.02;
  const room = width * 0.42 - reserve;
  const count = Math.max(0, Math.min(3, Math.floor(room / (garmentSize * 0.72))));
  const textWidthPx = width - pad * 2 - count * garmentSize * 0.72 - reserve - (count ? pad : 0);

  // the title: as large as fits in two lines of the text area
  let size = Math.min(height * 0.3, 48);
  let lines = wrapText(b.name, textWidthPx / size, 1, 1.0);
  if (textWidth(b.name, 1.0) * size > textWidthPx) {
    size = Math.min(height * 0.22, 36);
    lines = wrapText(b.name, textWidthPx / size, 2, 1.0);
  }
  const ctaSize = Math.max(10, Math.min(height * 0.1, 16));
  const block = lines.length * size * 1.08 + (cta ? ctaSize * 3 : 0);
  let y = (height - block) / 2 + size * 0.86;
  let out = '';
  for (const l of lines) {
    out += `<text x="${n(pad)}" y="${n(y)}" font-family="${SERIF}" font-size="${n(size)}" font-weight="700" fill="${s.ink}" textLength="${n(Math.min(textWidthPx, textWidth(l, 1.0) * size))}" lengthAdjust="spacingAndGlyphs">${text(l)}</text>`;
    y += size * 1.08;
  }
  if (cta) {
    const label = wrapText(cta.toUpperCase(), (textWidthPx - ctaSize * 3) / ctaSize / 1.12, 1, 1.12)[0] ?? '';
    const w = textWidth(label, 1.12, 0.12) * ctaSize;
    const cy = y + ctaSize * 0.6;
    out +=
      `<text x="${n(pad)}" y="${n(cy)}" font-family="${SANS}" font-size="${n(ctaSize)}" font-weight="700" letter-spacing="${n(ctaSize * 0.12)}" fill="${s.accent}" textLength="${n(w)}" lengthAdjust="spacingAndGlyphs">${text(label)}</text>` +
      `<path d="M${n(pad + w + ctaSize * 0.6)} ${n(cy - ctaSize * 0.35)} h${n(ctaSize * 1.4)} m${n(-ctaSize * 0.5)} ${n(-ctaSize * 0.4)} l${n(ctaSize * 0.5)} ${n(ctaSize * 0.4)} l${n(-ctaSize * 0.5)} ${n(ctaSize * 0.4)}" fill="none" stroke="${s.accent}" stroke-width="${n(ctaSize * 0.14)}" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<path d="M${n(pad)} ${n(cy + ctaSize * 0.5)} h${n(w)}" stroke="${s.accent}" stroke-width="1.2" opacity=".6"/>`;
  }

  // garments on the right, overlapping a little, the middle one in front
  let art = '';
  const order = count === 3 ? [0, 2, 1] : count === 2 ? [0, 1] : [0];
  for (const i of order) {
    const type = TYPES[(b.id + i * 2) % TYPES.length];
    const x = width - reserve - pad * 0.6 - (count - i) * garmentSize * 0.72 - garmentSize * 0.14;
    const yTop = i === 1 && count === 3 ? height * 0.02 : height * 0.04;
    const d = GARMENTS[type].draw('front', paletteOf(s.garments[i]), b.id + i);
    art += `<svg x="${n(x)}" y="${n(yTop)}" width="${n(garmentSize)}" height="${n(garmentSize)}" viewBox="0 20 400 370">${scoped(paint(d, paletteOf(s.garments[i]), true), `g${i}`)}</svg>`;
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="bgb" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${s.from}"/><stop offset="1" stop-color="${s.to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bgb)"/>` +
    `<circle cx="${n(width * 0.82)}" cy="${n(height * 0.5)}" r="${n(height * 0.95)}" fill="${s.ink}" opacity=".06"/>` +
    `<circle cx="${n(width * 0.9)}" cy="${n(height * 1.1)}" r="${n(height * 0.7)}" fill="${s.accent}" opacity=".12"/>` +
    `<rect x="${n(pad * 0.5)}" y="${n(height * 0.2)}" width="${n(Math.max(2, height * 0.02))}" height="${n(height * 0.6)}" fill="${s.accent}"/>` +
    art +
    out +
    '</svg>'
  );
}
