/** The session rules of the entry URL (spec §2; ACCEPTANCE A22, A23, C106, Q24, Q29). */
import { describe, expect, it } from 'vitest';
import { mayaLandingUrl, mayaLoginPayload, searchWithoutSessionId, sessionIdFromQuery } from './entry';
import { sessionFromToken } from './session-info';

describe('Maya sessionId (A23)', () => {
  it('reads sessionId from the query', () => {
    expect(sessionIdFromQuery('?sessionId=maya-ok&env=UAT')).toBe('maya-ok');
    expect(sessionIdFromQuery('?sessionId=%20')).toBeNull();
    expect(sessionIdFromQuery('?sessionid=x')).toBeNull();
    expect(sessionIdFromQuery('')).toBeNull();
  });

  it('lands on /m/home without sessionId, every other parameter kept', () => {
    expect(mayaLandingUrl('?sessionId=maya-ok&env=UAT&gclid=G')).toBe('/m/home?env=UAT&gclid=G');
    expect(mayaLandingUrl('?sessionId=maya-ok')).toBe('/m/home');
    expect(mayaLandingUrl('?sessionId=maya-ok&token=T&authorization=A&kw=W')).toBe('/m/home?kw=W');
    expect(searchWithoutSessionId('?a=1&sessionId=x&b=2')).toBe('?a=1&b=2');
  });

  it('builds the loginMaya payload with the registerUrl stripped of credentials (Q24)', () => {
    const payload = mayaLoginPayload('?sessionId=maya-ok&env=UAT&affiliateCode=aff1', {
      href: 'https://www.demo.test/m/game?sessionId=maya-ok&env=UAT&token=T',
      hostname: 'www.demo.test',
      deviceId: 'd'.repeat(36),
    });
    expect(payload).toEqual({
      sessionId: 'maya-ok',
      env: 'UAT',
      registerUrl: 'https://www.demo.test/m/game?sessionId=maya-ok&env=UAT',
      affiliateCode: 'aff1',
      domain: 'www.demo.test',
      loginDeviceId: 'd'.repeat(36),
      device: 'MOBILE',
    });
  });

  it('always sends all seven fields: env is empty rather than missing (C106)', () => {
    expect(mayaLoginPayload('?sessionId=s', { href: 'https://x.test/m/', hostname: 'x.test', deviceId: 'd' })).toEqual({
      sessionId: 's',
      env: '',
      registerUrl: 'https://x.test/m/',
      affiliateCode: '',
      domain: 'x.test',
      loginDeviceId: 'd',
      device: 'MOBILE',
    });
  });

  it('takes affiliateCode from the query, else from the stored attribution, and the stored domain (Q29)', () => {
    const entry = {
      href: 'https://m.demo.test/m/home?sessionId=s',
      hostname: 'm.demo.test',
      deviceId: 'd',
      attribution: { affiliateCode: 'a1', domain: 'a1.demo.test' },
    };
    expect(mayaLoginPayload('?sessionId=s', entry)).toMatchObject({ affiliateCode: 'a1', domain: 'a1.demo.test' });
    expect(mayaLoginPayload('?sessionId=s&affiliateCode=q9', entry)).toMatchObject({ affiliateCode: 'q9' });
    expect(mayaLoginPayload('?sessionId=s&affiliateCode=', entry)).toMatchObject({ affiliateCode: 'a1' });
    expect(mayaLoginPayload('?sessionId=s', { ...entry, attribution: {} })).toMatchObject({
      affiliateCode: '',
      domain: 'm.demo.test',
    });
  });
});

describe('sessionFromToken (A22)', () => {
  it('makes a session holding the token; id and name come later with the member info', () => {
    expect(sessionFromToken('T', 'DEMO', null)).toEqual({
      id: '',
      token: 'T',
      merchantCode: 'DEMO',
      userName: '',
      type: 0,
      firstTimeLogin: false,
    });
  });

  it('keeps what is known when the same token comes again, and replaces it for a new token', () => {
    const previous = {
      spanId: 'span',
      id: '7',
      token: 'T',
      merchantCode: 'DEMO',
      userName: 'member1',
      type: 0,
      firstTimeLogin: false,
    };
    expect(sessionFromToken('T', '', previous)).toEqual({
      id: '7',
      token: 'T',
      merchantCode: 'DEMO',
      userName: 'member1',
      type: 0,
      firstTimeLogin: false,
    });
    expect(sessionFromToken('U', 'DEMO', previous)).toMatchObject({ token: 'U', id: '', userName: '' });
  });
});
