/** Fills an image URL template of the API ({width} and {height} placeholders, e.g. /img/pg/7-1_{width}x{height}.svg). */
export function imageUrl(template: string, width: number, height: number): string {
  return template.replace(/\{width\}/gi, String(width)).replace(/\{height\}/gi, String(height));
}

/** Spec section 9 image sizes used on the overview. */
export const GROUP_IMAGE = { width: 230, height: 180 } as const;
export const BANNER_IMAGE = { width: 1170, height: 150 } as const;
