/**
 * Telegram authorisation data (ACCEPTANCE C102–C104): Login Widget data is signed with SHA256(bot token), Mini App
 * initData with HMAC-SHA256("WebAppData", bot token); the hash is compared in constant time and auth_date must be at
 * most a day old and not ahead of the server's clock by more than a minute. Checked through
 * POST /wps/session/login/telegram on a backend with a fixed clock.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginValue } from '../../src/shared/contract';
import { DEMO_BOT_TOKEN, startServer, telegramWidgetAuth, type TestServer } from './helpers';

const NOW_MS = Date.parse('2030-01-01T00:00:00Z');
const NOW_S = NOW_MS / 1000;
const DAY_S = 24 * 60 * 60;
const VNL_BOT_TOKEN = '7000000002:QA-VNL-bot-token';
const BOUND = { id: 1001, first_name: 'Bound' };

/** Mini App initData for a user, signed with the WebAppData key of botToken. */
function miniAppInitData(botToken: string, user: { id: number; first_name: string }, authDate = NOW_S): string {
  const fields: Record<string, string> = { auth_date: String(authDate), query_id: 'Q1', user: JSON.stringify(user) };
  const check = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  return new URLSearchParams({ ...fields, hash: createHmac('sha256', secret).update(check).digest('hex') }).toString();
}

/** Widget data with one field changed after signing. */
function tampered(widgetAuth: string, change: Record<string, unknown>): string {
  return JSON.stringify({ ...(JSON.parse(widgetAuth) as Record<string, unknown>), ...change });
}

describe('Telegram authorisation data', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ now: () => NOW_MS });
  }, 60_000);
  afterAll(() => server.close());

  const loginTelegram = (telegramAuth: string) =>
    server.call<LoginValue>('POST', '/wps/session/login/telegram', { body: { telegramAuth } });

  async function expectRefused(cases: Record<string, string>) {
    for (const [name, telegramAuth] of Object.entries(cases)) {
      expect({ name, errorCode: (await loginTelegram(telegramAuth)).body.errorCode }).toEqual({
        name,
        errorCode: 'telegram_validate_failed',
      });
    }
  }

  it('accepts widget data as JSON and as base64 JSON (#tgAuthResult), and Mini App initData', async () => {
    const widget = telegramWidgetAuth(DEMO_BOT_TOKEN, BOUND, NOW_S);
    expect((await loginTelegram(widget)).body.value?.userName).toBe('member1');
    expect((await loginTelegram(Buffer.from(widget).toString('base64'))).body.value?.userName).toBe('member1');
    expect((await loginTelegram(miniAppInitData(DEMO_BOT_TOKEN, BOUND))).body.value?.userName).toBe('member1');
  });

  it('refuses data signed with another bot’s token or the other kind of key', async () => {
    const widgetFields = JSON.parse(telegramWidgetAuth(DEMO_BOT_TOKEN, BOUND, NOW_S)) as Record<string, unknown>;
    const initDataAsWidget = Object.fromEntries(new URLSearchParams(miniAppInitData(DEMO_BOT_TOKEN, BOUND)));
    await expectRefused({
      'widget data of another bot': telegramWidgetAuth(VNL_BOT_TOKEN, BOUND, NOW_S),
      'initData of another bot': miniAppInitData(VNL_BOT_TOKEN, BOUND),
      'initData hash sent as widget JSON': JSON.stringify({ ...initDataAsWidget }),
      'widget fields sent as initData': new URLSearchParams(widgetFields as Record<string, string>).toString(),
    });
  });

  it('refuses data changed after signing', async () => {
    const widget = telegramWidgetAuth(DEMO_BOT_TOKEN, { id: 1002, first_name: 'Someone' }, NOW_S);
    const hash = (JSON.parse(widget) as { hash: string }).hash;
    await expectRefused({
      'another id': tampered(widget, { id: 1001 }),
      'another name': tampered(widget, { first_name: 'Bound' }),
      'a later auth_date': tampered(widget, { auth_date: NOW_S + 10 }),
      'an added field': tampered(widget, { username: 'bound' }),
      'a hash with a non-hex tail': tampered(widget, { hash: `${hash}zz` }),
      'no hash': tampered(widget, { hash: undefined }),
      'initData with another user': miniAppInitData(DEMO_BOT_TOKEN, BOUND).replace('Bound', 'Other'),
    });
  });

  it('refuses auth_date older than a day or more than a minute ahead, and accepts it within those bounds', async () => {
    await expectRefused({
      'widget data a day and a second old': telegramWidgetAuth(DEMO_BOT_TOKEN, BOUND, NOW_S - DAY_S - 1),
      'initData a day and a second old': miniAppInitData(DEMO_BOT_TOKEN, BOUND, NOW_S - DAY_S - 1),
      'widget data five minutes ahead': telegramWidgetAuth(DEMO_BOT_TOKEN, BOUND, NOW_S + 300),
      'initData five minutes ahead': miniAppInitData(DEMO_BOT_TOKEN, BOUND, NOW_S + 300),
    });
    for (const authDate of [NOW_S - DAY_S + 1, NOW_S + 30]) {
      expect((await loginTelegram(telegramWidgetAuth(DEMO_BOT_TOKEN, BOUND, authDate))).body.value?.userName).toBe('member1');
    }
  });

  it('takes the same signed data again within the age limit, as the protocol intends (no nonce)', async () => {
    const widget = telegramWidgetAuth(DEMO_BOT_TOKEN, BOUND, NOW_S - 60);
    const first = await loginTelegram(widget);
    const replayed = await loginTelegram(widget);
    expect(first.body.value?.userName).toBe('member1');
    expect(replayed.body.value?.userName).toBe('member1');
    expect(replayed.body.value?.token).not.toBe(first.body.value?.token);
  });
});
