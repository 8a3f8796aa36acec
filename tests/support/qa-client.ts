/**
 * The reference backend's QA surface (server/qa) as the end-to-end tests and the benchmarks call it: one typed
 * function per call, answers unwrapped from their envelope, and any failure thrown with the URL and status.
 * It speaks through Playwright's request context in the tests (traced with them) and through Node's fetch elsewhere.
 */
import type {
  CaptchaEmuMode,
  ChatCall,
  EmuRegistration,
  Fault,
  FaultSpec,
  LastSms,
  LogQuery,
  MemberPatch,
  MerchantConfig,
  OutboxMessage,
  PixelCall,
  PushToken,
  RequestLogEntry,
  SentPush,
  StoredBeacon,
  StoredEvent,
  BulkSeedResult,
} from '../../server/qa';
import type { Envelope, SiteSettings } from '../../src/shared/contract';

export type {
  CaptchaEmuMode,
  ChatCall,
  Fault,
  FaultSpec,
  PixelCall,
  RequestLogEntry,
  SentPush,
  StoredBeacon,
  StoredEvent,
} from '../../server/qa';

/** What the client needs of an HTTP client; Playwright's APIRequestContext is one as it is. */
export interface QaHttp {
  fetch(url: string, options: { method: string; data?: unknown; headers?: Record<string, string> }): Promise<QaResponse>;
}

export interface QaResponse {
  ok(): boolean;
  status(): number;
  text(): Promise<string>;
}

/** Node's fetch as a QaHttp, for callers without a Playwright request context (the benchmarks). */
export const nodeFetch: QaHttp = {
  async fetch(url, { method, data, headers = {} }) {
    const init: RequestInit = { method, headers };
    if (data !== undefined) {
      init.headers = { 'content-type': 'application/json', ...headers };
      init.body = JSON.stringify(data);
    }
    const response = await fetch(url, init);
    return { ok: () => response.ok, status: () => response.status, text: () => response.text() };
  },
};

/** Switches as PUT /__qa/merchants/{code}/whitelabel takes them: feature switches, whitelabelVal, menuVisibility. */
export type WhitelabelPatch = Record<string, boolean | Record<string, boolean>>;

/** A test notification: title and body (the FCM message is built for them), or the data to deliver as it is. */
export interface PushRequest {
  merchant?: string;
  token?: string;
  registrationToken?: string;
  title?: string;
  body?: string;
  target?: string;
  icon?: string;
  data?: Record<string, unknown>;
}

function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function qaClient(origin: string, http: QaHttp = nodeFetch) {
  async function call(method: string, path: string, data?: unknown, headers?: Record<string, string>): Promise<unknown> {
    const url = `${origin}${path}`;
    const response = await http.fetch(url, { method, ...(data === undefined ? {} : { data }), ...(headers ? { headers } : {}) });
    const text = await response.text();
    if (!response.ok()) throw new Error(`${method} ${url} answered ${response.status()}: ${text.slice(0, 200)}`);
    return text ? (JSON.parse(text) as unknown) : undefined;
  }
  /** The value of a QA route's envelope. */
  const value = async <T>(method: string, path: string, data?: unknown, headers?: Record<string, string>): Promise<T> =>
    ((await call(method, path, data, headers)) as Envelope<T>).value as T;
  const done = async (method: string, path: string, data?: unknown): Promise<void> => void (await call(method, path, data));

  return {
    /** Re-seeds the store and clears the logs, faults, captcha mode, push emulator and rate limits. */
    reset: () => done('POST', '/__qa/reset', {}),

    requests: (path?: string, query: Omit<LogQuery, 'path'> = {}) =>
      value<RequestLogEntry[]>('GET', `/__qa/requests${queryString({ path, ...query })}`),
    clearRequests: () => done('DELETE', '/__qa/requests'),

    addFault: (spec: FaultSpec) => value<Fault>('POST', '/__qa/faults', spec),
    faults: () => value<Fault[]>('GET', '/__qa/faults'),
    clearFaults: () => done('DELETE', '/__qa/faults'),
    removeFault: (id: number) => done('DELETE', `/__qa/faults/${id}`),

    events: (filter: { eventName?: string; since?: number } = {}) =>
      value<StoredEvent[]>('GET', `/__qa/events${queryString(filter)}`),
    clearEvents: () => done('DELETE', '/__qa/events'),
    beacons: () => value<StoredBeacon[]>('GET', '/__qa/beacons'),

    whitelabel: (merchant: string, switches: WhitelabelPatch) =>
      value<Pick<MerchantConfig, 'whitelabelVal' | 'menuVisibility'>>(
        'PUT',
        `/__qa/merchants/${encodeURIComponent(merchant)}/whitelabel`,
        switches,
      ),
    patchSettings: (merchant: string, patch: Record<string, unknown>) =>
      value<MerchantConfig>('PUT', `/__qa/merchants/${encodeURIComponent(merchant)}/settings`, patch),
    patchMember: (account: string, patch: MemberPatch & { merchant?: string }) =>
      value<MemberPatch & { id: string; account: string }>('PUT', `/__qa/members/${encodeURIComponent(account)}`, patch),
    totp: (account: string, merchant?: string) =>
      value<{ account: string; secret: string | null; code: string | null }>(
        'GET',
        `/__qa/members/${encodeURIComponent(account)}/totp${queryString({ merchant })}`,
      ),

    lastSms: (mobileNum: string, merchant?: string) =>
      value<LastSms | null>('GET', `/__qa/sms/last${queryString({ mobileNum, merchant })}`),
    outbox: () => value<OutboxMessage[]>('GET', '/__qa/outbox'),

    captcha: (mode: CaptchaEmuMode) => value<CaptchaEmuMode>('PUT', '/__qa/captcha', mode),
    clearCaptcha: () => value<CaptchaEmuMode>('DELETE', '/__qa/captcha'),

    seedGames: (merchant: string, count: number) => value<BulkSeedResult>('POST', '/__qa/games/seed', { merchant, count }),
    bumpAssets: () => value<{ bump: number }>('POST', '/__qa/assets/bump', {}),
    rotateRsaKey: () => value<{ publicKey: string }>('POST', '/__qa/rsa/rotate', {}),

    pushRegistrations: (merchant?: string) =>
      value<{ tokens: PushToken[]; devices: EmuRegistration[] }>('GET', `/__qa/push/registrations${queryString({ merchant })}`),
    push: (message: PushRequest) => value<{ deliveries: SentPush[] }>('POST', '/__qa/push', message),
    sentPushes: () => value<SentPush[]>('GET', '/__qa/push/sent'),
    rotatePushToken: (registrationToken: string) => value<{ token: string }>('POST', '/__qa/push/rotate', { registrationToken }),

    /** The chat widget emulator's calls (its log answers a bare list), received from `since` on. */
    chatLog: async (since?: number) => (await call('GET', `/__emu/chat/log${queryString({ since })}`)) as ChatCall[],
    clearChatLog: () => done('DELETE', '/__emu/chat/log'),
    pixelLog: () => value<PixelCall[]>('GET', '/__emu/pixels/log'),
    clearPixelLog: () => done('DELETE', '/__emu/pixels/log'),

    /** A merchant's settings as the site reads them (GET /wps/system/settings), to patch them from. */
    settings: async (merchant: string) => {
      const settings = await value<SiteSettings | undefined>('GET', '/wps/system/settings', undefined, { Merchant: merchant });
      if (!settings) throw new Error(`no settings for ${merchant}`);
      return settings;
    },
  };
}

export type QaClient = ReturnType<typeof qaClient>;
