/** Spec section 9: colour lines show their image at 60x60. */
export const COLOUR_IMAGE_SIZE = 60;

/** A CSS colour from a HexCode with or without '#', or null when it is not one. */
export function swatchColour(hex: string): string | null {
  const h = hex.trim().replace(/^#/, '');
  return /^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(h) ? `#${h}` : null;
}
