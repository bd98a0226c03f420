// Product images: the drawing of a product group's type in a colour, as one of six views.
//   1 front in the studio, 2 back in the studio, 3 close-up of the front, 4 laid flat on linen,
//   5 on a hanger (what does not hang: the back laid flat), 6 close-up of the back.
import type { BrandInfo } from './brands';
import { FULL, flatLay, onHanger, paint, studio, type Drawing } from './cloth';
import { GARMENTS, type Garment } from './garments';
import { drawMarketing, marketingKind } from './marketing';
import { frame, paletteOf, type Box } from './svg';

/** the views of a product group (spec section 9: at most six images per group) */
export const MAX_VIEW = 6;

export interface ProductArt {
  /** product group type (`T-shirt`, `Pants`, ... or `Marketing`) */
  type: string;
  /** the group's name (marketing material: which item it is) */
  name: string;
  brand: BrandInfo;
  /** fabric colour (`HexCode`) */
  hex: string | null;
  /** cut and print of the group: every colour of a group shows the same garment */
  style: number;
  /** 1..6 */
  view: number;
}

/** Types drawn with another type's drawing: what the seed does not have yet looks like a t-shirt. */
const garmentOf = (type: string): Garment => GARMENTS[type.trim().toLowerCase()] ?? GARMENTS['t-shirt'];

export function productSvg(a: ProductArt, width: number, height: number): string {
  const pal = paletteOf(a.hex);
  const front = a.view !== 2 && a.view !== 6;
  let drawing: Drawing;
  let details: { front: Box; back: Box };
  let hanger: number | null = null;
  let whole: Box = FULL;
  if (a.type.trim().toLowerCase() === 'marketing') {
    const m = drawMarketing(marketingKind(a.name), a.brand, pal, !front && a.view !== 5);
    drawing = m.drawing;
    details = m.details;
  } else {
    const g = garmentOf(a.type);
    drawing = g.draw(a.view === 5 && g.hanger === null ? 'back' : front ? 'front' : 'back', pal, a.style);
    details = g.details;
    hanger = g.hanger;
    whole = g.view ?? FULL;
  }
  const spread = drawing.spread ?? 120;
  switch (a.view) {
    case 3:
      return frame(width, height, details.front, studio(paint(drawing, pal), drawing.floor, spread));
    case 6:
      return frame(width, height, details.back, studio(paint(drawing, pal), drawing.floor, spread));
    case 4:
      return frame(width, height, FULL, flatLay(paint(drawing, pal, true), a.style % 2 ? 6 : -7));
    case 5:
      return frame(width, height, FULL, hanger === null ? flatLay(paint(drawing, pal, true), a.style % 2 ? -5 : 5) : onHanger(paint(drawing, pal), hanger));
    default:
      return frame(width, height, whole, studio(paint(drawing, pal), drawing.floor, spread));
  }
}
