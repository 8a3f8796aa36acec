/** The ad-pixel emulators (ACCEPTANCE 3.6, F15) and the runtime config that points the page at them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { pixelScript } from '../../server/qa/emulators/pixels';
import { startServer, type TestServer } from './helpers';

describe('ad-pixel emulators', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('serves a script per vendor, 404 for others, and the QA config names the local provider', async () => {
    const script = await server.call('GET', '/__emu/pixels/fb.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect((await server.call('GET', '/__emu/pixels/evil.js')).status).toBe(404);
    const config = await server.call('GET', '/m/config.json', { headers: { Host: 'localhost' } });
    expect(config.text).toContain('"pixelProvider":"local"');
  });

  it('keeps a log of calls that can be listed and cleared', async () => {
    await server.call('DELETE', '/__emu/pixels/log');
    const posted = await server.call('POST', '/__emu/pixels/log', {
      body: { vendor: 'fb', args: ['track', 'Purchase'], page: '/m/home' },
    });
    expect(posted.status).toBe(204);
    const log = await server.call<{ vendor: string; args: unknown[] }[]>('GET', '/__emu/pixels/log');
    expect(log.body.value?.map((call) => [call.vendor, call.args])).toEqual([['fb', ['track', 'Purchase']]]);
    await server.call('DELETE', '/__emu/pixels/log');
    expect((await server.call<unknown[]>('GET', '/__emu/pixels/log')).body.value).toEqual([]);
  });

  it("takes over the snippet's queue and records queued and later calls", () => {
    const calls: unknown[] = [];
    const fbq = Object.assign(() => undefined, { queue: [['init', 'PX1']] as unknown[] });
    const window: Record<string, unknown> = { fbq };
    runInNewContext(pixelScript('fb'), {
      window,
      location: { pathname: '/m/home' },
      fetch: (_url: string, init: { body: string }) => calls.push(JSON.parse(init.body)),
    });
    (fbq as unknown as { callMethod: (...args: unknown[]) => void }).callMethod('track', 'CompleteRegistration');
    expect((window.__pixels as { args: unknown[] }[]).map((call) => call.args)).toEqual([
      ['init', 'PX1'],
      ['track', 'CompleteRegistration'],
    ]);
    expect(calls).toHaveLength(2);
  });
});
