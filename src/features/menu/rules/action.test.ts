/** What a menu entry does (ACCEPTANCE D28, D29, D31–D35, E27): path, resource, APP, SERVICE and the REFERRAL rule. */
import { describe, expect, it } from 'vitest';
import type { MenuEntry, MenuType } from '../../../shared/contract';
import { csPositionOf, menuAction, referralAction, type MenuActionContext, type MenuRole } from '.';

const entry = (type: MenuType, extra: Partial<MenuEntry> = {}): MenuEntry => ({
  type,
  showGuest: true,
  showMember: true,
  showInHomescreen: true,
  ...extra,
});

const APK = { url: 'https://www.demo.test/download/demo.apk' };

const context = (extra: Partial<MenuActionContext> = {}): MenuActionContext => ({
  role: 'member',
  referralEnabled: true,
  download: APK,
  ...extra,
});

describe('path and resource (D28)', () => {
  it('a path navigates inside the app', () => {
    expect(menuAction(entry('MISSION', { path: '/m/mission-center' }), context())).toEqual({
      kind: 'navigate',
      to: '/m/mission-center',
    });
  });

  it('a resource opens that URL in a new page', () => {
    expect(menuAction(entry('SIGNIN', { resource: 'https://res.test/signin' }), context())).toEqual({
      kind: 'open',
      url: 'https://res.test/signin',
    });
  });

  it('a page of this site outside the app opens in a new page, as a path or as a resource', () => {
    expect(menuAction(entry('SIGNIN', { resource: '/__emu/page/signin?merchant=DEMO' }), context())).toEqual({
      kind: 'open',
      url: '/__emu/page/signin?merchant=DEMO',
    });
    expect(menuAction(entry('MISSION', { path: '/mission.html' }), context())).toEqual({ kind: 'open', url: '/mission.html' });
  });

  it('the path wins over a resource; an absolute URL given as path opens', () => {
    expect(menuAction(entry('VIP', { path: '/m/vip', resource: 'https://res.test/vip' }), context())).toEqual({
      kind: 'navigate',
      to: '/m/vip',
    });
    expect(menuAction(entry('VIP', { path: 'https://res.test/vip' }), context())).toEqual({
      kind: 'open',
      url: 'https://res.test/vip',
    });
  });

  it('neither, or something that is no URL ("//host", "javascript:"), does nothing', () => {
    expect(menuAction(entry('SAVIOR'), context())).toEqual({ kind: 'none' });
    expect(menuAction(entry('SAVIOR', { path: '//evil.test/x' }), context())).toEqual({ kind: 'none' });
    expect(menuAction(entry('SAVIOR', { resource: 'javascript:alert(1)' }), context())).toEqual({ kind: 'none' });
  });

  it('PROMOCODE follows its path or resource (D38)', () => {
    expect(menuAction(entry('PROMOCODE', { path: '/m/promo-code' }), context())).toEqual({
      kind: 'navigate',
      to: '/m/promo-code',
    });
  });

  it('AGENT without a target goes to agent registration', () => {
    expect(menuAction(entry('AGENT'), context({ role: 'agent' }))).toEqual({ kind: 'navigate', to: '/m/agentRegister' });
  });
});

describe('APP (D29, E27)', () => {
  it('goes to its path when it has one', () => {
    expect(menuAction(entry('APP', { path: '/m/download' }), context())).toEqual({ kind: 'navigate', to: '/m/download' });
  });

  it('without a path starts the platform download the install feature chose', () => {
    expect(menuAction(entry('APP'), context())).toEqual({ kind: 'download', ...APK });
    const store = { url: 'https://apps.test/store/demo' };
    expect(menuAction(entry('APP'), context({ download: store }))).toEqual({ kind: 'download', ...store });
  });

  it('without a link for the platform, or before the links are stored, goes to the download page', () => {
    expect(menuAction(entry('APP'), context({ download: undefined }))).toEqual({ kind: 'navigate', to: '/m/download' });
    expect(menuAction(entry('APP'), context({ download: undefined, downloadRedirect: '/m/app' }))).toEqual({
      kind: 'navigate',
      to: '/m/app',
    });
    expect(menuAction(entry('APP'), context({ download: undefined, downloadRedirect: 'https://x.test' }))).toEqual({
      kind: 'navigate',
      to: '/m/download',
    });
  });
});

describe('SERVICE (D31)', () => {
  it('opens customer service by type, by position, or the default', () => {
    expect(menuAction(entry('SERVICE', { csType: 'LIVECHAT', csPosition: '2' }), context())).toEqual({
      kind: 'service',
      csType: 'LIVECHAT',
      csPosition: 2,
    });
    expect(menuAction(entry('SERVICE', { csPosition: '2' }), context())).toEqual({ kind: 'service', csPosition: 2 });
    expect(menuAction(entry('SERVICE'), context())).toEqual({ kind: 'service' });
    expect(menuAction(entry('SERVICE', { csType: ' ', csPosition: 'x' }), context())).toEqual({ kind: 'service' });
  });

  it('SERVICE ignores a path: it always opens customer service', () => {
    expect(menuAction(entry('SERVICE', { path: '/m/help' }), context()).kind).toBe('service');
  });

  it('csPosition must be a whole number', () => {
    expect(csPositionOf('3')).toBe(3);
    expect(csPositionOf(0)).toBe(0);
    expect(csPositionOf('1.5')).toBeUndefined();
    expect(csPositionOf(undefined)).toBeUndefined();
  });
});

describe('REFERRAL (D32–D35)', () => {
  const cases: [MenuRole, boolean, unknown][] = [
    ['agent', true, { kind: 'navigate', to: '/m/agentRegister' }],
    ['agent', false, { kind: 'navigate', to: '/m/agentRegister' }],
    ['member', true, { kind: 'navigate', to: '/m/inviteFriends' }],
    ['guest', true, { kind: 'navigate', to: '/m/inviteFriends' }],
    ['member', false, { kind: 'service' }],
    ['guest', false, { kind: 'comingSoon' }],
  ];
  it.each(cases)('%s with referral enabled=%s', (role, referralEnabled, expected) => {
    expect(referralAction({ role, referralEnabled })).toEqual(expected);
    // The rule, not the entry's own path, decides.
    expect(menuAction(entry('REFERRAL', { path: '/m/elsewhere' }), context({ role, referralEnabled }))).toEqual(expected);
  });
});
