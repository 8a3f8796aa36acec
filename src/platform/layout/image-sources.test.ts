import { describe, expect, it } from 'vitest';
import { imageSources } from './image-sources';

describe('image sources (G10, Q96)', () => {
  it('tries a relative path on each CDN in order, then on this site', () => {
    expect(imageSources('/img/game/PG/mahjong.svg', ['https://img1.test', 'https://img2.test/demo/'])).toEqual([
      'https://img1.test/img/game/PG/mahjong.svg',
      'https://img2.test/demo/img/game/PG/mahjong.svg',
      '/img/game/PG/mahjong.svg',
    ]);
    expect(imageSources('img/a.png', ['https://img1.test/base'])).toEqual(['https://img1.test/base/img/a.png', 'img/a.png']);
  });

  it('leaves absolute, protocol-relative, data: and blob: sources alone, and an empty one empty', () => {
    for (const src of ['https://other.test/a.png', '//cdn.test/a.png', 'data:image/svg+xml,%3Csvg/%3E', 'blob:https://x/1', ''])
      expect(imageSources(src, ['https://img1.test'])).toEqual([src]);
  });

  it('skips a CDN that is not an http(s) address, and works without CDNs', () => {
    expect(imageSources('/a.png', ['javascript:alert(1)', 'not a url', 'ftp://files.test', 'https://ok.test'])).toEqual([
      'https://ok.test/a.png',
      '/a.png',
    ]);
    expect(imageSources('/a.png', undefined)).toEqual(['/a.png']);
    expect(imageSources('/a.png', [])).toEqual(['/a.png']);
  });
});
