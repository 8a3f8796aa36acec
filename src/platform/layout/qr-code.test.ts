import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrPath } from './QrCode';

/** Paints the path's unit squares into an RGBA image, `scale` pixels a module, and reads it back with jsQR. */
function decode(value: string, scale = 4): string | undefined {
  const { size, path } = qrPath(value);
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const offset = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        pixels.fill(0, offset, offset + 3);
      }
  }
  return jsQR(pixels, width, width)?.data;
}

describe('the QR code', () => {
  it.each([
    'https://www.demo.test/m/download',
    'https://vnl.example/m/download?affiliateCode=AFF1&lang=vi',
    'https://www.demo.test/m/home',
  ])('reads back as %s', (value) => {
    expect(decode(value)).toBe(value);
  });

  it('draws only whole modules, inside its quiet zone', () => {
    const { size, path } = qrPath('https://www.demo.test/m/download');
    const modules = [...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => [Number(x), Number(y)]);
    expect(path.replace(/M\d+ \d+h1v1h-1z/g, '')).toBe('');
    expect(modules.every(([x, y]) => x! >= 2 && y! >= 2 && x! < size - 2 && y! < size - 2)).toBe(true);
  });
});
