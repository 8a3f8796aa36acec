/** Customer-service paths decrypted in the worker (D47, Q60) and the entries stored in Dexie lists. */
import { describe, expect, it, vi } from 'vitest';
import { MemberDb } from '../../src/data/db';
import { decryptCsPath } from './cs-path';
import { decryptServiceEntries } from './customer-service';
import { createApiService } from './services';
import { encryptCsPath } from '../../server/content/customer-service';
import { envelope, failEnvelope, fakeServer, jsencryptRsa, type Handler } from '../../tests/unit/support/worker-fake-server';

const TX = encryptCsPath('https://cs.test/tx-chat?merchant=DEMO', 'KTXCH0xx');
const GOLD = encryptCsPath('https://cs.test/livechat?merchant=DEMO&desk=gold', 'Kgold777');

describe('decryptCsPath', () => {
  it('decrypts with the last 8 characters as the key (Q60)', () => {
    expect(TX.endsWith('KTXCH0xx')).toBe(true);
    expect(decryptCsPath(TX)).toBe('https://cs.test/tx-chat?merchant=DEMO');
    expect(decryptCsPath(GOLD)).toBe('https://cs.test/livechat?merchant=DEMO&desk=gold');
  });

  it('takes a page of this site as a path, not an address that only looks like one', () => {
    expect(decryptCsPath(encryptCsPath('/__emu/cs/aican?merchant=DEMO', 'Kaican00'))).toBe('/__emu/cs/aican?merchant=DEMO');
    expect(decryptCsPath(encryptCsPath('//evil.test/cs', 'Kevil000'))).toBeNull();
    expect(decryptCsPath(encryptCsPath('/\\evil.test/cs', 'Kevil000'))).toBeNull();
  });

  it('refuses a corrupt path: wrong key, cut short, not base64, not a URL', () => {
    expect(decryptCsPath(`${TX.slice(0, -8)}Kwrong00`)).toBeNull();
    expect(decryptCsPath(TX.slice(0, -3))).toBeNull();
    expect(decryptCsPath(TX.slice(4))).toBeNull();
    expect(decryptCsPath('KTXCH0xx')).toBeNull();
    expect(decryptCsPath('')).toBeNull();
    expect(decryptCsPath(`not*base64!KTXCH0xx`)).toBeNull();
    expect(decryptCsPath('https://cs.test/plain?x=1')).toBeNull();
    expect(decryptCsPath(encryptCsPath('javascript:alert(1)', 'Kjs00000'))).toBeNull();
    expect(decryptCsPath(encryptCsPath('just text', 'Ktext000'))).toBeNull();
  });
});

describe('decryptServiceEntries', () => {
  it('keeps the entries that decrypt, with url instead of path, and warns about each one skipped (D47)', () => {
    const warn = vi.fn();
    const entries = decryptServiceEntries(
      [
        { path: TX, csType: 'TX-CHAT', csPosition: '1', labelIds: [] },
        { path: `${TX.slice(0, -8)}Kbroken0`, csType: 'AICAN', csPosition: '2', labelIds: [] },
        { path: GOLD, csType: 'LIVECHAT', csPosition: 'vip', labelIds: ['L-GOLD'] },
        { csType: 'MIDUOKE' },
      ],
      warn,
    );
    expect(entries).toEqual([
      { url: 'https://cs.test/tx-chat?merchant=DEMO', csType: 'TX-CHAT', csPosition: '1', labelIds: [] },
      { url: 'https://cs.test/livechat?merchant=DEMO&desk=gold', csType: 'LIVECHAT', csPosition: 'vip', labelIds: ['L-GOLD'] },
    ]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toContain('AICAN');
    expect(JSON.stringify(entries)).not.toContain(TX);
  });

  it('warns on the console by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(decryptServiceEntries([{ path: 'garbage', csType: 'AICAN', csPosition: '2', labelIds: [] }])).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

let seq = 0;
function setup(handler: Handler) {
  const server = fakeServer(handler);
  const db = new MemberDb(`service-entries-${++seq}`);
  const service = createApiService({ fetch: server.fetch, rsaEncrypt: jsencryptRsa, getDb: () => db, random: () => 0.5 });
  service.init({ merchantCode: 'DEMO' });
  return { server, db, service };
}

describe('syncCustomerService', () => {
  it('posts WPSCORE_getCustomerServiceScript and stores the decrypted entries under lists.customerService', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { server, db, service } = setup(() =>
      envelope([
        { path: TX, csType: 'TX-CHAT', csPosition: '1', labelIds: [] },
        { path: 'corrupt-path', csType: 'AICAN', csPosition: '2', labelIds: [] },
      ]),
    );
    expect(await service.refresh(['customerService'])).toEqual({ updated: ['customerService'], failed: [] });
    expect(server.sent.map((request) => [request.method, request.path])).toEqual([
      ['POST', '/wps/relay/WPSCORE_getCustomerServiceScript'],
    ]);
    expect((await db.lists.get('customerService'))?.value).toEqual([
      { url: 'https://cs.test/tx-chat?merchant=DEMO', csType: 'TX-CHAT', csPosition: '1', labelIds: [] },
    ]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('keeps the last good list when the call fails or answers the wrong shape', async () => {
    let answer: () => ReturnType<Handler> = () =>
      envelope([{ path: GOLD, csType: 'LIVECHAT', csPosition: 'vip', labelIds: ['L-GOLD'] }]);
    const { db, service } = setup(() => answer());
    await service.refresh(['customerService']);
    answer = () => failEnvelope('server.error', 'boom', 500);
    expect((await service.refresh(['customerService'])).failed[0]?.error.status).toBe(500);
    answer = () => envelope({ not: 'a list' });
    expect((await service.refresh(['customerService'])).failed[0]?.error.code).toBe('invalid.response');
    expect((await db.lists.get('customerService'))?.value).toHaveLength(1);
  });
});
