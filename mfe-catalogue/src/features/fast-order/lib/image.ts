/** Spec section 9: colour lines show their image at 60x60. */
export const COLOUR_IMAGE_SIZE = 60;

/** An image URL from a template with {width} and {height} placeholders (spec section 3). */
export function imageUrl(template: string, width: number, height: number): string {
  return template.replace(/\{width\}/gi, String(width)).replace(/\{height\}/gi, String(height));
}

/** A CSS colour from a HexCode with or without '#', or null when it is not one. */
export function swatchColour(hex: string): string | null {
  const h = hex.trim().replace(/^#/, '');
  return /^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(h) ? `#${h}` : null;
}
