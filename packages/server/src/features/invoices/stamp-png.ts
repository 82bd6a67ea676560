import { deflateSync } from 'node:zlib';
import { STAMP_COLOR, stampLayout } from '@backdesk/domain';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function insidePolygon(x: number, y: number, points: [number, number][]): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * The seal's ring and star as a PNG: the picture older word processors show in place of the SVG (which
 * carries the name). Drawn with 4×4 samples per pixel for smooth edges.
 */
export function stampFallbackPng(pixels = 240): Buffer {
  const l = stampLayout('', '', pixels);
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(STAMP_COLOR.slice(i, i + 2), 16)) as [
    number,
    number,
    number,
  ];
  const rows: Buffer[] = [];
  for (let y = 0; y < pixels; y++) {
    const row = Buffer.alloc(1 + pixels * 4);
    for (let x = 0; x < pixels; x++) {
      let hits = 0;
      for (let sy = 0; sy < 4; sy++)
        for (let sx = 0; sx < 4; sx++) {
          const px = x + (sx + 0.5) / 4;
          const py = y + (sy + 0.5) / 4;
          const d = Math.hypot(px - l.center, py - l.center);
          if (Math.abs(d - l.outerRadius) <= l.ringWidth / 2 || insidePolygon(px, py, l.star)) hits++;
        }
      row.set([r, g, b, Math.round((hits / 16) * 255)], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(pixels, 0);
  header.writeUInt32BE(pixels, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
