/**
 * The origin that generated absolute URLs (game launches, the chat room, emulator redirects) hang from: the
 * configured public origin, else the request's own Host. X-Forwarded-Host counts only when it came from a trusted
 * proxy, which Fastify's trustProxy decides for request.host and request.protocol.
 */
import type { Server } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../src/shared/contract';
import { BizError } from './errors';

/** A host name, IPv4 address or bracketed IPv6 address, with an optional port: nothing that could carry a path. */
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,252}))(?::\d{1,5})?$/;

export function isValidHost(host: string): boolean {
  return HOST.test(host);
}

/** A configured absolute http(s) URL, read at start-up; throws, naming the setting, when it is not one. */
export function parseHttpUrl(setting: string, text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${setting} must be an absolute http(s) URL, got ${JSON.stringify(text)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${setting} must be an http(s) URL, got ${JSON.stringify(text)}`);
  return url;
}

/** An absolute http(s) URL, or undefined for anything else (what a request names, not a setting). */
export function httpUrlOf(text: string): URL | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The scheme and host of a configured public origin. */
export function parsePublicOrigin(text: string): string {
  return parseHttpUrl('PUBLIC_ORIGIN', text).origin;
}

export function originOf(request: FastifyRequest): string {
  const configured = request.server.ctx.publicOrigin;
  if (configured) return configured;
  const host = request.host;
  if (!host || !isValidHost(host)) throw new BizError(ErrorCode.BAD_REQUEST, undefined, 400, 'The Host header is not a host');
  return `${request.protocol}://${host}`;
}

/** This server's own origin as the machine itself reaches it (a wildcard address means loopback); undefined before listen. */
export function listeningOrigin(server: Server): string | undefined {
  const address = server.address();
  if (!address || typeof address === 'string') return undefined;
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}
