/**
 * The demo's downloads (issue 17): every seeded download link leads to a file this backend serves under /download/, or
 * for the App Store link to the store's stand-in page among the emulated third-party pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../src/shared/contract';
import { SEED_MERCHANTS } from '../../server/seed/merchants';
import { startServer, type TestServer } from './helpers';

describe('the demo downloads', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  const get = (path: string) => fetch(`${server.base}${path}`);

  it('seeds every download link as a path of this backend, and each one answers', async () => {
    for (const { code, config } of SEED_MERCHANTS) {
      const links = config.download.links.filter((link) => link.resourceType !== 'AppDownloadIcon');
      for (const link of links) {
        expect(link.url, code).toMatch(link.resourceType === 'IOS' ? /^\/__emu\/app-store\/[a-z0-9]+$/ : /^\/download\//);
        expect((await get(link.url)).status, link.url).toBe(200);
      }
    }
    const demo = SEED_MERCHANTS.find((merchant) => merchant.code === 'DEMO')!.config.download.links;
    expect(demo.map((link) => link.url).slice(0, 3)).toEqual([
      '/__emu/app-store/demo',
      '/download/demo.mobileconfig',
      '/download/demo.apk',
    ]);
  });

  it('serves every seeded download link, the App Store stand-in too, with QA off as well', async () => {
    const plain = await startServer({ qa: false });
    try {
      for (const path of ['/__emu/app-store/demo', '/download/demo.mobileconfig', '/download/demo.apk'])
        expect((await fetch(`${plain.base}${path}`)).status, path).toBe(200);
    } finally {
      await plain.close();
    }
  }, 60_000);

  it('serves the APK as an attachment of the Android package type, a valid (empty) ZIP archive', async () => {
    const answer = await get('/download/demo.apk');
    expect(answer.headers.get('content-type')).toBe('application/vnd.android.package-archive');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="demo.apk"');
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\x05\x06');
    expect(bytes.length).toBe(22);
  });

  it('serves the iOS profile: a web clip of the site’s home under the merchant’s name', async () => {
    const answer = await get('/download/vnl.mobileconfig');
    expect(answer.headers.get('content-type')).toBe('application/x-apple-aspen-config');
    const profile = await answer.text();
    expect(profile).toContain('<string>com.apple.webClip.managed</string>');
    expect(profile).toContain('<key>Label</key><string>VN Lotto Club</string>');
    expect(profile).toContain(`<key>URL</key><string>${server.base}/m/home</string>`);
    expect(profile.match(/<key>PayloadUUID<\/key><string>[0-9a-f-]{36}<\/string>/g)).toHaveLength(2);
  });

  it('stands in for the App Store with a page that links the profile', async () => {
    const answer = await get('/__emu/app-store/demo');
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await answer.text();
    expect(page).toContain('<h1 data-testid="emu-app-store">Lucky Star Casino for iPhone and iPad</h1>');
    expect(page).toContain('href="/download/demo.mobileconfig"');
    expect(await (await get('/__emu/app-store/vnl')).text()).toContain('href="/download/vnl.mobileconfig"');
  });

  it('answers 404 for a file of no merchant, another type or a path trick', async () => {
    for (const path of [
      '/download/nobody.apk',
      '/download/demo.exe',
      '/download/..%2Fdemo.apk',
      '/download/DEMO.apk',
      // The App Store stand-in moved to /__emu/app-store/{merchant}.
      '/download/demo-ios.html',
      '/__emu/app-store/nobody',
      '/__emu/app-store/DEMO',
      '/__emu/app-store/..%2Fdemo',
    ])
      expect((await get(path)).status, path).toBe(404);
  });

  it('keeps the merchant’s name when it has markup in it (escaped in the profile and the page)', async () => {
    await server.call('PUT', '/__qa/merchants/DEMO/settings', { body: { merchantName: 'A&B <Casino>' } });
    const profile = await (await get('/download/demo.mobileconfig')).text();
    expect(profile).toContain('<string>A&#38;B &#60;Casino&#62;</string>');
    const page = await (await get('/__emu/app-store/demo')).text();
    expect(page).not.toContain('<Casino>');
    expect(page).toContain('A&#38;B &#60;Casino&#62; for iPhone and iPad');
    await server.call<SiteSettings>('PUT', '/__qa/merchants/DEMO/settings', { body: { merchantName: 'Lucky Star Casino' } });
  });
});
