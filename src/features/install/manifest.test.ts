/** The generated manifest (spec §3 Web manifest; ACCEPTANCE E6, E7, E52, Q66). */
import { describe, expect, it } from 'vitest';
import { generateManifest, templateIconSources } from './manifest';
import type { WebManifest } from '../../shared/contract';

const ORIGIN = 'https://www.demo.test';
const server: WebManifest = {
  short_name: 'DemoBet',
  name: 'Lucky Star Casino',
  icons: [192, 256, 384, 512].map((size) => ({
    src: `/img/brand/DEMO/icon-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
  })),
  display: 'browser',
  theme_color: '#c8102e',
  related_applications: [{ platform: 'play', id: 'com.demo.member' }],
};

describe('template.pwa icon sources', () => {
  it('reads JSON keyed by size or a manifest-style list, and ignores other sizes and empty sources', () => {
    expect(templateIconSources('{"192":"/a.png","512x512":"/b.png","64":"/c.png","256":""}')).toEqual({
      192: '/a.png',
      512: '/b.png',
    });
    expect(templateIconSources('[{"src":"/x.png","sizes":"384x384"}]')).toEqual({ 384: '/x.png' });
    expect(templateIconSources('')).toEqual({});
    expect(templateIconSources('not json')).toEqual({});
  });
});

describe('generateManifest', () => {
  it('standalone, portrait, start /m/home, scope /m/; names, theme and related apps from the server (E6)', () => {
    const manifest = generateManifest({ server, templatePwa: '', fallbackName: 'X', origin: ORIGIN });
    expect(manifest).toMatchObject({
      name: 'Lucky Star Casino',
      short_name: 'DemoBet',
      display: 'standalone',
      orientation: 'portrait',
      start_url: `${ORIGIN}/m/home`,
      scope: `${ORIGIN}/m/`,
      id: `${ORIGIN}/m/home`,
      theme_color: '#c8102e',
      related_applications: [{ platform: 'play', id: 'com.demo.member' }],
      prefer_related_applications: false,
    });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '256x256', '384x384', '512x512']);
    expect(manifest.icons[0]).toEqual({ src: `${ORIGIN}/img/brand/DEMO/icon-192.png`, sizes: '192x192', type: 'image/png' });
  });

  it('takes the icons from template.pwa by size, and drops sizes without a source (E7, E52)', () => {
    const templatePwa = JSON.stringify({ 192: 'https://cdn.test/i192.webp', 512: '/i512.png' });
    const manifest = generateManifest({ server, templatePwa, fallbackName: 'X', origin: ORIGIN });
    expect(manifest.icons).toEqual([
      { src: 'https://cdn.test/i192.webp', sizes: '192x192', type: 'image/webp' },
      { src: `${ORIGIN}/i512.png`, sizes: '512x512', type: 'image/png' },
    ]);
  });

  it('without a server manifest: the site name and no icons', () => {
    const manifest = generateManifest({ server: undefined, templatePwa: undefined, fallbackName: 'Bare Bet', origin: ORIGIN });
    expect(manifest.name).toBe('Bare Bet');
    expect(manifest.short_name).toBe('Bare Bet');
    expect(manifest.icons).toEqual([]);
    expect(manifest.theme_color).toBeUndefined();
  });
});
