/**
 * The backend as a LINE Login v2.1 client (developers.line.biz/en/reference/line-login/):
 * - an authorisation code is redeemed at POST {base}/oauth2/v2.1/token with the channel's id and secret, and the
 *   answer's id_token is believed only once its HS256 signature (keyed by the channel secret), iss, aud (the channel
 *   id) and exp check out;
 * - a LIFF or LINE-app access token is checked at GET {base}/oauth2/v2.1/verify (it must be this channel's and still
 *   valid), then the profile is read with it from GET {base}/v2/profile.
 * LINE refusing, or a token failing a check, gives undefined; a LINE that cannot be reached in time throws.
 */
import type { Server } from 'node:http';
import { errors, jwtVerify, type JWTPayload } from 'jose';
import type { MerchantConfig } from '../merchants/config';
import { listeningOrigin, parseHttpUrl } from '../http/origin';
import type { LineProfile } from './line';

/** LINE's own API. */
export const LINE_API_BASE = 'https://api.line.me';
/** Where a QA backend serves its LINE Login stand-in (server/qa/emulators/line-provider-routes.ts). */
export const LINE_EMULATOR_PATH = '/__emu/line';
export const LINE_ID_TOKEN_ISSUER = 'https://access.line.me';
export const LINE_TOKEN_PATH = '/oauth2/v2.1/token';
export const LINE_VERIFY_PATH = '/oauth2/v2.1/verify';
export const LINE_PROFILE_PATH = '/v2/profile';
/** How long a login waits for LINE's answer. */
const LINE_API_TIMEOUT_MS = 5_000;
/** Clock skew tolerated between LINE and this server. */
const CLOCK_TOLERANCE_S = 5;

/** A LINE Login channel: its id (the site settings' LINE_CLIENT_ID) and its secret, which only the backend knows. */
export interface LineChannel {
  id: string;
  secret: string;
}

export interface LineApi {
  base: string;
  channel: LineChannel;
  nowMs: number;
}

/** What the member site sends to WPS3RD_verifyLineCode: a code from the redirect, or a LIFF access token. */
export interface LineCredential {
  code?: string;
  redirectUri?: string;
  accessToken?: string;
}

interface LineIdTokenClaims extends JWTPayload {
  name?: unknown;
  picture?: unknown;
}

/** A configured base URL (WPS_LINE_API_BASE) without its trailing slash. */
export function parseLineApiBase(text: string): string {
  return parseHttpUrl('WPS_LINE_API_BASE', text).href.replace(/\/+$/, '');
}

/** The configured base; else, on a QA backend, its own emulator over loopback (undefined before it listens); else LINE's. */
export function lineApiBase(configured: string | undefined, qa: boolean, server: Server): string | undefined {
  if (configured) return configured;
  if (!qa) return LINE_API_BASE;
  const origin = listeningOrigin(server);
  return origin && `${origin}${LINE_EMULATOR_PATH}`;
}

export function lineChannelOf(config: MerchantConfig): LineChannel {
  return { id: config.settings.gw.LINE_CLIENT_ID, secret: config.line.channelSecret };
}

/** The LINE user a code (preferred when both are sent) or an access token stands for. */
export async function lineProfileOf(api: LineApi, credential: LineCredential): Promise<LineProfile | undefined> {
  if (credential.code) return profileByCode(api, credential.code, credential.redirectUri ?? '');
  if (credential.accessToken) return profileByAccessToken(api, credential.accessToken);
  return undefined;
}

async function profileByCode(api: LineApi, code: string, redirectUri: string): Promise<LineProfile | undefined> {
  const answer = await callLine(api.base, LINE_TOKEN_PATH, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: api.channel.id,
      client_secret: api.channel.secret,
    }),
  });
  const idToken = answer && stringField(answer, 'id_token');
  return idToken ? verifyLineIdToken(idToken, api.channel, api.nowMs) : undefined;
}

async function profileByAccessToken(api: LineApi, accessToken: string): Promise<LineProfile | undefined> {
  const verified = await callLine(api.base, `${LINE_VERIFY_PATH}?${new URLSearchParams({ access_token: accessToken })}`);
  const expiresIn = verified?.expires_in;
  if (!verified || verified.client_id !== api.channel.id || typeof expiresIn !== 'number' || expiresIn <= 0) return undefined;
  const profile = await callLine(api.base, LINE_PROFILE_PATH, { headers: { authorization: `Bearer ${accessToken}` } });
  const userId = profile && stringField(profile, 'userId');
  if (!profile || !userId) return undefined;
  return {
    lineUserId: userId,
    name: stringField(profile, 'displayName') ?? '',
    picture: stringField(profile, 'pictureUrl') ?? '',
  };
}

/** An id_token's user, once its signature and claims hold for this channel at nowMs. */
export async function verifyLineIdToken(idToken: string, channel: LineChannel, nowMs: number): Promise<LineProfile | undefined> {
  if (!channel.id || !channel.secret) return undefined;
  try {
    const { payload } = await jwtVerify<LineIdTokenClaims>(idToken, new TextEncoder().encode(channel.secret), {
      algorithms: ['HS256'],
      issuer: LINE_ID_TOKEN_ISSUER,
      audience: channel.id,
      requiredClaims: ['sub', 'iat', 'exp'],
      currentDate: new Date(nowMs),
      clockTolerance: CLOCK_TOLERANCE_S,
    });
    if (!payload.sub) return undefined;
    return { lineUserId: payload.sub, name: optionalString(payload.name) ?? '', picture: optionalString(payload.picture) ?? '' };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined;
    throw error;
  }
}

/** LINE's JSON answer, or undefined when LINE refused (any non-2xx status). */
async function callLine(base: string, path: string, init: RequestInit = {}): Promise<Record<string, unknown> | undefined> {
  const response = await fetch(`${base}${path}`, {
    ...init,
    redirect: 'error',
    signal: AbortSignal.timeout(LINE_API_TIMEOUT_MS),
  });
  if (!response.ok) {
    await response.body?.cancel();
    return undefined;
  }
  const body: unknown = await response.json();
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
}

function stringField(record: Record<string, unknown>, key: string): string | undefined {
  return optionalString(record[key]);
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
