/** LINE's redirect flow rules (C95, C96, C100, Q46, K66) and the pending identity's storage (C19, C89, C98, C102). */
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../../tests/unit/support/auth-helpers';
import {
  isShownLineFailure,
  lineAuthorizeUrl,
  lineRedirectUri,
  newLineState,
  parseLineTrip,
  readLineReturn,
  searchWithoutLineReturn,
} from './line';
import { LINE_SESSION_TOKEN_KEY, pendingIdentityStore, socialRegistration, TELEGRAM_AUTH_KEY } from './pending-identity';

describe('LINE authorisation', () => {
  it('names the channel, scope profile%20openid, the state and /m/login as the way back (C95)', () => {
    const url = lineAuthorizeUrl({
      base: '/__emu/line/oauth2/v2.1/authorize',
      pageHref: 'http://localhost:8191/m/login?go=%2Fm%2Fgame',
      clientId: 'line-demo-client',
      redirectUri: lineRedirectUri('http://localhost:8191'),
      state: 'abc',
    });
    expect(url).toBe(
      'http://localhost:8191/__emu/line/oauth2/v2.1/authorize?response_type=code&client_id=line-demo-client' +
        '&redirect_uri=http%3A%2F%2Flocalhost%3A8191%2Fm%2Flogin&state=abc&scope=profile%20openid',
    );
  });

  it("goes to LINE's own page when the config names none", () => {
    const url = new URL(
      lineAuthorizeUrl({ base: undefined, pageHref: 'https://a.test/m/login', clientId: 'c', redirectUri: 'r', state: 's' }),
    );
    expect(url.origin + url.pathname).toBe('https://access.line.me/oauth2/v2.1/authorize');
  });

  it('makes states of 32 hex digits that differ', () => {
    const a = newLineState();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newLineState()).not.toBe(a);
  });
});

describe('the return from LINE', () => {
  const trip = { state: 'S1', goTarget: '/m/game' };

  it('gives the code with the go target kept for the trip (C96)', () => {
    expect(readLineReturn('?code=C1&state=S1', trip)).toEqual({ kind: 'code', code: 'C1', goTarget: '/m/game' });
  });

  it('ignores an answer whose state is not this tab’s (Q46)', () => {
    expect(readLineReturn('?code=C1&state=forged', trip)).toEqual({ kind: 'stateMismatch' });
    expect(readLineReturn('?code=C1&state=S1', null)).toEqual({ kind: 'stateMismatch' });
    expect(readLineReturn('?code=C1', trip)).toEqual({ kind: 'stateMismatch' });
  });

  it("reads LINE's error, and shows only 'Failure…' messages (C100)", () => {
    expect(readLineReturn('?error=access_denied&error_description=Failure%3A+user+denied&state=S1', trip)).toEqual({
      kind: 'error',
      error: 'access_denied',
      description: 'Failure: user denied',
    });
    expect(isShownLineFailure('Failure: user denied')).toBe(true);
    expect(isShownLineFailure('The user has denied the request')).toBe(false);
  });

  it('is nothing without a code or an error', () => {
    expect(readLineReturn('?go=%2Fm%2Fgame', trip)).toEqual({ kind: 'none' });
    expect(readLineReturn('', null)).toEqual({ kind: 'none' });
  });

  it('leaves the address without code and state, keeping the rest (C96)', () => {
    expect(searchWithoutLineReturn('?code=C1&state=S1&affiliateCode=a1')).toBe('?affiliateCode=a1');
    expect(searchWithoutLineReturn('?code=C1&state=S1')).toBe('');
  });

  it('reads a stored trip, and nothing from a damaged one', () => {
    expect(parseLineTrip('{"state":"S","goTarget":null}')).toEqual({ state: 'S', goTarget: null });
    expect(parseLineTrip('{"state":""}')).toBeNull();
    expect(parseLineTrip('%%%')).toBeNull();
    expect(parseLineTrip(null)).toBeNull();
  });
});

describe('the pending identity', () => {
  it('keeps a LINE identity under lineSessionToken, and clearLine removes it (C19, C98)', () => {
    const storage = new MemoryStorage();
    const store = pendingIdentityStore(storage);
    store.set({ channel: 'line', lineSessionToken: 'LST', name: 'Lin', picture: 'p' });
    expect(storage.getItem(LINE_SESSION_TOKEN_KEY)).toBe('LST');
    expect(store.get()).toEqual({ channel: 'line', lineSessionToken: 'LST', name: 'Lin', picture: 'p' });
    store.clearLine();
    expect(store.get()).toBeNull();
  });

  it('holds Telegram auth under telegramAuth until it is cleared (C102, C104)', () => {
    const storage = new MemoryStorage();
    const store = pendingIdentityStore(storage);
    store.set({ channel: 'telegram', telegramAuth: 'A' });
    expect(storage.getItem(TELEGRAM_AUTH_KEY)).toBe('A');
    store.clearTelegram();
    expect(storage.getItem(TELEGRAM_AUTH_KEY)).toBeNull();
  });

  it('binds only once the member chose an existing account, and a new identity ends that choice (C89)', () => {
    const store = pendingIdentityStore(new MemoryStorage());
    store.set({ channel: 'telegram', telegramAuth: 'A' });
    expect(store.linking()).toBeNull();
    store.startLinking();
    expect(store.linking()).toEqual({ channel: 'telegram', telegramAuth: 'A' });
    store.set({ channel: 'line', lineSessionToken: 'L', name: '', picture: '' });
    expect(store.linking()).toBeNull();
  });

  it('gives a LINE trip once', () => {
    const store = pendingIdentityStore(new MemoryStorage());
    store.setLineTrip({ state: 'S', goTarget: '/m/game' });
    expect(store.takeLineTrip()).toEqual({ state: 'S', goTarget: '/m/game' });
    expect(store.takeLineTrip()).toBeNull();
  });

  it('works, holding nothing, where storage throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = pendingIdentityStore(throwing);
    store.set({ channel: 'telegram', telegramAuth: 'A' });
    expect(store.get()).toBeNull();
  });

  it('gives the registration its fields (C12)', () => {
    expect(socialRegistration({ channel: 'line', lineSessionToken: 'L', name: '', picture: '' })).toEqual({
      lineSessionToken: 'L',
    });
    expect(socialRegistration({ channel: 'telegram', telegramAuth: 'A' })).toEqual({ telegramAuth: 'A' });
    expect(socialRegistration(null)).toBeUndefined();
  });
});
