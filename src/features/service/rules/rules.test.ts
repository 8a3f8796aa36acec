/** Customer-service entry choice (D31, D48), provider links (D49, Q61), the chat route and badge (D50, D53). */
import { describe, expect, it } from 'vitest';
import type { StoredServiceEntry } from '../../../data/db';
import { buildServiceLink, CS_PROVIDER_PARAMS } from './provider-link';
import { isDefaultEntry, selectServiceEntry, serviceChannels } from './select-entry';
import { chatRoute, unreadBadge } from './chat-route';
import { CS_TYPES } from '../../../shared/constants';

const entry = (csType: string, csPosition: string, labelIds: string[] = [], url = `https://cs.test/${csType.toLowerCase()}`) =>
  ({ url, csType, csPosition, labelIds }) satisfies StoredServiceEntry;

// The reference backend's seed: one per type at positions 1–6, a L-GOLD LIVECHAT desk, a default.
const SEEDED: StoredServiceEntry[] = [
  ...CS_TYPES.map((type, index) => entry(type, String(index + 1))),
  entry('LIVECHAT', 'vip', ['L-GOLD'], 'https://cs.test/livechat?desk=gold'),
  entry('DEFAULT', 'default', [], 'https://cs.test/default'),
];

describe('selectServiceEntry', () => {
  it('chooses by csType first (D31)', () => {
    expect(selectServiceEntry(SEEDED, { csType: 'LIVECHAT', csPosition: 2 })?.url).toBe('https://cs.test/livechat');
    expect(selectServiceEntry(SEEDED, { csType: 'comm100vip' })?.csType).toBe('COMM100VIP');
  });

  it('then by csPosition, then the default (D31)', () => {
    expect(selectServiceEntry(SEEDED, { csPosition: 2 })?.csType).toBe('AICAN');
    expect(selectServiceEntry(SEEDED, { csPosition: '5' })?.csType).toBe('COMM100');
    expect(selectServiceEntry(SEEDED, { csType: 'NOPE', csPosition: 42 })?.url).toBe('https://cs.test/default');
    expect(selectServiceEntry(SEEDED, {})?.url).toBe('https://cs.test/default');
  });

  it('gives a member the entries of their VIP label first (D48)', () => {
    expect(selectServiceEntry(SEEDED, { labelId: 'L-GOLD' })?.url).toBe('https://cs.test/livechat?desk=gold');
    expect(selectServiceEntry(SEEDED, { labelId: 'L-GOLD', csType: 'LIVECHAT' })?.url).toBe('https://cs.test/livechat?desk=gold');
    // A type the label has no entry for falls back to the unlabelled one.
    expect(selectServiceEntry(SEEDED, { labelId: 'L-GOLD', csType: 'TX-CHAT' })?.url).toBe('https://cs.test/tx-chat');
    expect(selectServiceEntry(SEEDED, { labelId: 'L-GOLD', csPosition: 2 })?.csType).toBe('AICAN');
  });

  it('never gives a labelled entry to a member without that label (D48)', () => {
    for (const labelId of [undefined, null, 'L-SILVER']) {
      expect(selectServiceEntry(SEEDED, { labelId })?.url).toBe('https://cs.test/default');
      expect(selectServiceEntry(SEEDED, { labelId, csType: 'LIVECHAT' })?.url).toBe('https://cs.test/livechat');
      expect(selectServiceEntry(SEEDED, { labelId, csPosition: 'vip' })?.url).toBe('https://cs.test/default');
    }
    const onlyGold = [entry('LIVECHAT', '1', ['L-GOLD'])];
    expect(selectServiceEntry(onlyGold, {})).toBeNull();
  });

  it('without a marked default, takes the first unlabelled entry; with none, nothing', () => {
    expect(selectServiceEntry([entry('AICAN', '3'), entry('MIDUOKE', '4')], {})?.csType).toBe('AICAN');
    expect(selectServiceEntry([], { csType: 'AICAN' })).toBeNull();
    expect(isDefaultEntry(entry('AICAN', 'default'))).toBe(true);
    expect(isDefaultEntry(entry('DEFAULT', '9'))).toBe(true);
    expect(isDefaultEntry(entry('AICAN', '1'))).toBe(false);
  });
});

describe('buildServiceLink (Q61)', () => {
  const vip1 = { userName: 'vip1', labelName: 'Gold' };

  it.each([
    ['TX-CHAT', 'https://cs.test/tx-chat?merchant=DEMO&userName=vip1'],
    ['AICAN', 'https://cs.test/aican?merchant=DEMO&name=vip1'],
    ['MIDUOKE', 'https://cs.test/miduoke?merchant=DEMO&uname=vip1'],
    ['LIVECHAT', 'https://cs.test/livechat?merchant=DEMO&name=vip1&params=vip%3DGold'],
    ['COMM100', 'https://cs.test/comm100?merchant=DEMO&visitorName=vip1'],
    ['COMM100VIP', 'https://cs.test/comm100vip?merchant=DEMO&visitorName=vip1&vipLabel=Gold'],
  ])('%s puts the user name in its own parameter', (csType, expected) => {
    expect(buildServiceLink(`https://cs.test/${csType.toLowerCase()}?merchant=DEMO`, csType, vip1)).toBe(expected);
  });

  it('has a parameter for every spec provider type (K68)', () => {
    expect(Object.keys(CS_PROVIDER_PARAMS).sort()).toEqual([...CS_TYPES].sort());
  });

  it('adds no label for a member without one, and replaces a parameter the entry already had', () => {
    expect(buildServiceLink('https://cs.test/comm100vip', 'COMM100VIP', { userName: 'member1' })).toBe(
      'https://cs.test/comm100vip?visitorName=member1',
    );
    expect(buildServiceLink('https://cs.test/livechat?name=x', 'LIVECHAT', { userName: 'member1', labelName: null })).toBe(
      'https://cs.test/livechat?name=member1',
    );
    expect(buildServiceLink('https://cs.test/aican', 'AICAN', { userName: 'a b&c' })).toBe('https://cs.test/aican?name=a+b%26c');
  });

  it('keeps a page of this site a path', () => {
    expect(buildServiceLink('/__emu/cs/livechat?merchant=DEMO', 'LIVECHAT', vip1)).toBe(
      '/__emu/cs/livechat?merchant=DEMO&name=vip1&params=vip%3DGold',
    );
  });

  it('leaves the link alone for a guest and for a provider type it does not know', () => {
    for (const csType of CS_TYPES) {
      const url = `https://cs.test/${csType.toLowerCase()}?merchant=DEMO`;
      expect(buildServiceLink(url, csType, null)).toBe(url);
      expect(buildServiceLink(url, csType, { userName: '' })).toBe(url);
    }
    expect(buildServiceLink('https://cs.test/default', 'DEFAULT', vip1)).toBe('https://cs.test/default');
  });
});

describe('chat entry rules', () => {
  it('goes through CBS only for a member with CBS3 on (D50, G23)', () => {
    expect(chatRoute({ cbs: true, loggedIn: true })).toBe('cbs');
    expect(chatRoute({ cbs: true, loggedIn: false })).toBe('provider');
    expect(chatRoute({ cbs: false, loggedIn: true })).toBe('provider');
  });

  it('shows the unread count as a badge, none for zero (D53)', () => {
    expect(unreadBadge(3)).toBe('3');
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(undefined)).toBeNull();
    expect(unreadBadge(-1)).toBeNull();
    expect(unreadBadge(120)).toBe('99+');
  });
});

describe('serviceChannels', () => {
  it('offers each provider once, in the stored order, without the default entry', () => {
    expect(serviceChannels(SEEDED)).toEqual(['TX-CHAT', 'AICAN', 'MIDUOKE', 'LIVECHAT', 'COMM100', 'COMM100VIP']);
  });

  it('counts a labelled entry only for a member with that label', () => {
    const entries = [entry('AICAN', '1'), entry('COMM100VIP', 'vip', ['L-GOLD']), entry('DEFAULT', 'default')];
    expect(serviceChannels(entries, 'L-SILVER')).toEqual(['AICAN']);
    expect(serviceChannels(entries, 'L-GOLD')).toEqual(['AICAN', 'COMM100VIP']);
    expect(serviceChannels(entries)).toEqual(['AICAN']);
  });
});
