/**
 * The CSS colour of a colour swatch from the API's hex code, which comes with or without its '#'
 * (OrderLine.ColorHex, DownloadRow.ColorHexCode): '001f5b' and '#001f5b' are both '#001f5b'.
 */
export function swatchBackground(hex: string): string {
  return hex.startsWith('#') ? hex : `#${hex}`;
}
