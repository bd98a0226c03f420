// Marketing material of the seed (product groups of type "Marketing": display stand, window poster,
// shopping bag, hanger set, counter mat, catalogue), drawn in the product's colour and carrying the
// brand's wordmark where the real thing would.
import { brandMark, type BrandInfo } from './brands';
import { line, shape, stitch, type Drawing } from './cloth';
import { luminance, shade, tint, type Box, type Palette } from './svg';

export type MarketingKind = 'display' | 'poster' | 'bag' | 'hangers' | 'mat' | 'catalogue';

/** the kind of item from the group's name ("Nordwind Shopping bag"); a catalogue when nothing matches */
export function marketingKind(name: string): MarketingKind {
  const s = name.toLowerCase();
  if (s.includes('display')) return 'display';
  if (s.includes('poster')) return 'poster';
  if (s.includes('bag')) return 'bag';
  if (s.includes('hanger')) return 'hangers';
  if (s.includes('mat')) return 'mat';
  return 'catalogue';
}

/** a wordmark colour that reads on the item's colour */
const inkOn = (pal: Palette): string => (luminance(pal.base) > 0.35 ? '#1b1b1b' : '#f7f4ee');

/** a small garment silhouette for posters, stands and covers */
const TEE = 'M182 0 Q200 12 218 0 L252 8 L276 40 L256 52 L244 40 L244 120 L156 120 L156 40 L144 52 L124 40 L148 8 Z';
const tee = (x: number, y: number, s: number, fill: string, stroke: string) => `<path d="${TEE}" transform="translate(${x} ${y}) scale(${s}) translate(-200 0)" fill="${fill}" stroke="${stroke}" stroke-width="${(2 / s).toFixed(2)}"/>`;

export interface MarketingDrawing {
  drawing: Drawing;
  details: { front: Box; back: Box };
}

export function drawMarketing(kind: MarketingKind, brand: BrandInfo, pal: Palette, back: boolean): MarketingDrawing {
  const ink = inkOn(pal);
  switch (kind) {
    case 'bag': {
      const face = 'M118 132 L282 132 L292 342 L108 342 Z';
      const gusset = 'M282 132 L306 142 L316 334 L292 342 Z';
      return {
        drawing: {
          parts: [face, gusset],
          under: line('M160 134 C156 58 244 58 240 134', '#2d2a26', 5) + line('M176 136 C176 80 260 80 256 140', '#2d2a26', 4, 0.6),
          details: shape(gusset, shade(pal.base, 0.18), pal.edge, 1.2) + line('M294 140 L304 336', shade(pal.base, 0.3), 1.2, 0.6) + line('M118 150 L282 150', shade(pal.base, 0.2), 1.2, 0.5),
          over: (back ? '' : brandMark(brand, { x: 128, y: 196, w: 154, h: 72 }, ink)) + '<circle cx="160" cy="140" r="4" fill="#c5c8cc"/><circle cx="240" cy="140" r="4" fill="#c5c8cc"/>',
          texture: 'paper',
          floor: 342,
        },
        details: { front: { x: 120, y: 170, w: 170, h: 120 }, back: { x: 130, y: 50, w: 150, h: 110 } },
      };
    }
    case 'poster': {
      const frame = 'M100 44 L300 44 L300 344 L100 344 Z';
      const inside = `<rect x="114" y="58" width="172" height="272" fill="${pal.base}"/><rect x="114" y="58" width="172" height="272" fill="url(#lt)"/>`;
      return {
        drawing: {
          parts: [frame],
          details: back
            ? `<rect x="114" y="58" width="172" height="272" fill="#d9d2c4"/>` + line('M150 110 L250 110 M200 110 L200 290', '#b9b0a0', 2)
            : inside + `<circle cx="200" cy="160" r="70" fill="${tint(pal.base, 0.25)}"/>` + tee(200, 106, 0.9, shade(pal.base, 0.35), ink) + brandMark(brand, { x: 122, y: 262, w: 156, h: 60 }, ink),
          texture: 'none',
          floor: 346,
        },
        details: { front: { x: 110, y: 240, w: 180, h: 100 }, back: { x: 110, y: 60, w: 180, h: 140 } },
      };
    }
    case 'display': {
      const panel = 'M122 52 L278 52 L278 300 L122 300 Z';
      return {
        drawing: {
          parts: [panel],
          under: shape('M194 300 h12 v32 h-12 Z', '#8d9095', '#5d6066', 1) + shape('M110 330 L290 330 L300 346 L100 346 Z', '#6e7176', '#4b4e52', 1.2),
          details:
            `<rect x="130" y="60" width="140" height="56" fill="${ink === '#1b1b1b' ? '#f7f4ee' : '#1b1b1b'}" opacity=".9"/>` +
            (back ? '' : brandMark(brand, { x: 134, y: 62, w: 132, h: 52 }, ink === '#1b1b1b' ? '#1b1b1b' : '#f7f4ee')) +
            [140, 196, 252].map((y) => line(`M130 ${y} H270`, shade(pal.base, 0.35), 2.5)).join('') +
            (back ? '' : tee(158, 146, 0.3, tint(pal.base, 0.5), pal.edge) + tee(200, 146, 0.3, '#f3efe6', pal.edge) + tee(242, 146, 0.3, shade(pal.base, 0.4), pal.edge) + tee(180, 202, 0.3, '#1f2a44', pal.edge) + tee(222, 202, 0.3, '#b22222', pal.edge)),
          texture: 'none',
          floor: 346,
          spread: 110,
        },
        details: { front: { x: 125, y: 50, w: 150, h: 90 }, back: { x: 100, y: 280, w: 200, h: 80 } },
      };
    }
    case 'hangers': {
      const hanger = (dy: number) => `M112 ${150 + dy} Q200 ${104 + dy} 288 ${150 + dy} L290 ${162 + dy} Q200 ${118 + dy} 110 ${162 + dy} Z`;
      const hooks = [0, 48, 96].map((dy) => line(`M200 ${112 + dy} V${84 + dy} q0 -14 12 -14 q12 0 12 12 q0 8 -8 10`, '#8d9095', 3.2)).join('');
      return {
        drawing: {
          parts: [hanger(0), hanger(48), hanger(96), 'M116 260 h168 v9 h-168 Z'],
          under: hooks,
          details: back ? '' : brandMark(brand, { x: 170, y: 126, w: 60, h: 24 }, ink),
          texture: 'leather',
          floor: 290,
        },
        details: { front: { x: 150, y: 60, w: 100, h: 100 }, back: { x: 100, y: 120, w: 120, h: 120 } },
      };
    }
    case 'mat': {
      const mat = 'M70 232 Q72 214 92 212 L300 196 Q318 195 324 210 L348 282 Q352 300 332 302 L110 326 Q90 328 86 310 Z';
      return {
        drawing: {
          parts: [mat],
          details:
            `<path d="M98 226 L300 210 L332 290 L114 312 Z" fill="none" stroke="${shade(pal.base, 0.25)}" stroke-width="2"/>` +
            (back ? '' : `<g transform="matrix(1 -0.08 0.3 1 -70 20)">${brandMark(brand, { x: 140, y: 226, w: 170, h: 64 }, ink)}</g>`),
          texture: 'leather',
          floor: 322,
          spread: 150,
        },
        details: { front: { x: 130, y: 200, w: 160, h: 110 }, back: { x: 70, y: 200, w: 130, h: 130 } },
      };
    }
    case 'catalogue': {
      const cover = 'M126 60 L282 60 L282 332 L126 332 Z';
      return {
        drawing: {
          parts: [cover],
          under: shape('M132 66 L290 66 L290 338 L132 338 Z', '#f3efe6', '#bdb6a8', 1.2) + line('M284 70 L288 70 M284 76 L288 76 M284 82 L288 82', '#cfc8ba', 1, 1),
          details: back
            ? `<rect x="140" y="290" width="128" height="26" fill="${tint(pal.base, 0.3)}"/>` + brandMark(brand, { x: 166, y: 150, w: 76, h: 36 }, ink)
            : `<rect x="138" y="120" width="132" height="150" fill="${tint(pal.base, 0.35)}"/>` + tee(204, 148, 0.8, shade(pal.base, 0.3), pal.edge) + brandMark(brand, { x: 136, y: 68, w: 136, h: 50 }, ink) + stitch('M138 290 H270', ink, 1.2),
          texture: 'paper',
          floor: 338,
          spread: 100,
        },
        details: { front: { x: 130, y: 60, w: 150, h: 110 }, back: { x: 130, y: 130, w: 150, h: 110 } },
      };
    }
  }
}
