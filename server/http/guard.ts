/**
 * The per-endpoint guard run before validation: the Merchant header, the login rule, the
 * no-Authorization rule (flagged in the log) and decryption of {rsaKey, RSA, DES} bodies.
 */
import type { FastifyRequest } from 'fastify';
import { ErrorCode, endpoints, type EndpointClass } from '../../src/shared/contract';
import { findMerchant } from '../merchants/store';
import { tokenFromHeader, touchSession } from '../sessions/sessions';
import { decryptSubmission, isEncryptedBody, SubmissionError } from '../crypto/submission';
import { privateKeyFor } from '../crypto/rsa-keys';
import { maskSecrets } from '../qa/mask';
import { BizError, notLoggedIn } from './errors';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** The Merchant header; a sendBeacon to collect cannot set headers, so its body's merchant field counts too. */
export function resolveMerchant(request: FastifyRequest, endpoint?: EndpointClass): void {
  const fromBody = endpoint === endpoints.collect ? (request.body as { merchant?: unknown } | undefined)?.merchant : undefined;
  const code = header(request, 'merchant') ?? (typeof fromBody === 'string' ? fromBody : undefined);
  const merchant = findMerchant(request.server.ctx.db, code);
  if (!merchant) throw new BizError(ErrorCode.MERCHANT_NOT_FOUND, undefined, 400);
  request.merchant = merchant;
}

function resolveSession(request: FastifyRequest, endpoint: EndpointClass): void {
  const { ctx } = request.server;
  const authorization = header(request, 'authorization');
  if (authorization !== undefined && endpoint.noAuthHeader && request.qaLog) request.qaLog.authHeaderViolation = true;
  const token = tokenFromHeader(authorization);
  if (token && request.merchant)
    request.session = touchSession(ctx.db, token, request.merchant.code, ctx.now(), ctx.sessionTtlMs);
  if (endpoint.login === 'required' && !request.session) throw notLoggedIn();
}

function logDecrypted(request: FastifyRequest, body: unknown): void {
  if (!request.qaLog) return;
  request.qaLog.decryptedBody = maskSecrets(body);
  const password = (body as { password?: unknown } | null)?.password;
  if (typeof password === 'string') request.qaLog.passwordIsDefault = password === request.server.ctx.defaultMobilePassword;
}

function decryptBody(request: FastifyRequest, endpoint: EndpointClass): void {
  if (request.method !== 'POST') return;
  if (request.body === undefined || request.body === null) request.body = {};
  if (isEncryptedBody(request.body)) {
    const { ctx } = request.server;
    try {
      const plain = decryptSubmission(request.body, privateKeyFor(ctx.db, request.body.rsaKey, ctx.now()), {
        digest: header(request, 'x-digest'),
        rsa: header(request, 'x-rsa'),
      });
      request.body = plain;
      logDecrypted(request, plain);
    } catch (error) {
      throw new BizError(error instanceof SubmissionError ? error.code : ErrorCode.DECRYPT_FAILED);
    }
  } else if (endpoint.encrypted) {
    throw new BizError(ErrorCode.ENCRYPTION_REQUIRED);
  } else if (request.qaLog && typeof (request.body as { password?: unknown }).password === 'string') {
    logDecrypted(request, request.body);
  }
}

export async function guard(request: FastifyRequest): Promise<void> {
  const endpoint = request.routeOptions.config.endpoint;
  if (!endpoint) return;
  resolveMerchant(request, endpoint);
  resolveSession(request, endpoint);
  decryptBody(request, endpoint);
}
