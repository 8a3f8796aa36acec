/** Game launch rules (spec §4, §7; ACCEPTANCE A11, D11–D14, D18–D21, D23, F26, Q52–Q56). */
import { describe, expect, it } from 'vitest';
import {
  gameUrlOf,
  isLotteryVendor,
  launchBackUrl,
  launchEvent,
  launchPath,
  launchRequestFromPath,
  launchRequestFromQuery,
  lotteryLanguage,
  lotteryLaunchQuery,
  lotteryView,
  mayStartGame,
  opensTrialInWindow,
  trialPayload,
  vendorLaunchQuery,
  type LotteryRequest,
  type VendorRequest,
} from '.';
import type { ClientEnvironment } from '../../environment';

const ORIGIN = 'https://www.vnl.test';
const CHROME = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IOS15 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1';

function env(fields: Partial<ClientEnvironment> = {}): ClientEnvironment {
  return { userAgent: CHROME, search: '', displayStandalone: false, ...fields };
}

describe('launchRequestFromQuery (A11, Q55, Q56)', () => {
  it('reads a lottery launch from prize_mode, code, lottoView, backUrl and title', () => {
    expect(
      launchRequestFromQuery('?prize_mode=PM1&code=VN_HN&lottoView=betting&backUrl=https%3A%2F%2Fwww.vnl.test%2Fm%2Fhome'),
    ).toEqual({
      kind: 'lottery',
      code: 'VN_HN',
      prizeMode: 'PM1',
      lottoView: 'betting',
      backUrl: 'https://www.vnl.test/m/home',
      title: undefined,
    });
  });

  it('without vendor, and for a lottery vendor, the launch is a lottery', () => {
    expect(launchRequestFromQuery('code=lobby')).toMatchObject({ kind: 'lottery', code: 'lobby' });
    expect(launchRequestFromQuery('vendor=VIETNAM_LOTTO&code=VN_HN')).toMatchObject({ kind: 'lottery', code: 'VN_HN' });
    expect(isLotteryVendor('lott')).toBe(true);
    expect(isLotteryVendor('PG')).toBe(false);
    expect(isLotteryVendor(undefined)).toBe(false);
  });

  it('vendor and code launch a vendor game; a banner may carry gameType, roomId and nodeId (D19, D23)', () => {
    expect(launchRequestFromQuery('vendor=PG&code=mahjong')).toMatchObject({ kind: 'vendor', vendor: 'PG', code: 'mahjong' });
    expect(launchRequestFromQuery('vendor=PG&code=&gameType=SLOT&roomId=R1&nodeId=N1')).toMatchObject({
      kind: 'vendor',
      vendor: 'PG',
      code: '',
      gameType: 'SLOT',
      roomId: 'R1',
      nodeId: 'N1',
    });
  });

  it('playType=trial is a trial, whatever the vendor (D20)', () => {
    expect(launchRequestFromQuery('vendor=PG&code=mahjong&playType=TRIAL&nodeId=N1')).toMatchObject({
      kind: 'trial',
      code: 'mahjong',
      vendor: 'PG',
      nodeId: 'N1',
    });
  });

  it('a query that names no game is null', () => {
    expect(launchRequestFromQuery('')).toBeNull();
    expect(launchRequestFromQuery('vendor=PG')).toBeNull();
    expect(launchRequestFromQuery('playType=trial&vendor=PG')).toBeNull();
    expect(launchRequestFromQuery('prize_mode=PM1&code=%20')).toBeNull();
  });

  it('a /m/launchGame path (a game banner’s target) is read the same way; other paths are not launches', () => {
    expect(launchRequestFromPath('/m/launchGame?vendor=PG&code=mahjong&roomId=R1')).toMatchObject({
      kind: 'vendor',
      vendor: 'PG',
      code: 'mahjong',
      roomId: 'R1',
    });
    expect(launchRequestFromPath('/m/login')).toBeNull();
    expect(launchRequestFromPath('/m/launchGameX?code=lobby')).toBeNull();
  });

  it('launchPath is the inverse of the query reading', () => {
    for (const search of [
      'prize_mode=PM1&code=VN_HN&lottoView=lobby',
      'vendor=PG&code=mahjong&gameType=SLOT&roomId=R1&nodeId=N1&title=Mahjong',
      'vendor=PG&code=mahjong&playType=trial&nodeId=N1',
    ]) {
      const request = launchRequestFromQuery(search)!;
      const path = launchPath(request);
      expect(path.startsWith('/m/launchGame?')).toBe(true);
      expect(launchRequestFromQuery(path.split('?')[1]!)).toEqual(request);
    }
  });
});

describe('lottery launch query (D11–D14, K59, Q52, Q53)', () => {
  const request: LotteryRequest = { kind: 'lottery', code: 'VN_HN', prizeMode: 'PM1', lottoView: 'betting' };
  const context = { backUrl: `${ORIGIN}/m/home`, explicitLanguage: null, labelName: 'Gold' };

  it('has every field of D11', () => {
    expect(lotteryLaunchQuery(request, { ...context, title: 'Hà Nội' })).toEqual({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'PM1',
      lottoGameCode: 'VN_HN',
      lottoView: 'betting',
      device: 'MOBILE',
      backUrl: 'https://www.vnl.test/m/home',
      hasLobby: 'false',
      language: 'VI',
      title: 'Hà Nội',
      labelName: 'Gold',
    });
  });

  it('without prize_mode sends lottoMode SEA_Tradition_Mobile and no lottoPrizeMode (D12)', () => {
    const query = lotteryLaunchQuery({ kind: 'lottery', code: 'VN_HN' }, context);
    expect(query.lottoMode).toBe('SEA_Tradition_Mobile');
    expect(query).not.toHaveProperty('lottoPrizeMode');
  });

  it('code=lobby or lottoView=lobby opens the lobby with hasLobby=true; otherwise betting (D13)', () => {
    expect(lotteryView({ code: 'lobby' })).toBe('lobby');
    expect(lotteryView({ code: 'VN_HN', lottoView: 'lobby' })).toBe('lobby');
    expect(lotteryView({ code: 'VN_HN' })).toBe('betting');
    expect(lotteryView({ code: 'VN_HN', lottoView: 'weird' })).toBe('betting');
    const lobby = lotteryLaunchQuery({ kind: 'lottery', code: 'lobby' }, context);
    expect(lobby).toMatchObject({ lottoView: 'lobby', hasLobby: 'true', lottoGameCode: 'lobby' });
  });

  it('the language is the explicit choice, else VI (D14)', () => {
    expect(lotteryLanguage(null)).toBe('VI');
    expect(lotteryLanguage('EN')).toBe('EN');
    expect(lotteryLaunchQuery(request, { ...context, explicitLanguage: 'EN' }).language).toBe('EN');
  });

  it('the title is the request’s, else the stored card’s, else empty; labelName may be empty (Q52)', () => {
    expect(lotteryLaunchQuery({ ...request, title: 'Given' }, { ...context, title: 'Stored' }).title).toBe('Given');
    expect(lotteryLaunchQuery(request, { ...context, title: 'Stored' }).title).toBe('Stored');
    expect(lotteryLaunchQuery(request, { ...context, labelName: '' })).toMatchObject({ title: '', labelName: '' });
  });
});

describe('vendor and trial payloads (D19–D21, D23, Q55, Q56)', () => {
  it('a vendor launch sends vendor, gameCode, device, backUrl and the app language', () => {
    const request: VendorRequest = { kind: 'vendor', vendor: 'PG', code: 'mahjong' };
    expect(vendorLaunchQuery(request, { backUrl: `${ORIGIN}/m/home`, appLanguage: 'EN' })).toEqual({
      vendor: 'PG',
      gameCode: 'mahjong',
      device: 'MOBILE',
      backUrl: 'https://www.vnl.test/m/home',
      language: 'EN',
    });
  });

  it('a game banner’s launch carries gameType, roomId and nodeId (D23)', () => {
    const request: VendorRequest = { kind: 'vendor', vendor: 'PG', code: '', gameType: 'SLOT', roomId: 'R1', nodeId: 'N1' };
    const query = vendorLaunchQuery(request, { backUrl: `${ORIGIN}/m/home`, appLanguage: 'EN' });
    expect(query).toMatchObject({ vendor: 'PG', gameType: 'SLOT', roomId: 'R1', nodeId: 'N1' });
    expect(query).not.toHaveProperty('gameCode');
  });

  it('a trial sends gameId = code, the nodeId of the request or of the stored card, and platform html5', () => {
    expect(trialPayload({ code: 'mahjong', nodeId: 'N1' }, 'other')).toEqual({
      gameId: 'mahjong',
      nodeId: 'N1',
      platform: 'html5',
    });
    expect(trialPayload({ code: 'mahjong' }, 'N1')).toEqual({ gameId: 'mahjong', nodeId: 'N1', platform: 'html5' });
    expect(trialPayload({ code: 'mahjong' })).toEqual({ gameId: 'mahjong', nodeId: '', platform: 'html5' });
  });

  it('a trial opens a window of its own (the GET variant) on iOS only, not inside the official app (D21)', () => {
    expect(opensTrialInWindow(env({ userAgent: IOS15 }))).toBe(true);
    expect(opensTrialInWindow(env())).toBe(false);
    expect(opensTrialInWindow(env({ userAgent: `${IOS15} WLApp/2.4.72` }))).toBe(false);
  });

  it('tracks gameLaunch for real play and startTrial for a trial (F26)', () => {
    expect(launchEvent({ kind: 'vendor', vendor: 'PG', code: 'mahjong' })).toEqual({
      name: 'gameLaunch',
      value: { gameCode: 'mahjong', vendor: 'PG' },
    });
    expect(launchEvent({ kind: 'lottery', code: 'VN_HN' })).toEqual({
      name: 'gameLaunch',
      value: { gameCode: 'VN_HN', vendor: 'LOTT' },
    });
    expect(launchEvent({ kind: 'trial', code: 'mahjong', vendor: 'PG' }).name).toBe('startTrial');
  });
});

describe('STARTGAMEINAPP3 (D18, G18)', () => {
  it('off: games start anywhere', () => {
    expect(mayStartGame(false, env())).toBe(true);
  });

  it('on: only inside the official app or from the home screen', () => {
    expect(mayStartGame(true, env())).toBe(false);
    expect(mayStartGame(true, env({ userAgent: `${CHROME} WLApp/2.4.72` }))).toBe(true);
    expect(mayStartGame(true, env({ search: '?inApp=1' }))).toBe(true);
    expect(mayStartGame(true, env({ homescreenEntry: true }))).toBe(true);
    expect(mayStartGame(true, env({ search: '?homescreen=1' }))).toBe(true);
    expect(mayStartGame(true, env({ displayStandalone: true }))).toBe(true);
    expect(mayStartGame(true, env({ userAgent: IOS15, navigatorStandalone: true }))).toBe(true);
  });
});

describe('addresses (Q52, spec §4)', () => {
  it('backUrl: a given http(s) address, a path on this origin, else the absolute /m/home', () => {
    expect(launchBackUrl('https://www.vnl.test/m/home', ORIGIN)).toBe('https://www.vnl.test/m/home');
    expect(launchBackUrl('/m/game?tab=SLOT', ORIGIN)).toBe('https://www.vnl.test/m/game?tab=SLOT');
    expect(launchBackUrl(undefined, ORIGIN)).toBe('https://www.vnl.test/m/home');
    expect(launchBackUrl('javascript:alert(1)', ORIGIN)).toBe('https://www.vnl.test/m/home');
    expect(launchBackUrl('http://[bad', ORIGIN)).toBe('https://www.vnl.test/m/home');
  });

  it('gameUrl: only an http(s) address is followed', () => {
    expect(gameUrlOf({ gameUrl: 'https://www.vnl.test/__emu/game/VN_HN' }, ORIGIN)).toBe('https://www.vnl.test/__emu/game/VN_HN');
    expect(gameUrlOf({ gameUrl: '/__emu/game/x' }, ORIGIN)).toBe('https://www.vnl.test/__emu/game/x');
    expect(gameUrlOf({ gameUrl: 'javascript:alert(1)' }, ORIGIN)).toBeNull();
    expect(gameUrlOf({ gameUrl: '' }, ORIGIN)).toBeNull();
    expect(gameUrlOf({}, ORIGIN)).toBeNull();
    expect(gameUrlOf(null, ORIGIN)).toBeNull();
  });
});
