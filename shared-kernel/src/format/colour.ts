/**
 * The CSS colour of a colour swatch from the API's hex code, which comes with or without its '#'
 * (Product.HexCode, OrderLine.ColorHex, DownloadRow.ColorHexCode): '001f5b' and '#001f5b' are both '#001f5b'.
 * The code is data from the server: anything but 3 or 6 hex digits (empty, a colour name, CSS of its own)
 * (or a missing code) is null, and the caller draws no swatch colour (the swatch's neutral background of its class).
 */
export function swatchBackground(hex: string | null | undefined): string | null {
  if (typeof hex !== 'string') return null;
  const h = hex.trim().replace(/^#/, '');
  return /^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(h) ? `#${h}` : null;
}

/** The inline style of a swatch: its background, or none (the class's neutral look) when the code is not a colour. */
export function swatchStyle(hex: string | null | undefined): { background: string } | undefined {
  const background = swatchBackground(hex);
  return background ? { background } : undefined;
}
