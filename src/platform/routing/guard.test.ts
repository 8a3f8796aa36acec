/** The guard's rules (spec §2; ACCEPTANCE A8, A12, A13, A15, A19–A21, Q1, Q7, Q14, Q17). */
import { describe, expect, it } from 'vitest';
import {
  guardDecision,
  isGuardedPath,
  isLoginSuppressed,
  isSessionOrHomePath,
  isTrialLaunch,
  loginRedirectTarget,
  tokenFromQuery,
} from './guard';

describe('isGuardedPath (Q1)', () => {
  it.each([
    '/m/member/home',
    '/m/member',
    '/m/member/',
    '/m/member/wallet/history',
    '/m/changePsw',
    '/m/agentRegister',
    '/m/launchGame',
  ])('%s is guarded', (path) => {
    expect(isGuardedPath(path)).toBe(true);
  });

  it.each([
    '/m/',
    '/m/home',
    '/m/index',
    '/m/index.html',
    '/m/login',
    '/m/register',
    '/m/register.html',
    '/m/inviteFriends',
    '/m/activity',
    '/m/game',
    '/m/feedback',
    '/m/sports',
    '/m/live',
    '/m/rng',
    '/m/table',
    '/m/fish',
    '/m/pvp',
    '/m/crash',
    '/m/arcade',
    '/m/elott',
    '/m/news',
    '/m/download',
    '/m/app',
    '/m/members',
    '/m/memberhome',
    '/m/changePswd',
    '/',
  ])('%s is public', (path) => {
    expect(isGuardedPath(path)).toBe(false);
  });

  it('guards a real-money launch and lets a trial launch through (D20)', () => {
    expect(isGuardedPath('/m/launchGame', '?vendor=PG&code=G1')).toBe(true);
    expect(isGuardedPath('/m/launchGame', '?code=lobby')).toBe(true);
    expect(isGuardedPath('/m/launchGame', '?vendor=PG&code=mahjong&playType=trial')).toBe(false);
    expect(isGuardedPath('/m/launchGame', new URLSearchParams({ playType: 'TRIAL' }))).toBe(false);
    expect(isGuardedPath('/m/launchGame', '?playType=real')).toBe(true);
    expect(isGuardedPath('/m/launchGame', '?playType=')).toBe(true);
  });

  it('a trial playType does not open other guarded paths', () => {
    expect(isGuardedPath('/m/member/home', '?playType=trial')).toBe(true);
    expect(isGuardedPath('/m/changePsw', '?playType=trial')).toBe(true);
  });

  it('cannot be bypassed by spelling the path the way the router still matches it', () => {
    for (const path of [
      '/m/MEMBER/home',
      '/m/Member/Home/',
      '/m/%6Dember/home',
      '/m//member/home',
      '/m/member/home/',
      '/m/changepsw',
      '/m/CHANGEPSW/',
      '/m/agentregister',
      '/m/launchgame',
    ]) {
      expect(isGuardedPath(path), path).toBe(true);
    }
  });

  it('isTrialLaunch reads playType only', () => {
    expect(isTrialLaunch('?playType=trial')).toBe(true);
    expect(isTrialLaunch('?playType=%20Trial%20')).toBe(true);
    expect(isTrialLaunch('?play=trial')).toBe(false);
    expect(isTrialLaunch('')).toBe(false);
  });
});

describe('isSessionOrHomePath (A15)', () => {
  it('is /m/feedback only', () => {
    expect(isSessionOrHomePath('/m/feedback')).toBe(true);
    expect(isSessionOrHomePath('/m/Feedback/')).toBe(true);
    expect(isSessionOrHomePath('/m/feedbacks')).toBe(false);
    expect(isSessionOrHomePath('/m/member/home')).toBe(false);
  });
});

describe('isLoginSuppressed (Q7)', () => {
  it.each([
    ['?backUrl=https%3A%2F%2Fwww.demo.test%2Fm%2Fhome', true],
    ['?redirectUrl=https%3A%2F%2Fx.test', true],
    ['?backUrl=', true],
    ['?redirectURL=x', false],
    ['?backurl=x', false],
    ['?go=%2Fm%2Fgame', false],
    ['', false],
  ])('%s → %s', (search, expected) => {
    expect(isLoginSuppressed(search)).toBe(expected);
  });
});

describe('tokenFromQuery (A20, Q17)', () => {
  it.each([
    ['?token=T1', 'T1'],
    ['?tokens=T2', 'T2'],
    ['?tokens=,%20T3%20,T4', 'T3'],
    ['?token=T1&tokens=T2', 'T1'],
    ['?token=&tokens=T2', 'T2'],
    ['?token=%20', null],
    ['?tokens=,,', null],
    ['?Token=T1', null],
    ['?authorization=A', null],
    ['', null],
  ])('%s → %s', (search, expected) => {
    expect(tokenFromQuery(search)).toBe(expected);
  });
});

describe('loginRedirectTarget (Q14)', () => {
  it('names the original path and query in go, encoded once', () => {
    expect(loginRedirectTarget('/m/member/home')).toBe('/m/login?go=%2Fm%2Fmember%2Fhome');
    const target = loginRedirectTarget('/m/launchGame', '?vendor=PG&code=G1');
    expect(target).toBe('/m/login?go=%2Fm%2FlaunchGame%3Fvendor%3DPG%26code%3DG1');
    expect(new URL(target, 'https://www.demo.test').searchParams.get('go')).toBe('/m/launchGame?vendor=PG&code=G1');
  });

  it('never carries credentials into go', () => {
    const target = loginRedirectTarget('/m/member/home', '?token=&gclid=G&authorization=x');
    expect(new URL(target, 'https://www.demo.test').searchParams.get('go')).toBe('/m/member/home?gclid=G');
  });
});

describe('guardDecision', () => {
  const guest = { storedToken: null };

  it('sends a guest on a guarded path to /m/login?go=<original> (A19)', () => {
    expect(guardDecision({ ...guest, pathname: '/m/member/home', search: '' })).toEqual({
      kind: 'redirect',
      reason: 'login',
      to: '/m/login?go=%2Fm%2Fmember%2Fhome',
    });
    for (const [pathname, search] of [
      ['/m/changePsw', ''],
      ['/m/agentRegister', ''],
      ['/m/launchGame', '?vendor=PG&code=G1'],
    ] as const) {
      const decision = guardDecision({ ...guest, pathname, search });
      expect(decision.kind, pathname).toBe('redirect');
      if (decision.kind === 'redirect') expect(decision.to.startsWith('/m/login?go=')).toBe(true);
    }
  });

  it('lets a guest through on every public route (A9, A16, A19)', () => {
    for (const pathname of [
      '/m/home',
      '/m/index',
      '/m/game',
      '/m/activity',
      '/m/inviteFriends',
      '/m/sports',
      '/m/app',
      '/m/login',
    ]) {
      expect(guardDecision({ ...guest, pathname, search: '?id=PROMO1' }), pathname).toEqual({ kind: 'allow' });
    }
    expect(guardDecision({ ...guest, pathname: '/m/launchGame', search: '?vendor=PG&code=mahjong&playType=trial' })).toEqual({
      kind: 'allow',
    });
  });

  it('takes the token from query token, query tokens, or the stored session (A20)', () => {
    expect(guardDecision({ pathname: '/m/member/home', search: '?token=T', storedToken: null })).toEqual({ kind: 'allow' });
    expect(guardDecision({ pathname: '/m/member/home', search: '?tokens=T', storedToken: undefined })).toEqual({ kind: 'allow' });
    expect(guardDecision({ pathname: '/m/member/home', search: '', storedToken: 'S' })).toEqual({ kind: 'allow' });
    expect(guardDecision({ pathname: '/m/member/home', search: '?token=', storedToken: '' }).kind).toBe('redirect');
  });

  it('sends a guest on /m/feedback home, and a member stays (A15)', () => {
    expect(guardDecision({ ...guest, pathname: '/m/feedback', search: '' })).toEqual({
      kind: 'redirect',
      reason: 'home',
      to: '/m/home',
    });
    expect(guardDecision({ pathname: '/m/feedback', search: '', storedToken: 'S' })).toEqual({ kind: 'allow' });
    // backUrl does not turn the feedback rule into a login prompt.
    expect(guardDecision({ ...guest, pathname: '/m/feedback', search: '?backUrl=x' }).kind).toBe('redirect');
  });

  it('renders a guarded page without redirect when redirectUrl or backUrl is present (A21)', () => {
    expect(
      guardDecision({ ...guest, pathname: '/m/member/home', search: '?backUrl=https%3A%2F%2Fwww.demo.test%2Fm%2Fhome' }),
    ).toEqual({
      kind: 'suppressed',
    });
    expect(guardDecision({ ...guest, pathname: '/m/launchGame', search: '?code=G1&redirectUrl=x' })).toEqual({
      kind: 'suppressed',
    });
    expect(guardDecision({ pathname: '/m/member/home', search: '?backUrl=x', storedToken: 'S' })).toEqual({ kind: 'allow' });
  });
});
