// The garments of the catalogue, drawn front and back in a 400 x 400 space (see cloth.ts for how they
// are painted and placed). Every product type of the seed has its own drawing; `style` (from the
// product group's id) picks the group's cut and print, so every colour of a group shows the same
// garment and two groups of one type differ.
import { button, checks, dots, florals, fold, line, mirror, rivet, shape, stitch, stripes, type Drawing } from './cloth';
import { mix, n, shade, tint, type Box, type Palette } from './svg';

export type Side = 'front' | 'back';

export interface Garment {
  draw: (side: Side, pal: Palette, style: number) => Drawing;
  /** close-ups of images 3 (front) and 6 (back) */
  details: { front: Box; back: Box };
  /** image 5: on a hanger (y of the neck) or, for what does not hang, the back laid flat */
  hanger: number | null;
  /** the part of the drawing space the whole-object views show (default: all of it) */
  view?: Box;
}

/** a print colour that shows on the fabric: dark on light colours, light on dark ones */
const contrast = (pal: Palette, dark = '#1f2a44', light = '#f3efe6'): string => (pal.isDark || isMidDark(pal.base) ? light : dark);
const isMidDark = (hex: string): boolean => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.299 * r + 0.587 * g + 0.114 * b < 110;
};

// ---------------------------------------------------------------------------------------------
// T-shirt: crew or V neck, with or without chest pocket, plain, Breton stripes or a ringer rib
// ---------------------------------------------------------------------------------------------

const TEE_SIDE = 'L290 84 Q318 92 334 110 L358 166 L314 186 L292 148 L293 328 Q200 336 107 328 L108 148 L86 186 L42 166 L66 110 Q82 92 110 84 Z';

const tshirt: Garment = {
  details: { front: { x: 135, y: 45, w: 130, h: 130 }, back: { x: 145, y: 45, w: 110, h: 110 } },
  hanger: 72,
  draw(side, pal, style) {
    const vneck = style % 2 === 1;
    const pocket = style % 3 === 0;
    const print = style % 5;
    const rib = print === 4 ? contrast(pal) : mix(pal.base, pal.dark, 0.6);
    const front = side === 'front';
    const neck = front ? (vneck ? 'M172 70 L200 112 L228 70' : 'M170 70 Q200 94 230 70') : 'M170 70 Q200 80 230 70';
    const d = `${neck} ${TEE_SIDE}`;
    let defs = '';
    let printFill: string | undefined;
    if (print === 1 || print === 2) {
      defs = stripes('pr', contrast(pal), print === 1 ? 6 : 3, print === 1 ? 12 : 9);
      printFill = 'url(#pr)';
    }
    const under = front
      ? shape(vneck ? 'M172 70 Q200 80 228 70 L200 112 Z' : 'M170 70 Q200 80 230 70 Q200 94 170 70 Z', pal.dark, pal.edge, 1.5)
      : '';
    const details =
      line(front ? (vneck ? 'M168 69 L200 118 L232 69' : 'M167 69 Q200 100 233 69') : 'M167 69 Q200 84 233 69', rib, 8, 1) +
      stitch(front ? (vneck ? 'M176 74 L200 110 L224 74' : 'M174 76 Q200 98 226 76') : 'M174 76 Q200 88 226 76', pal.seam) +
      line('M110 84 Q116 118 108 148', pal.dark, 1.5, 0.6) +
      line('M290 84 Q284 118 292 148', pal.dark, 1.5, 0.6) +
      stitch('M47 158 L90 178', pal.seam) +
      stitch('M353 158 L310 178', pal.seam) +
      stitch('M109 318 Q200 326 291 318', pal.seam) +
      fold('M150 210 q12 60 -4 108', pal.dark) +
      fold('M252 196 q-8 70 6 120', pal.dark) +
      fold('M114 162 q22 10 38 4', pal.dark, 4, 0.16) +
      fold('M286 162 q-22 10 -38 4', pal.dark, 4, 0.16) +
      (front && pocket ? shape('M232 122 h32 v32 q-16 6 -32 0 Z', 'none', pal.edge, 1.4) + stitch('M235 130 h26', pal.seam) : '') +
      (!front ? shape('M193 78 h14 v10 h-14 Z', '#f3efe6', pal.edge, 1) : '');
    return { parts: [d], under, details, defs, print: printFill, texture: 'jersey', floor: 334 };
  },
};

// ---------------------------------------------------------------------------------------------
// Sweater: crew knit, hoodie, cable knit or quarter zip; ribbed cuffs and hem
// ---------------------------------------------------------------------------------------------

const SWEATER_BODY = 'L292 80 Q322 88 334 112 L358 268 L328 278 L300 156 L301 302 L99 302 L100 156 L72 278 L42 268 L66 112 Q78 88 108 80 Z';
const CUFF_R = 'M328 278 L358 268 L363 296 L333 306 Z';
const HEM_BAND = 'M101 300 L299 300 L297 330 L103 330 Z';

const sweater: Garment = {
  details: { front: { x: 135, y: 30, w: 130, h: 130 }, back: { x: 150, y: 250, w: 110, h: 110 } },
  hanger: 68,
  draw(side, pal, style) {
    const kind = style % 4; // 0 crew, 1 hoodie, 2 cable knit, 3 quarter zip
    const front = side === 'front';
    const rib = mix(pal.base, pal.dark, 0.55);
    const neck = front && kind !== 1 ? 'M168 66 Q200 92 232 66' : 'M168 66 Q200 78 232 66';
    const body = `${neck} ${SWEATER_BODY}`;
    let defs =
      '<pattern id="rbL" width="5" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(9)"><rect width="2" height="10" fill="#000" opacity=".16"/></pattern>' +
      '<pattern id="rbR" width="5" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(-9)"><rect width="2" height="10" fill="#000" opacity=".16"/></pattern>' +
      '<pattern id="rb" width="5" height="10" patternUnits="userSpaceOnUse"><rect width="2" height="10" fill="#000" opacity=".16"/></pattern>';
    let printFill: string | undefined;
    if (kind === 2) {
      defs += `<pattern id="pr" width="34" height="36" patternUnits="userSpaceOnUse" x="13"><path d="M8 0 C26 9 26 27 8 36 M26 0 C8 9 8 27 26 36" fill="none" stroke="${pal.dark}" stroke-width="3.2" opacity=".45"/><path d="M0 0 V36 M34 0 V36" stroke="${pal.dark}" stroke-width="1.4" opacity=".35"/></pattern>`;
      printFill = 'url(#pr)';
    }
    const ribs = `<path d="${CUFF_R}" fill="url(#rbR)"/><path d="${mirror(CUFF_R)}" fill="url(#rbL)"/><path d="${HEM_BAND}" fill="url(#rb)"/>`;
    let under = '';
    let over = '';
    let extra = '';
    if (kind === 1) {
      // the hood: seen from the front its inside shows, from the back it covers the shoulders
      under = front
        ? shape('M160 74 Q146 22 200 16 Q254 22 240 74 Q200 62 160 74 Z', pal.base, pal.edge, 2) + shape('M172 70 Q176 34 200 30 Q224 34 228 70 Q200 84 172 70 Z', pal.dark, pal.edge, 1.5)
        : '';
      over = front
        ? line('M188 84 Q186 110 186 142', '#f1efe9', 3) + line('M212 84 Q214 110 214 142', '#f1efe9', 3) + shape('M183.5 140 h5 v10 h-5 Z', '#c9c6bf', '#8d8a84', 0.8) + shape('M211.5 140 h5 v10 h-5 Z', '#c9c6bf', '#8d8a84', 0.8)
        : shape('M148 84 Q138 14 200 10 Q262 14 252 84 Q248 126 200 134 Q152 126 148 84 Z', pal.base, pal.edge, 2) +
          `<path d="M148 84 Q138 14 200 10 Q262 14 252 84 Q248 126 200 134 Q152 126 148 84 Z" fill="url(#lt)"/>` +
          line('M200 12 V132', pal.dark, 1.6, 0.7);
      if (front) extra = shape('M150 214 L250 214 Q262 252 282 298 L118 298 Q138 252 150 214 Z', 'none', pal.edge, 1.5) + stitch('M153 221 L247 221', pal.seam);
    } else {
      extra = line(front ? 'M164 64 Q200 102 236 64' : 'M164 64 Q200 86 236 64', rib, 10, 1) + stitch(front ? 'M172 72 Q200 98 228 72' : 'M172 72 Q200 86 228 72', pal.seam);
      if (kind === 3 && front) {
        extra += line('M164 62 Q200 72 236 62', rib, 14, 1) + line('M200 74 V150', '#2b2b2b', 3.2, 1);
        over = shape('M196 76 h8 v18 h-8 Z', '#c5c8cc', '#75787c', 1) + line('M200 80 V90', '#75787c', 1.2, 1);
      }
    }
    const details =
      ribs +
      extra +
      line('M108 80 Q118 116 100 156', pal.dark, 1.5, 0.55) +
      line('M292 80 Q282 116 300 156', pal.dark, 1.5, 0.55) +
      fold('M90 160 q-6 50 -12 100', pal.dark, 5, 0.14) +
      fold('M310 160 q6 50 12 100', pal.dark, 5, 0.14) +
      fold('M150 200 q6 50 -2 96', pal.dark, 6, 0.14) +
      fold('M250 200 q-6 50 2 96', pal.dark, 6, 0.14);
    return { parts: [body, CUFF_R, mirror(CUFF_R), HEM_BAND], under, details, over, defs, print: printFill, texture: 'knit', floor: 334 };
  },
};

// ---------------------------------------------------------------------------------------------
// Shirt: collar, placket with buttons, curved hem, cuffs; plain, check, pinstripe or oxford
// ---------------------------------------------------------------------------------------------

const SHIRT_BODY =
  'M176 64 L224 64 L290 82 Q318 90 330 112 L356 270 L326 280 L300 160 L301 298 C300 326 270 332 200 332 C130 332 100 326 99 298 L100 160 L74 280 L44 270 L70 112 Q82 90 110 82 Z';
const SHIRT_CUFF = 'M326 280 L356 270 L361 300 L331 310 Z';

const shirt: Garment = {
  details: { front: { x: 145, y: 45, w: 110, h: 110 }, back: { x: 135, y: 40, w: 130, h: 130 } },
  hanger: 66,
  draw(side, pal, style) {
    const print = style % 4; // 0 plain, 1 check, 2 pinstripe, 3 oxford
    const pocket = style % 3 !== 2;
    const front = side === 'front';
    let defs = '';
    let printFill: string | undefined;
    if (print === 1) {
      defs = checks('pr', contrast(pal, shade(pal.base, 0.55), tint(pal.base, 0.6)), contrast(pal, '#f6f2ea', '#1d2330'));
      printFill = 'url(#pr)';
    } else if (print === 2) {
      defs = `<pattern id="pr" width="9" height="9" patternUnits="userSpaceOnUse"><rect x="4" width="1.1" height="9" fill="${contrast(pal)}" opacity=".55"/></pattern>`;
      printFill = 'url(#pr)';
    }
    const collarL = 'M200 86 L174 60 L158 72 L168 106 Z';
    const buttonColor = pal.isDark ? '#d9d6cf' : '#f4f1ea';
    let details = '';
    let over = '';
    let under = '';
    if (front) {
      under = shape('M176 64 Q200 56 224 64 L222 76 Q200 70 178 76 Z', pal.dark, pal.edge, 1.4);
      details =
        line('M193 88 V330', pal.dark, 1.4, 0.7) +
        line('M207 88 V330', pal.dark, 1.4, 0.7) +
        (pocket ? shape('M222 124 h34 v36 l-17 7 l-17 -7 Z', 'none', pal.edge, 1.4) + stitch('M225 131 h28', pal.seam) : '') +
        stitch('M351 262 L330 270', pal.seam) +
        stitch('M49 262 L70 270', pal.seam);
      over = [108, 150, 192, 234, 276, 316].map((y) => button(200, y, 3.8, buttonColor, pal.edge)).join('') + button(344, 292, 3, buttonColor, pal.edge) + button(56, 292, 3, buttonColor, pal.edge);
    } else {
      details = line('M108 100 Q200 112 292 100', pal.dark, 1.6, 0.75) + stitch('M108 106 Q200 118 292 106', pal.seam) + line('M194 108 L190 146', pal.dark, 1.4, 0.6) + line('M206 108 L210 146', pal.dark, 1.4, 0.6);
    }
    details += line('M110 82 Q118 120 100 160', pal.dark, 1.5, 0.55) + line('M290 82 Q282 120 300 160', pal.dark, 1.5, 0.55) + fold('M150 190 q10 70 -2 130', pal.dark) + fold('M252 186 q-8 70 4 132', pal.dark) + stitch('M104 300 C110 320 140 324 200 324 C260 324 290 320 296 300', pal.seam);
    const parts = [SHIRT_BODY, SHIRT_CUFF, mirror(SHIRT_CUFF)];
    if (front) parts.push(collarL, mirror(collarL));
    else parts.push('M174 64 Q200 54 226 64 L228 80 Q200 72 172 80 Z');
    return { parts, under, details, over, defs, print: printFill, texture: print === 3 ? 'canvas' : 'poplin', floor: 334 };
  },
};

// ---------------------------------------------------------------------------------------------
// Jacket: zipped with stand collar, hooded, quilted (puffer) or a buttoned field jacket
// ---------------------------------------------------------------------------------------------

const JACKET_BODY = 'M168 66 Q200 80 232 66 L296 78 Q326 88 338 114 L364 282 L330 292 L306 168 L308 330 L92 330 L94 168 L70 292 L36 282 L62 114 Q74 88 104 78 Z';
const JACKET_CUFF = 'M330 292 L364 282 L368 304 L334 314 Z';
const COLLAR = 'M164 40 L236 40 L240 72 Q200 88 160 72 Z';

const jacket: Garment = {
  details: { front: { x: 140, y: 25, w: 120, h: 120 }, back: { x: 140, y: 30, w: 120, h: 120 } },
  hanger: 64,
  draw(side, pal, style) {
    const kind = style % 4; // 0 zip, 1 hooded, 2 puffer, 3 field jacket
    const front = side === 'front';
    const parts = [JACKET_BODY, JACKET_CUFF, mirror(JACKET_CUFF)];
    let under = '';
    let details = '';
    let over = '';
    if (kind === 1) {
      under = front
        ? shape('M156 72 Q142 14 200 8 Q258 14 244 72 Q200 58 156 72 Z', pal.base, pal.edge, 2) + shape('M170 68 Q174 28 200 24 Q226 28 230 68 Q200 82 170 68 Z', pal.dark, pal.edge, 1.5)
        : '';
      if (!front) parts.push('M146 84 Q136 12 200 8 Q264 12 254 84 Q250 128 200 136 Q150 128 146 84 Z');
    } else if (kind !== 3 || !front) {
      parts.push(COLLAR);
      if (front) under = shape('M172 44 L228 44 Q226 60 200 64 Q174 60 172 44 Z', pal.dark, pal.edge, 1.4);
    }
    if (kind === 2) {
      // quilting: stitched channels with a sheen above each
      for (let y = 110; y < 330; y += 36) details += fold(`M96 ${y - 12} Q200 ${y - 6} 304 ${y - 12}`, '#fff', 7, 0.12) + line(`M95 ${y} Q200 ${y + 6} 305 ${y}`, pal.dark, 2.4, 0.65);
      // channels across the sleeves, from the outer edge to the underarm seam
      for (const y of [150, 190, 230, 268]) {
        const outer = 62 - (26 * (y - 114)) / 168;
        const inner = y < 168 ? 96 : 94 - (24 * (y - 168)) / 124;
        details += line(`M${n(outer + 3)} ${y} Q${n((outer + inner) / 2)} ${y + 8} ${n(inner - 2)} ${y + 4}`, pal.dark, 2.2, 0.6);
        details += line(`M${n(400 - outer - 3)} ${y} Q${n(400 - (outer + inner) / 2)} ${y + 8} ${n(400 - inner + 2)} ${y + 4}`, pal.dark, 2.2, 0.6);
      }
    }
    if (front) {
      if (kind === 3) {
        // field jacket: shirt collar, buttons, four patch pockets
        parts.push('M200 90 L168 62 L150 76 L162 112 Z', mirror('M200 90 L168 62 L150 76 L162 112 Z'));
        under = shape('M168 66 Q200 58 232 66 L230 78 Q200 72 170 78 Z', pal.dark, pal.edge, 1.4);
        const pocket = (x: number, y: number, w: number, h: number) =>
          shape(`M${x} ${y} h${w} v${h} h-${w} Z`, 'none', pal.edge, 1.4) + shape(`M${x - 2} ${y - 4} h${w + 4} v14 l-${(w + 4) / 2} 6 l-${(w + 4) / 2} -6 Z`, pal.base, pal.edge, 1.4) + stitch(`M${x + 3} ${y + 16} v${h - 20}`, pal.seam);
        details += line('M200 92 V330', pal.dark, 1.4, 0.7) + pocket(120, 128, 52, 50) + pocket(228, 128, 52, 50) + pocket(114, 228, 62, 66) + pocket(224, 228, 62, 66);
        over += [112, 160, 208, 256, 304].map((y) => button(200, y, 5, shade(pal.base, 0.5), pal.edge)).join('');
      } else {
        details +=
          shape('M112 238 L172 238 L170 254 L114 254 Z', pal.base, pal.edge, 1.4) +
          shape('M228 238 L288 238 L286 254 L230 254 Z', pal.base, pal.edge, 1.4) +
          line('M94 314 L306 314', pal.dark, 1.6, 0.7) +
          stitch('M96 320 L304 320', pal.seam);
        over +=
          line('M200 46 V330', '#262626', 3.4, 1) +
          `<path d="M200 48 V330" stroke="#8b8f94" stroke-width="6" stroke-dasharray="1.4 1.6" opacity=".75"/>` +
          shape('M195.5 78 h9 v22 h-9 Z', '#c5c8cc', '#6f7276', 1) +
          rivet(142, 246, 2.6, '#9ea2a6') +
          rivet(258, 246, 2.6, '#9ea2a6');
      }
    } else {
      details += line('M104 110 Q200 124 296 110', pal.dark, 1.5, 0.6) + line('M200 124 V330', pal.dark, 1.3, 0.45);
      if (kind === 1) details += line('M200 10 V134', pal.dark, 1.5, 0.7);
    }
    details += line('M104 78 Q120 120 94 168', pal.dark, 1.5, 0.55) + line('M296 78 Q280 120 306 168', pal.dark, 1.5, 0.55) + stitch('M338 290 L364 281', pal.seam) + stitch('M62 290 L36 281', pal.seam);
    return { parts, under, details, over, texture: kind === 3 ? 'canvas' : 'nylon', floor: 334 };
  },
};

// ---------------------------------------------------------------------------------------------
// Dress: short sleeves or sleeveless, plain, dotted, floral or belted; flared skirt
// ---------------------------------------------------------------------------------------------

const SKIRT = 'L264 188 Q300 270 330 360 Q200 376 70 360 Q100 270 136 188';
const dress: Garment = {
  details: { front: { x: 135, y: 45, w: 130, h: 130 }, back: { x: 145, y: 120, w: 110, h: 110 } },
  hanger: 64,
  draw(side, pal, style) {
    const sleeveless = style % 2 === 1;
    const print = style % 4; // 0 plain, 1 dots, 2 floral, 3 belted
    const front = side === 'front';
    const neck = front ? 'M172 60 Q200 92 228 60' : 'M172 60 Q200 74 228 60';
    const top = sleeveless ? 'L248 62 Q250 96 270 124' : 'L262 66 Q282 72 292 90 L314 134 L286 148 L270 124';
    const topL = sleeveless ? 'L130 124 Q150 96 152 62' : 'L130 124 L114 148 L86 134 L108 90 Q118 72 138 66';
    const body = `${neck} ${top} ${SKIRT} ${topL} Z`;
    let defs = '';
    let printFill: string | undefined;
    if (print === 1) {
      defs = dots('pr', contrast(pal, '#1d2330', '#f6f2ea'));
      printFill = 'url(#pr)';
    } else if (print === 2) {
      defs = florals('pr', contrast(pal, tint(pal.base, 0.75), tint(pal.base, 0.55)), contrast(pal, '#e1ad01', '#f1c84b'));
      printFill = 'url(#pr)';
    }
    let details =
      (front ? shape('M172 60 Q200 70 228 60 Q200 92 172 60 Z', pal.dark, pal.edge, 1.4) : '') +
      line('M136 188 Q200 198 264 188', pal.dark, 1.6, 0.8) +
      fold('M172 198 Q162 280 142 360', pal.dark, 6, 0.2) +
      fold('M200 200 L200 366', pal.dark, 5, 0.14) +
      fold('M228 198 Q240 280 258 360', pal.dark, 6, 0.2) +
      fold('M150 196 Q124 280 100 356', pal.dark, 4, 0.12) +
      fold('M250 196 Q276 280 300 356', pal.dark, 4, 0.12) +
      stitch('M76 350 Q200 366 324 350', pal.seam) +
      line('M170 112 L176 150', pal.dark, 1.3, 0.5) +
      line('M230 112 L224 150', pal.dark, 1.3, 0.5);
    let over = '';
    if (print === 3) over += shape('M134 182 Q200 192 266 182 L265 198 Q200 208 135 198 Z', shade(pal.base, 0.45), pal.edge, 1.4) + shape('M192 184 h16 v16 h-16 Z', 'none', '#c9a14a', 2);
    if (!front) {
      details += line('M200 68 V236', pal.dark, 1.4, 0.8);
      over += line('M200 70 V232', '#2b2b2b', 2.2, 0.9) + shape('M197 70 h6 v12 h-6 Z', '#c5c8cc', '#6f7276', 0.8);
    }
    if (!sleeveless) details += stitch('M308 126 L284 138', pal.seam) + stitch('M92 126 L116 138', pal.seam);
    return { parts: [body], details, over, defs, print: printFill, texture: 'poplin', floor: 370, spread: 150 };
  },
};

// ---------------------------------------------------------------------------------------------
// Pants (chinos: plain, pleated or cargo) and jeans (straight, slim, washed or turned up)
// ---------------------------------------------------------------------------------------------

const LEGS = (slim: boolean) =>
  slim
    ? 'M128 62 L272 62 L278 96 Q286 230 284 372 L214 372 L202 168 L198 168 L186 372 L116 372 Q114 230 122 96 Z'
    : 'M128 62 L272 62 L278 96 Q290 230 296 372 L214 372 L202 168 L198 168 L186 372 L104 372 Q110 230 122 96 Z';
const WAISTBAND = 'M127 60 L273 60 L275 84 L125 84 Z';
const loops = (pal: Palette) => [142, 176, 224, 258].map((x) => shape(`M${x - 3} 57 h6 v30 h-6 Z`, pal.base, pal.edge, 1.2)).join('');

function trousers(jeans: boolean): Garment {
  return {
    details: { front: { x: 120, y: 45, w: 120, h: 120 }, back: { x: 125, y: 80, w: 110, h: 110 } },
    hanger: null,
    draw(side, pal, style) {
      const kind = style % 4; // chinos: 0 plain, 1 pleated, 2 cargo, 3 plain; jeans: 0 straight, 1 slim, 2 washed, 3 turned up
      const slim = jeans ? kind === 1 : kind === 3;
      const front = side === 'front';
      const thread = jeans ? '#c98a35' : pal.seam;
      let details = loops(pal);
      let over = '';
      if (front) {
        details +=
          stitch('M214 86 L214 142 Q214 156 202 160', thread) +
          line('M200 84 V160', pal.dark, 1.4, 0.7) +
          (jeans
            ? line('M128 86 Q160 90 162 126', pal.edge, 1.6) + line('M272 86 Q240 90 238 126', pal.edge, 1.6) + stitch('M134 88 Q156 94 156 124', thread) + stitch('M266 88 Q244 94 244 124', thread) + shape('M244 90 h16 v20 h-16 Z', 'none', thread, 1.2)
            : line('M134 86 Q150 112 148 142', pal.edge, 1.6) + line('M266 86 Q250 112 252 142', pal.edge, 1.6));
        if (!jeans) details += fold('M152 150 L146 370', pal.dark, 2.5, 0.3) + fold('M248 150 L254 370', pal.dark, 2.5, 0.3);
        if (!jeans && kind === 1) details += line('M166 86 L168 128', pal.dark, 1.6, 0.7) + line('M234 86 L232 128', pal.dark, 1.6, 0.7);
        if (!jeans && kind === 2) details += shape('M106 200 h40 v52 h-40 Z', 'none', pal.edge, 1.4) + shape('M104 194 h44 v14 h-44 Z', pal.base, pal.edge, 1.4) + shape('M254 200 h40 v52 h-40 Z', 'none', pal.edge, 1.4) + shape('M252 194 h44 v14 h-44 Z', pal.base, pal.edge, 1.4);
        if (jeans) over += rivet(160, 90, 2.4) + rivet(240, 90, 2.4) + rivet(200, 72, 4.4, '#8f9397');
        else over += button(200, 72, 4, shade(pal.base, 0.35), pal.edge);
      } else {
        details += line('M200 84 V168', pal.dark, 1.5, 0.7);
        if (jeans) {
          details +=
            line('M126 100 L200 120 L274 100', pal.edge, 1.6) +
            stitch('M126 106 L200 126 L274 106', thread) +
            shape('M136 128 L184 132 L182 180 L160 190 L138 178 Z', 'none', pal.edge, 1.5) +
            shape('M264 128 L216 132 L218 180 L240 190 L262 178 Z', 'none', pal.edge, 1.5) +
            stitch('M144 150 Q160 140 176 152 Q160 160 144 150', thread) +
            stitch('M256 150 Q240 140 224 152 Q240 160 256 150', thread);
          over += shape('M230 62 h30 v18 h-30 Z', '#a9784c', '#6e4a2c', 1.2) + line('M234 68 h22 M234 74 h16', '#6e4a2c', 1, 0.8);
        } else {
          details += line('M140 116 L184 116', pal.edge, 1.8) + line('M216 116 L260 116', pal.edge, 1.8);
          over += button(162, 122, 3, shade(pal.base, 0.35), pal.edge) + button(238, 122, 3, shade(pal.base, 0.35), pal.edge);
        }
      }
      details += stitch('M126 80 L274 80', thread) + stitch(slim ? 'M118 362 L186 362' : 'M106 362 L186 362', thread) + stitch(slim ? 'M214 362 L282 362' : 'M214 362 L294 362', thread);
      details += fold('M190 200 q-12 40 -14 80', pal.dark, 4, 0.14) + fold('M210 200 q12 40 14 80', pal.dark, 4, 0.14);
      if (jeans) {
        // the wash: lighter thighs and knees, whiskers at the hips
        const wash = kind === 2 ? 0.5 : 0.28;
        details += `<g fill="url(#ws)" opacity="${wash}"><ellipse cx="150" cy="200" rx="26" ry="70"/><ellipse cx="250" cy="200" rx="26" ry="70"/><ellipse cx="146" cy="292" rx="20" ry="30"/><ellipse cx="254" cy="292" rx="20" ry="30"/></g>`;
        if (front) details += fold('M170 150 l18 6 M168 160 l20 4 M230 150 l-18 6 M232 160 l-20 4', '#fff', 2, kind === 2 ? 0.35 : 0.2);
        if (kind === 3) over += shape(slim ? 'M116 352 L186 352 L186 372 L116 372 Z' : 'M104 352 L186 352 L186 372 L104 372 Z', tint(pal.base, 0.25), pal.edge, 1.4) + shape(slim ? 'M214 352 L284 352 L284 372 L214 372 Z' : 'M214 352 L296 352 L296 372 L214 372 Z', tint(pal.base, 0.25), pal.edge, 1.4);
      }
      const defs = jeans ? '<radialGradient id="ws"><stop offset="0" stop-color="#fff" stop-opacity=".9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>' : '';
      return { parts: [LEGS(slim), WAISTBAND], details, over, defs, texture: jeans ? 'denim' : 'canvas', floor: 376, spread: 110 };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Sneakers: a runner, a court shoe or a high top, side view (the back view is the other shoe)
// ---------------------------------------------------------------------------------------------

const sneakers: Garment = {
  details: { front: { x: 170, y: 140, w: 120, h: 120 }, back: { x: 250, y: 170, w: 120, h: 120 } },
  hanger: null,
  view: { x: 0, y: 40, w: 410, h: 330 },
  draw(side, pal, style) {
    const kind = style % 3; // 0 runner, 1 court, 2 high top
    const accent = pal.isLight || (!pal.isDark && !isMidDark(pal.base)) ? '#1f2a44' : '#f4f2ec';
    const high = kind === 2;
    // toe to the right: heel, the collar round the ankle, tongue, lacing down to the toe
    const upper = high
      ? 'M58 292 C50 240 56 170 72 132 Q104 124 132 136 Q150 144 164 132 L176 112 Q190 102 202 112 L212 128 C236 200 262 230 300 244 C336 254 358 266 358 284 L356 292 Z'
      : 'M58 292 C52 262 56 226 74 206 Q86 198 100 204 Q124 216 148 214 Q164 212 172 196 L184 176 Q196 168 206 176 L214 188 C236 216 262 232 300 244 C336 254 358 266 358 284 L356 292 Z';
    const collar = high ? 'M72 132 Q104 124 132 136 Q150 144 164 132' : 'M74 206 Q86 198 100 204 Q124 216 148 214 Q164 212 172 196';
    const tongue = high ? 'M164 134 L176 104 Q190 92 206 102 L214 124 Z' : 'M172 196 L184 168 Q196 158 210 166 L218 186 Z';
    const eyelets = high
      ? [[176, 138], [186, 158], [198, 178], [212, 196], [228, 212], [246, 226], [264, 238]]
      : [[190, 198], [207, 208], [225, 219], [243, 229], [262, 239]];
    const heel = high ? 'M58 292 C50 240 56 170 72 132 L92 136 C80 180 78 250 86 292 Z' : 'M58 292 C52 262 56 226 74 206 L92 212 C80 236 80 266 86 292 Z';
    let details = shape(heel, kind === 1 ? pal.dark : accent, pal.edge, 1.3) + line(collar, pal.dark, 7, 0.9) + stitch('M66 284 L352 286', pal.seam);
    if (kind === 0) details += shape('M104 272 C148 264 198 246 232 224 L246 232 C208 258 160 278 112 286 Z', accent, pal.edge, 1.3) + stitch('M112 278 C156 270 202 252 236 230', pal.seam, 1);
    if (kind === 1) {
      details += shape('M298 262 C330 264 352 272 357 286 L356 292 L294 292 Q286 276 298 262 Z', tint(pal.base, 0.12), pal.edge, 1.3) + stitch('M302 270 C328 272 344 278 350 286', pal.seam);
      for (let i = 0; i < 5; i++) for (let j = 0; j < 2; j++) details += `<circle cx="${312 + i * 8}" cy="${274 + j * 8 + i * 0.6}" r="1.3" fill="${pal.edge}" opacity=".7"/>`;
    }
    if (high) details += `<circle cx="96" cy="190" r="14" fill="${accent}" stroke="${pal.edge}" stroke-width="1.2"/><path d="M89 190 l5 -6 l3 8 l5 -6" fill="none" stroke="${pal.base}" stroke-width="2"/>` + stitch('M80 250 L300 262', pal.seam);
    const laces = eyelets
      .slice(0, -1)
      .map(([x, y], i) => {
        const [x2, y2] = eyelets[i + 1];
        return line(`M${x} ${y} L${x2 + 6} ${y2 - 8}`, '#f3f1ec', 3.2, 1) + line(`M${x + 8} ${y - 6} L${x2} ${y2}`, '#e3e0d8', 3.2, 1);
      })
      .join('');
    const over =
      `<g>${eyelets.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3.2" fill="#d7d9dc" stroke="#5d6066" stroke-width="1"/>`).join('')}</g>${laces}` +
      // the sole: an off-white cupsole, its toe lifted a little, a darker tread
      shape('M50 290 L326 290 Q356 290 366 300 Q368 314 352 320 L70 322 Q50 322 48 308 Z', '#f3f1eb', '#b7b2a7', 1.6) +
      line('M52 303 L364 305', '#d6d1c6', 1.4, 1) +
      line('M66 318 L348 317', '#8f8a80', 3, 0.9) +
      stitch('M58 296 L352 297', '#b7b2a7', 1);
    const shoe: Drawing = { parts: [upper, tongue], details, over, texture: kind === 1 ? 'leather' : 'canvas', floor: 322, spread: 170 };
    // the back view is the other shoe of the pair, seen from its other side
    return side === 'front' ? shoe : { ...shoe, flip: true };
  },
};

// ---------------------------------------------------------------------------------------------
// Cap: six panels, curved brim, eyelets, embroidered emblem; the back shows the strap
// ---------------------------------------------------------------------------------------------

const cap: Garment = {
  details: { front: { x: 190, y: 110, w: 130, h: 130 }, back: { x: 140, y: 160, w: 130, h: 110 } },
  hanger: null,
  view: { x: 20, y: 30, w: 400, h: 330 },
  draw(side, pal, style) {
    const front = side === 'front';
    const accent = contrast(pal, '#1f2a44', '#f4f2ec');
    let details = '';
    let over = '';
    let under = '';
    const parts: string[] = [];
    if (front) {
      // seen from the front right and a little above: the peak reaches out towards the viewer
      parts.push('M86 250 C78 160 132 100 204 98 C272 98 324 146 322 238 Q206 262 86 250 Z');
      const brim = 'M206 256 Q270 254 322 238 Q376 236 392 266 Q396 296 336 306 Q256 312 206 256 Z';
      parts.push(brim);
      under = shape('M210 262 Q262 310 336 312 Q390 304 394 276 Q380 300 334 304 Q262 306 210 262 Z', shade(pal.base, 0.45), pal.edge, 1.2);
      details +=
        line('M204 100 Q150 150 144 250', pal.dark, 1.6, 0.7) +
        line('M204 100 Q262 150 266 252', pal.dark, 1.6, 0.7) +
        line('M204 100 Q300 140 318 222', pal.dark, 1.4, 0.45) +
        `<circle cx="164" cy="150" r="4" fill="${pal.dark}" stroke="${pal.edge}"/><circle cx="292" cy="160" r="4" fill="${pal.dark}" stroke="${pal.edge}"/>` +
        stitch('M222 262 Q280 262 326 246 Q372 246 384 268', pal.seam) +
        stitch('M232 274 Q290 282 334 266 Q368 264 378 280', pal.seam) +
        stitch('M92 238 Q206 254 316 228', pal.seam);
      const emblem = style % 3;
      over +=
        emblem === 0
          ? `<circle cx="236" cy="178" r="17" fill="none" stroke="${accent}" stroke-width="3.5"/><path d="M226 183 L236 168 L246 183" fill="none" stroke="${accent}" stroke-width="3.5" stroke-linejoin="round"/>`
          : emblem === 1
            ? `<path d="M214 188 L224 166 L235 182 L246 166 L256 188" fill="none" stroke="${accent}" stroke-width="4" stroke-linejoin="round"/>`
            : `<rect x="212" y="166" width="46" height="26" rx="4" fill="${accent}"/><rect x="218" y="174" width="34" height="3" fill="${pal.base}"/><rect x="218" y="181" width="24" height="3" fill="${pal.base}"/>`;
      over += `<circle cx="204" cy="98" r="7" fill="${pal.base}" stroke="${pal.edge}" stroke-width="1.6"/>`;
    } else {
      parts.push('M96 240 C96 134 158 98 206 98 C254 98 316 134 316 240 Q206 256 96 240 Z');
      under = shape('M150 238 Q206 250 262 238 L270 262 Q206 270 142 262 Z', shade(pal.base, 0.35), pal.edge, 1.2);
      details +=
        line('M206 100 V240', pal.dark, 1.6, 0.7) +
        line('M206 100 Q150 140 136 240', pal.dark, 1.6, 0.6) +
        line('M206 100 Q262 140 276 240', pal.dark, 1.6, 0.6) +
        shape('M168 242 Q206 186 244 240 Z', shade(pal.base, 0.5), pal.edge, 1.4) +
        stitch('M102 230 Q206 246 310 230', pal.seam);
      over +=
        shape('M160 222 L252 222 L252 236 L160 236 Z', pal.base, pal.edge, 1.4) +
        shape('M228 218 h14 v22 h-14 Z', '#c5c8cc', '#6f7276', 1.2) +
        `<circle cx="206" cy="98" r="7" fill="${pal.base}" stroke="${pal.edge}" stroke-width="1.6"/>`;
    }
    return { parts, under, details, over, texture: 'canvas', floor: front ? 306 : 262, spread: 140 };
  },
};

// ---------------------------------------------------------------------------------------------
// Scarf: hanging folded in two with fringes; tartan, striped ends, ribbed or herringbone
// ---------------------------------------------------------------------------------------------

const fringe = (from: number, to: number, y: number, color: string) => {
  let s = '';
  for (let x = from; x <= to; x += 6) s += `M${x} ${y} l${(x % 12) / 6 - 0.5} 20 `;
  return line(s, color, 2.6, 1);
};

const scarf: Garment = {
  details: { front: { x: 150, y: 270, w: 120, h: 120 }, back: { x: 150, y: 165, w: 110, h: 90 } },
  hanger: null,
  draw(side, pal, style) {
    const kind = style % 4; // 0 tartan, 1 striped ends, 2 ribbed, 3 herringbone
    let defs = '';
    let printFill: string | undefined;
    if (kind === 0) {
      defs = checks('pr', contrast(pal, shade(pal.base, 0.6), tint(pal.base, 0.55)), contrast(pal, '#e1ad01', '#e1ad01'), 46);
      printFill = 'url(#pr)';
    } else if (kind === 2) {
      defs = '<pattern id="pr" width="8" height="10" patternUnits="userSpaceOnUse"><rect width="3" height="10" fill="#000" opacity=".14"/></pattern>';
      printFill = 'url(#pr)';
    } else if (kind === 3) {
      defs = `<pattern id="pr" width="12" height="12" patternUnits="userSpaceOnUse"><path d="M0 0 L6 6 L0 12 M6 0 L12 6 L6 12" fill="none" stroke="${pal.dark}" stroke-width="1.6" opacity=".5"/></pattern>`;
      printFill = 'url(#pr)';
    }
    if (side === 'back') {
      // folded in three, laid down, fringes out on the right
      const folded = 'M86 176 L304 170 L312 252 L82 258 Z';
      const details = line('M84 204 L308 198', pal.dark, 2, 0.45) + line('M83 230 L310 224', pal.dark, 2, 0.45) + (kind === 1 ? shape('M250 171 L272 171 L278 253 L256 254 Z', contrast(pal), pal.edge, 1) : '');
      let fr = '';
      for (let y = 176; y <= 250; y += 6) fr += `M${308 + (y - 170) / 10} ${y} l22 ${(y % 12) / 6 - 0.5} `;
      return { parts: [folded], details, over: line(fr, pal.base, 2.6, 1) + line(fr, pal.edge, 0.6, 0.5), defs, print: printFill, texture: 'wool', floor: 262, spread: 140 };
    }
    const back = 'M178 58 L262 58 Q270 60 270 72 L284 330 L208 338 L196 80 Q192 62 178 58 Z';
    const front = 'M140 58 L222 58 Q232 62 232 74 L244 338 L160 344 L136 74 Q134 62 140 58 Z';
    let details = fold('M186 90 L200 330', pal.dark, 6, 0.16) + fold('M246 90 L262 320', pal.dark, 6, 0.16) + line('M136 70 Q200 52 268 68', pal.dark, 2, 0.5);
    if (kind === 1) details += shape('M158 300 L242 296 L243 312 L159 316 Z', contrast(pal), pal.edge, 1) + shape('M206 296 L282 290 L283 304 L207 310 Z', contrast(pal), pal.edge, 1);
    const over = fringe(210, 280, 334, pal.base) + fringe(164, 240, 340, pal.base) + line('M136 70 Q200 44 268 66', pal.edge, 1.5, 0.6);
    return { parts: [back, front], details, over, defs, print: printFill, texture: 'wool', floor: 364, spread: 90 };
  },
};

/** The drawing of every product type of the seed (mock-api db/seed/catalogue.ts), by type name. */
export const GARMENTS: Record<string, Garment> = {
  't-shirt': tshirt,
  sweater,
  shirt,
  jacket,
  dress,
  pants: trousers(false),
  jeans: trousers(true),
  sneakers,
  cap,
  scarf,
};
