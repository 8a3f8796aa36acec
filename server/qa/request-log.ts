/**
 * The QA request log (SRV): one entry per request, credential parameters stripped from its URL and referer, credential
 * headers (authorization, cookie) reduced to their presence, and secrets masked.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { stripCredentials } from '../../src/shared/url';
import { matchesGlob } from './glob';

export interface RequestLogEntry {
  id: number;
  method: string;
  path: string;
  url: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string | string[] | boolean>;
  merchant: string | null;
  rawBody: string | null;
  decryptedBody: unknown;
  /** For encrypted or plain bodies with a password field: whether it equals the default mobile password (the value itself is masked). */
  passwordIsDefault: boolean | null;
  tStart: number;
  tEnd: number | null;
  status: number | null;
  clientAborted: boolean;
  authHeaderViolation: boolean;
  fault: number | null;
}

export interface LogQuery {
  path?: string;
  since?: number;
  limit?: number;
}

const CAPACITY = 5000;

/** Headers whose value is a credential: the log keeps only that they were sent (true). */
const SECRET_HEADERS: readonly string[] = ['authorization', 'proxy-authorization', 'cookie', 'set-cookie'];
/** Headers holding a URL, which may carry credential query parameters. */
const URL_HEADERS: readonly string[] = ['referer'];

function redactHeader(name: string, value: string | string[]): string | string[] | true {
  if (SECRET_HEADERS.includes(name)) return true;
  if (!URL_HEADERS.includes(name)) return value;
  return Array.isArray(value) ? value.map(stripCredentials) : stripCredentials(value);
}

export function redactHeaders(headers: IncomingHttpHeaders): RequestLogEntry['headers'] {
  const copy: RequestLogEntry['headers'] = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    copy[name] = redactHeader(name, value);
  }
  return copy;
}

export function queryOf(url: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  const search = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  for (const [key, value] of new URLSearchParams(search)) {
    const existing = query[key];
    query[key] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return query;
}

export class RequestLog {
  private entries: RequestLogEntry[] = [];
  private nextId = 1;

  start(method: string, rawUrl: string, headers: IncomingHttpHeaders, now: number): RequestLogEntry {
    const url = stripCredentials(rawUrl);
    const merchant = headers['merchant'];
    const entry: RequestLogEntry = {
      id: this.nextId++,
      method,
      path: url.split('?')[0] ?? url,
      url,
      query: queryOf(url),
      headers: redactHeaders(headers),
      merchant: typeof merchant === 'string' ? merchant : null,
      rawBody: null,
      decryptedBody: null,
      passwordIsDefault: null,
      tStart: now,
      tEnd: null,
      status: null,
      clientAborted: false,
      authHeaderViolation: false,
      fault: null,
    };
    this.entries.push(entry);
    if (this.entries.length > CAPACITY) this.entries.splice(0, this.entries.length - CAPACITY);
    return entry;
  }

  list({ path, since, limit }: LogQuery = {}): RequestLogEntry[] {
    const matching = this.entries.filter(
      (entry) => (path === undefined || matchesGlob(path, entry.path)) && (since === undefined || entry.tStart >= since),
    );
    return limit === undefined ? matching : matching.slice(-limit);
  }

  clear(): void {
    this.entries = [];
  }
}
