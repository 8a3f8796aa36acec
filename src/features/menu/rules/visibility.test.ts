/** Menu visibility (ACCEPTANCE D27, D30, D36–D38, G17, G33, Q59, Q100): role, config flags, promotions, the merchant map and the environment. */
import { describe, expect, it } from 'vitest';
import type { MenuEntry, MenuType, PromoAvailability } from '../../../shared/contract';
import { isAgentType, knownMenuEntries, menuRole, visibleMenuEntries, type MenuVisibilityContext } from '.';

const entry = (type: MenuType, extra: Partial<MenuEntry> = {}): MenuEntry => ({
  type,
  showGuest: true,
  showMember: true,
  showInHomescreen: true,
  ...extra,
});

const ALL: MenuEntry[] = [
  entry('VIP', { path: '/m/vip' }),
  entry('AGENT', { path: '/m/agentRegister' }),
  entry('MISSION', { path: '/m/mission-center' }),
  entry('SIGNIN', { resource: 'https://res.test/signin' }),
  entry('SAVIOR', { path: '/m/savior' }),
  entry('PROMOCODE', { path: '/m/promo-code' }),
  entry('REFERRAL'),
  entry('APP', { showInHomescreen: false }),
  entry('SERVICE', { csType: 'LIVECHAT' }),
];

const promo = (off: Partial<Record<keyof PromoAvailability, boolean>> = {}): PromoAvailability => ({
  VIP: { enabled: off.VIP ?? true },
  MISSION: { enabled: off.MISSION ?? true },
  LOGIN: { enabled: off.LOGIN ?? true },
  SAVIOR: { enabled: off.SAVIOR ?? true },
  REFERRAL: { enabled: off.REFERRAL ?? true },
  APP_DOWNLOAD: { enabled: off.APP_DOWNLOAD ?? true },
});

const context = (extra: Partial<MenuVisibilityContext> = {}): MenuVisibilityContext => ({
  role: 'member',
  promo: promo(),
  promoCodeEnable: true,
  menuVisibility: {},
  environment: { appOrPwa: false, homeScreenLaunch: false },
  ...extra,
});

const types = (entries: MenuEntry[]) => entries.map((item) => item.type);

describe('menu roles', () => {
  it('a guest has no token; member types 1 and 2 are agents, any other type a member (K12)', () => {
    expect(menuRole(false, 1)).toBe('guest');
    expect(menuRole(true, 1)).toBe('agent');
    expect(menuRole(true, 2)).toBe('agent');
    expect(menuRole(true, 0)).toBe('member');
    expect(menuRole(true, 4)).toBe('member');
    expect(menuRole(true, undefined)).toBe('member');
    expect(isAgentType(3)).toBe(false);
  });
});

describe('menu configuration', () => {
  it('keeps the nine known types in order and ignores unknown types and malformed entries (D27)', () => {
    const config = [...ALL.slice(0, 3), { type: 'LOTTERY', path: '/m/x' }, null, 'VIP', { path: '/m/y' }, ...ALL.slice(3)];
    expect(types(knownMenuEntries(config))).toEqual([
      'VIP',
      'AGENT',
      'MISSION',
      'SIGNIN',
      'SAVIOR',
      'PROMOCODE',
      'REFERRAL',
      'APP',
      'SERVICE',
    ]);
    expect(knownMenuEntries(undefined)).toEqual([]);
    expect(knownMenuEntries({ type: 'VIP' })).toEqual([]);
  });

  it('an agent sees every type; a member all but AGENT (D27, D36)', () => {
    expect(types(visibleMenuEntries(ALL, context({ role: 'agent' })))).toEqual(types(ALL));
    expect(types(visibleMenuEntries(ALL, context({ role: 'member' })))).toEqual(types(ALL).filter((type) => type !== 'AGENT'));
  });

  it('AGENT is only for agents, even when flagged for guests and members (D36)', () => {
    const agent = [entry('AGENT', { showGuest: true, showMember: true })];
    expect(visibleMenuEntries(agent, context({ role: 'guest' }))).toEqual([]);
    expect(visibleMenuEntries(agent, context({ role: 'member' }))).toEqual([]);
    expect(visibleMenuEntries(agent, context({ role: 'agent' }))).toHaveLength(1);
  });
});

describe('config flags per role (D37)', () => {
  it('showGuest=false hides the entry from guests only', () => {
    const mission = [entry('MISSION', { showGuest: false })];
    expect(visibleMenuEntries(mission, context({ role: 'guest', promoCodeEnable: false }))).toEqual([]);
    expect(visibleMenuEntries(mission, context({ role: 'member' }))).toHaveLength(1);
    expect(visibleMenuEntries(mission, context({ role: 'agent' }))).toHaveLength(1);
  });

  it('showMember=false hides the entry from members and agents, not guests', () => {
    const vip = [entry('VIP', { showMember: false })];
    expect(visibleMenuEntries(vip, context({ role: 'member' }))).toEqual([]);
    expect(visibleMenuEntries(vip, context({ role: 'agent' }))).toEqual([]);
    expect(visibleMenuEntries(vip, context({ role: 'guest' }))).toHaveLength(1);
  });
});

describe('promotions (D38, G33, Q100)', () => {
  it('PROMOCODE follows promoCodeEnable', () => {
    const code = [entry('PROMOCODE')];
    expect(visibleMenuEntries(code, context({ promoCodeEnable: false }))).toEqual([]);
    expect(visibleMenuEntries(code, context({ promoCodeEnable: true }))).toHaveLength(1);
  });

  it.each([
    ['VIP', 'VIP'],
    ['MISSION', 'MISSION'],
    ['LOGIN', 'SIGNIN'],
    ['SAVIOR', 'SAVIOR'],
    ['APP_DOWNLOAD', 'APP'],
  ] as const)('%s.enabled=false hides only the %s entry', (key, type) => {
    const shown = types(visibleMenuEntries(ALL, context({ promo: promo({ [key]: false }) })));
    expect(shown).not.toContain(type);
    expect(shown).toHaveLength(types(ALL).length - 2); // AGENT (member) and the mapped type
  });

  it('REFERRAL.enabled=false keeps the REFERRAL entry (it only changes what it does)', () => {
    expect(types(visibleMenuEntries(ALL, context({ promo: promo({ REFERRAL: false }) })))).toContain('REFERRAL');
  });

  it('with every promotion off (BARE) no VIP, MISSION, SIGNIN, SAVIOR or APP entry is left', () => {
    const off = promo({ VIP: false, MISSION: false, LOGIN: false, SAVIOR: false, REFERRAL: false, APP_DOWNLOAD: false });
    expect(types(visibleMenuEntries(ALL, context({ role: 'agent', promo: off, promoCodeEnable: false })))).toEqual([
      'AGENT',
      'REFERRAL',
      'SERVICE',
    ]);
  });

  it('before the availability is known, nothing that depends on it is offered', () => {
    expect(types(visibleMenuEntries(ALL, context({ promo: undefined })))).toEqual(['PROMOCODE', 'REFERRAL', 'SERVICE']);
  });
});

describe('the merchant map (G17)', () => {
  it('menuVisibility false hides that type; true or absent changes nothing', () => {
    expect(types(visibleMenuEntries(ALL, context({ menuVisibility: { REFERRAL: false } })))).not.toContain('REFERRAL');
    expect(types(visibleMenuEntries(ALL, context({ menuVisibility: { REFERRAL: true } })))).toContain('REFERRAL');
    expect(types(visibleMenuEntries(ALL, context({ menuVisibility: undefined })))).toContain('REFERRAL');
  });
});

describe('APP and the environment (D30, Q59)', () => {
  const app = (showInHomescreen?: boolean) => [
    {
      ...entry('APP'),
      ...(showInHomescreen === undefined ? { showInHomescreen: undefined as unknown as boolean } : { showInHomescreen }),
    },
  ];
  const env = (appOrPwa: boolean, homeScreenLaunch: boolean) => context({ environment: { appOrPwa, homeScreenLaunch } });

  it('a plain browser shows APP', () => {
    expect(visibleMenuEntries(app(false), env(false, false))).toHaveLength(1);
  });

  it('inside the app or a PWA APP is hidden, whatever the flag', () => {
    expect(visibleMenuEntries(app(true), env(true, false))).toEqual([]);
    expect(visibleMenuEntries(app(true), env(true, true))).toEqual([]);
  });

  it('a home-screen launch hides APP unless showInHomescreen (default true)', () => {
    expect(visibleMenuEntries(app(false), env(false, true))).toEqual([]);
    expect(visibleMenuEntries(app(true), env(false, true))).toHaveLength(1);
    expect(visibleMenuEntries(app(undefined), env(false, true))).toHaveLength(1);
  });

  it('other types ignore the environment', () => {
    expect(types(visibleMenuEntries([entry('VIP', { showInHomescreen: false })], env(true, true)))).toEqual(['VIP']);
  });
});

describe('the VIP programme (G16, Q97)', () => {
  it('hasVip false hides the VIP entry; true or not yet known changes nothing', () => {
    expect(types(visibleMenuEntries(ALL, context({ hasVip: false })))).not.toContain('VIP');
    expect(types(visibleMenuEntries(ALL, context({ hasVip: true })))).toContain('VIP');
    expect(types(visibleMenuEntries(ALL, context({ hasVip: undefined })))).toContain('VIP');
  });
});
