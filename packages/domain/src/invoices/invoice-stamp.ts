/** The company seal: a red ring, a star in the middle, the name around the top, a caption below. */
export const STAMP_COLOR = '#d4101c';
export const STAMP_SIZE = 120;

export type StampGlyph = { char: string; x: number; y: number; angle: number };
export type StampLayout = {
  size: number;
  center: number;
  outerRadius: number;
  ringWidth: number;
  /** The circle the name's glyph centres sit on. */
  textRadius: number;
  /** The star's 10 points (outer and inner alternating), clockwise from the top. */
  star: [number, number][];
  /** One glyph of the name each: its centre and its rotation in degrees, clockwise. */
  glyphs: StampGlyph[];
  glyphSize: number;
  caption: { text: string; x: number; y: number; size: number };
};

const MAX_NAME = 36;

/**
 * Lays the seal out in a square of `size` units (y down): the name's characters evenly over an arc across the
 * top (at most 220°, about 18° a character for short names), upright towards the centre.
 */
export function stampLayout(name: string, caption: string, size = STAMP_SIZE): StampLayout {
  const center = size / 2;
  const ringWidth = round(size * 0.035);
  const outerRadius = size / 2 - ringWidth / 2 - 1;
  const chars = [...name.trim().toUpperCase()].slice(0, MAX_NAME);
  const n = Math.max(chars.length, 1);
  const span = Math.min(220, n * 18);
  const glyphSize = Math.max(size * 0.065, Math.min(size * 0.12, ((size * 1.6) / n) * 0.9));
  const textRadius = outerRadius - ringWidth / 2 - glyphSize * 0.75;
  const glyphs = chars.map((char, i) => {
    const angle = -span / 2 + (span * (i + 0.5)) / n;
    const rad = (angle * Math.PI) / 180;
    return {
      char,
      x: round(center + textRadius * Math.sin(rad)),
      y: round(center - textRadius * Math.cos(rad)),
      angle: round(angle),
    };
  });
  const starOuter = size * 0.15;
  const starInner = starOuter * 0.382;
  const star: [number, number][] = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? starOuter : starInner;
    const rad = (i * 36 * Math.PI) / 180;
    return [round(center + r * Math.sin(rad)), round(center - r * Math.cos(rad))];
  });
  return {
    size,
    center,
    outerRadius,
    ringWidth,
    textRadius: round(textRadius),
    star,
    glyphs,
    glyphSize: round(glyphSize),
    caption: { text: caption, x: center, y: round(center + size * 0.24), size: round(size * 0.075) },
  };
}

const round = (v: number) => Math.round(v * 100) / 100;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** The seal as SVG (vector): the web view and print show it, the DOCX embeds it. */
export function stampSvg(name: string, caption: string, size = STAMP_SIZE): string {
  const l = stampLayout(name, caption, size);
  const font = "font-family=\"Helvetica, Arial, 'Noto Sans CJK SC', 'Microsoft YaHei', sans-serif\"";
  const glyphs = l.glyphs
    .map(
      (g) =>
        `<text x="${g.x}" y="${g.y}" transform="rotate(${g.angle} ${g.x} ${g.y})" text-anchor="middle" dominant-baseline="central" font-size="${l.glyphSize}" font-weight="bold">${escapeXml(g.char)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    `<g fill="none" stroke="${STAMP_COLOR}">`,
    `<circle cx="${l.center}" cy="${l.center}" r="${l.outerRadius}" stroke-width="${l.ringWidth}"/>`,
    '</g>',
    `<g fill="${STAMP_COLOR}" ${font}>`,
    `<polygon points="${l.star.map(([x, y]) => `${x},${y}`).join(' ')}"/>`,
    glyphs,
    `<text x="${l.caption.x}" y="${l.caption.y}" text-anchor="middle" dominant-baseline="central" font-size="${l.caption.size}" font-weight="bold">${escapeXml(l.caption.text)}</text>`,
    '</g></svg>',
  ].join('');
}
