/** The demo's downloads (issue 17): every seeded download link leads to a file or page this backend serves. */
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
        expect(link.url, code).toMatch(/^\/download\//);
        expect((await get(link.url)).status, link.url).toBe(200);
      }
    }
    const demo = SEED_MERCHANTS.find((merchant) => merchant.code === 'DEMO')!.config.download.links;
    expect(demo.map((link) => link.url).slice(0, 3)).toEqual([
      '/download/demo-ios.html',
      '/download/demo.mobileconfig',
      '/download/demo.apk',
    ]);
  });

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
    const page = await (await get('/download/demo-ios.html')).text();
    expect(page).toContain('<h1 data-testid="emu-app-store">Lucky Star Casino for iPhone and iPad</h1>');
    expect(page).toContain('href="/download/demo.mobileconfig"');
  });

  it('answers 404 for a file of no merchant, another type or a path trick', async () => {
    for (const path of ['/download/nobody.apk', '/download/demo.exe', '/download/..%2Fdemo.apk', '/download/DEMO.apk'])
      expect((await get(path)).status, path).toBe(404);
  });

  it('keeps the merchant’s name when it has markup in it (escaped in the profile and the page)', async () => {
    await server.call('PUT', '/__qa/merchants/DEMO/settings', { body: { merchantName: 'A&B <Casino>' } });
    const profile = await (await get('/download/demo.mobileconfig')).text();
    expect(profile).toContain('<string>A&#38;B &#60;Casino&#62;</string>');
    const page = await (await get('/download/demo-ios.html')).text();
    expect(page).not.toContain('<Casino>');
    await server.call<SiteSettings>('PUT', '/__qa/merchants/DEMO/settings', { body: { merchantName: 'Lucky Star Casino' } });
  });
});
