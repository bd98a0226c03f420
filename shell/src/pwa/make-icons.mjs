// Writes the PWA icons (icon-192.png, icon-512.png) next to this file: the brand colour with a white "W"
// (the same drawing as icon.svg), full bleed so that they also serve as maskable icons (the "W" stays
// inside the 80 % safe zone). Run once after changing the drawing: `node shell/src/pwa/make-icons.mjs`.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BRAND = [0x1f, 0x4e, 0x79];
const WHITE = [0xff, 0xff, 0xff];
/** the "W" as a polyline in unit coordinates, and its stroke width */
const W = [
  [0.2, 0.3],
  [0.35, 0.7],
  [0.5, 0.4],
  [0.65, 0.7],
  [0.8, 0.3],
];
const STROKE = 0.09;

function distanceToSegment(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function png(size) {
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let x = 0; x < size; x++) {
      const px = (x + 0.5) / size;
      const py = (y + 0.5) / size;
      const d = Math.min(...W.slice(1).map((p, i) => distanceToSegment(px, py, W[i], p)));
      // one pixel of anti-aliasing at the stroke's edge
      const cover = Math.max(0, Math.min(1, (STROKE / 2 - d) * size + 0.5));
      for (let c = 0; c < 3; c++) row[1 + x * 3 + c] = Math.round(BRAND[c] + (WHITE[c] - BRAND[c]) * cover);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

for (const size of [192, 512]) writeFileSync(new URL(`icon-${size}.png`, import.meta.url), png(size));
