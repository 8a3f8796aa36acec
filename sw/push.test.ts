/** The service worker's push handling (F47, E3): the message shown, and where a click may go (never off /m/, no token). */
import { describe, expect, it, vi } from 'vitest';
import { handleSwMessage } from './messages';
import {
  DEFAULT_NOTIFICATION_TARGET,
  notificationForPush,
  notificationTarget,
  openNotificationTarget,
  type ClientsLike,
  type WindowClientLike,
} from './notifications';
import { buildPushMessage, parsePushMessage } from '../src/shared/push-message';
import { newDb } from '../tests/unit/support/outbox-helpers';

const origin = 'https://www.demo.test';
const pushData = (value: unknown) => ({ json: () => value, text: () => JSON.stringify(value) });

describe('notification targets', () => {
  it('keeps same-origin /m/ paths with their query and hash', () => {
    expect(notificationTarget('/m/activity?id=PROMO1', origin)).toBe('/m/activity?id=PROMO1');
    expect(notificationTarget(`${origin}/m/vip#top`, origin)).toBe('/m/vip#top');
    expect(notificationTarget('activity?id=2', `${origin}`)).toBe(DEFAULT_NOTIFICATION_TARGET);
  });

  it('refuses other origins, other paths and other schemes', () => {
    for (const target of [
      'https://evil.test/m/home',
      '//evil.test/m/home',
      '/wps/session/logout',
      '/mx/home',
      'javascript:alert(1)',
      'data:text/html,hi',
      '',
      42,
      undefined,
    ])
      expect(notificationTarget(target, origin)).toBe(DEFAULT_NOTIFICATION_TARGET);
  });

  it('never carries a token', () => {
    expect(notificationTarget('/m/home?token=abc&tokens=def&registrationToken=x&id=1', origin)).toBe('/m/home?id=1');
    expect(notificationTarget('/m/home?Token=abc', origin)).toBe('/m/home');
  });
});

describe('push messages', () => {
  it('reads the FCM format the backend sends, and bare or data-only messages', () => {
    const message = buildPushMessage({
      title: 'Bonus',
      body: 'Gift',
      icon: 'https://cdn.test/i.png',
      target: '/m/vip',
      messageId: 'id1',
    });
    expect(parsePushMessage(message)).toEqual({
      title: 'Bonus',
      body: 'Gift',
      icon: 'https://cdn.test/i.png',
      target: '/m/vip',
      tag: 'id1',
    });
    expect(parsePushMessage({ title: 'T', body: 'B' })).toEqual({ title: 'T', body: 'B' });
    expect(parsePushMessage({ data: { title: 'T', body: 'B', target: '/m/home' } })).toEqual({
      title: 'T',
      body: 'B',
      target: '/m/home',
    });
    expect(parsePushMessage({ nothing: true })).toBeNull();
    expect(parsePushMessage('text')).toBeNull();
  });

  it('shows the icon and target kept from STORE_DATA when the message has none (E3)', async () => {
    const db = newDb();
    await handleSwMessage(
      { type: 'STORE_DATA', targetUrl: '/m/activity?id=PROMO1', iconUrl: 'https://cdn.test/icon.png' },
      { db, origin, skipWaiting: async () => undefined },
    );
    expect(await notificationForPush(pushData({ title: 'Hello', body: 'World' }), db, origin)).toEqual({
      title: 'Hello',
      options: { body: 'World', icon: 'https://cdn.test/icon.png', data: { target: '/m/activity?id=PROMO1' } },
    });
    const own = buildPushMessage({ title: 'T', body: 'B', icon: 'https://cdn.test/own.png', target: '/m/vip' });
    expect(await notificationForPush(pushData(own), db, origin)).toMatchObject({
      options: { icon: 'https://cdn.test/own.png', data: { target: '/m/vip' } },
    });
  });

  it('a kept target off the site is not used; a text payload becomes the body; nothing to show is null', async () => {
    const db = newDb();
    await handleSwMessage(
      { type: 'STORE_DATA', targetUrl: 'https://evil.test/x' },
      { db, origin, skipWaiting: async () => undefined },
    );
    const shown = await notificationForPush(pushData({ title: 'T', body: 'B' }), db, origin);
    expect(shown?.options.data.target).toBe('/m/home');
    const text = { json: () => JSON.parse('not json') as unknown, text: () => 'plain words' };
    expect((await notificationForPush(text, db, origin))?.options.body).toBe('plain words');
    expect(await notificationForPush(null, db, origin)).toBeNull();
  });
});

describe('a click on a notification', () => {
  function fakeClients(windows: Array<Partial<WindowClientLike> & { url: string }>) {
    const clients = windows.map((window) => ({
      focused: false,
      focus: vi.fn(async () => undefined),
      navigate: vi.fn(async () => undefined),
      ...window,
    }));
    const api: ClientsLike = {
      matchAll: vi.fn(async () => clients),
      openWindow: vi.fn(async () => null),
    };
    return { api, clients };
  }

  it('navigates an open /m/ window (the focused one first) to the target and focuses it', async () => {
    const { api, clients } = fakeClients([{ url: `${origin}/m/home` }, { url: `${origin}/m/vip`, focused: true }]);
    expect(await openNotificationTarget(api, '/m/activity?id=PROMO1', origin)).toBe('/m/activity?id=PROMO1');
    expect(clients[1]?.navigate).toHaveBeenCalledWith('/m/activity?id=PROMO1');
    expect(clients[1]?.focus).toHaveBeenCalled();
    expect(clients[0]?.navigate).not.toHaveBeenCalled();
    expect(api.openWindow).not.toHaveBeenCalled();
  });

  it('only focuses a window already on the target; opens a window when none is open', async () => {
    const open = fakeClients([{ url: `${origin}/m/vip` }]);
    await openNotificationTarget(open.api, '/m/vip', origin);
    expect(open.clients[0]?.navigate).not.toHaveBeenCalled();
    expect(open.clients[0]?.focus).toHaveBeenCalled();

    const none = fakeClients([{ url: 'https://other.test/m/home' }]);
    await openNotificationTarget(none.api, 'https://evil.test/', origin);
    expect(none.api.openWindow).toHaveBeenCalledWith('/m/home');
  });

  it('opens a window when the open one cannot be navigated, and a refused focus is no failure', async () => {
    const { api } = fakeClients([
      { url: `${origin}/m/home`, navigate: vi.fn(async () => Promise.reject(new TypeError('not controlled'))) },
    ]);
    await openNotificationTarget(api, '/m/vip', origin);
    expect(api.openWindow).toHaveBeenCalledWith('/m/vip');

    const refused = fakeClients([{ url: `${origin}/m/home`, focus: vi.fn(async () => Promise.reject(new Error('no gesture'))) }]);
    await expect(openNotificationTarget(refused.api, '/m/vip', origin)).resolves.toBe('/m/vip');
  });
});
