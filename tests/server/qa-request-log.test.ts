/** The QA request log keeps no credential: not in a header, not in the URL's or the referer's query. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestLogEntry } from '../../server/qa/request-log';
import { startServer, type TestServer } from './helpers';

describe('QA request log redaction', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('stores authorization and cookies only as present, and strips credential parameters from the URL and the referer', async () => {
    await server.call('DELETE', '/__qa/requests');
    await server.call('GET', '/wps/system/country?token=SECRET-T1&lang=en&Authorization=SECRET-A1', {
      token: 'SECRET-BEARER',
      headers: {
        Cookie: 'session=SECRET-COOKIE; geetest_emu=%7B%7D',
        Referer: 'https://www.demo.test/m/home?tokens=SECRET-T2&tab=hot',
      },
    });
    const log = await server.call<RequestLogEntry[]>('GET', '/__qa/requests?path=/wps/system/country');
    const entry = log.body.value?.[0];
    expect(entry).toMatchObject({
      url: '/wps/system/country?lang=en',
      query: { lang: 'en' },
      headers: { authorization: true, cookie: true, referer: 'https://www.demo.test/m/home?tab=hot' },
    });
    expect(JSON.stringify(log.body)).not.toMatch(/SECRET/);
  });
});
