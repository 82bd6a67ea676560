import { type ReactNode, useMemo } from 'react';

/** Watermark (spec 1 §1): name plus OA id, opacity 0.08, gap 120, rotate -15, font size 12. */
const WATERMARK_FONT = { color: 'rgba(0, 0, 0, 0.08)', fontSize: 12 };
const GAP = 120;
const ROTATE = -15;
const LINE_HEIGHT = 16;

/** About how wide a line of the mark draws at the font size: CJK characters a full em, others about 0.6. */
const textWidth = (text: string) =>
  [...text].reduce((w, ch) => w + (/[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? 1 : 0.6), 0) *
  WATERMARK_FONT.fontSize;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The tile of the mark as an SVG image: its lines centred and turned, with the gap around them. The browser
 * draws and repeats it as a background; nothing is measured or drawn on a canvas, so the mark costs the screen's
 * first draw nothing (antd's Watermark drew a canvas on the main thread, issue 19).
 */
export function watermarkTile(lines: readonly string[]) {
  const width = Math.ceil(Math.max(0, ...lines.map(textWidth))) + GAP;
  const height = lines.length * LINE_HEIGHT + GAP;
  const top = height / 2 - ((lines.length - 1) * LINE_HEIGHT) / 2;
  const texts = lines
    .map(
      (line, i) =>
        `<text x="${width / 2}" y="${top + i * LINE_HEIGHT}" text-anchor="middle" dominant-baseline="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<g transform="rotate(${ROTATE} ${width / 2} ${height / 2})" fill="${WATERMARK_FONT.color}" ` +
    `font-size="${WATERMARK_FONT.fontSize}" font-family="sans-serif">${texts}</g></svg>`;
  return { url: `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`, width, height };
}

/**
 * Its children under the user's mark, repeated over the whole screen above the content (clicks go through): the
 * layer is the container's last child, as antd's Watermark placed it.
 */
export function WatermarkLayer({ lines, children }: { lines: readonly string[]; children: ReactNode }) {
  const key = lines.join('\n');
  const tile = useMemo(() => watermarkTile(key ? key.split('\n') : []), [key]);
  return (
    <div style={{ position: 'relative' }}>
      {children}
      {key ? (
        <div
          aria-hidden
          style={{
            position: 'fixed',
            inset: 0,
            zIndex: 1000,
            pointerEvents: 'none',
            backgroundImage: tile.url,
            backgroundRepeat: 'repeat',
            backgroundSize: `${tile.width}px ${tile.height}px`,
          }}
        />
      ) : null}
    </div>
  );
}
