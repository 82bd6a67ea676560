import { describe, expect, it } from 'vitest';
import { watermarkTile } from './watermark-layer';

const svgOf = (url: string) =>
  decodeURIComponent(url.replace(/^url\("data:image\/svg\+xml;charset=utf-8,/, '').replace(/"\)$/, ''));

describe('watermarkTile', () => {
  it('draws each line turned by -15° in the faint colour at 12 px, with the 120 px gap around it', () => {
    const tile = watermarkTile(['王小明', 'OA10003']);
    const svg = svgOf(tile.url);
    expect(svg).toContain('>王小明</text>');
    expect(svg).toContain('>OA10003</text>');
    expect(svg).toContain('rotate(-15 ');
    expect(svg).toContain('fill="rgba(0, 0, 0, 0.08)"');
    expect(svg).toContain('font-size="12"');
    // the widest line (7 characters at about 0.6 em) plus the gap; two 16 px lines plus the gap
    expect(tile.width).toBe(Math.ceil(7 * 0.6 * 12) + 120);
    expect(tile.height).toBe(2 * 16 + 120);
  });

  it('escapes what would break the image', () => {
    const svg = svgOf(watermarkTile(['<Tom & "Jerry">']).url);
    expect(svg).toContain('&#60;Tom &#38; &#34;Jerry&#34;&#62;');
    expect(svg).not.toContain('<Tom');
  });
});
