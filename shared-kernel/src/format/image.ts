/**
 * Fills an image URL template of the API: product images come as `…_{width}x{height}.svg` (spec
 * section 3; mock-api db/seed/catalogue.ts), the braces possibly URL-encoded. Sizes: spec section 9.
 */
export function imageUrl(template: string, width: number, height = width): string {
  return template.replace(/\{width\}|%7Bwidth%7D/gi, String(width)).replace(/\{height\}|%7Bheight%7D/gi, String(height));
}
