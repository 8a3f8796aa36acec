/** Business errors and the enveloped answers for every failure, so that no /wps call ever answers a bare 500. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, fail } from '../../src/shared/contract';
import { messageFor } from './messages';

/** A rule the request broke: HTTP 200 success:false unless a status is given. */
export class BizError extends Error {
  constructor(
    readonly code: string,
    readonly value?: unknown,
    readonly status = 200,
    message?: string,
  ) {
    super(message ?? code);
  }
}

export function notLoggedIn(): BizError {
  return new BizError(ErrorCode.CUSTOMER_NOT_LOGIN, undefined, 401);
}

function languageOf(request: FastifyRequest): string | undefined {
  const header = request.headers['language'];
  return typeof header === 'string' ? header : undefined;
}

export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  message?: string,
  value?: unknown,
) {
  return reply.code(status).send(fail(code, message ?? messageFor(code, languageOf(request)) ?? code, value));
}

const FRAMEWORK_CODES: Record<string, { status: number; code: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: ErrorCode.UNSUPPORTED_MEDIA_TYPE },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: ErrorCode.PAYLOAD_TOO_LARGE },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: ErrorCode.BAD_REQUEST },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: ErrorCode.BAD_REQUEST },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: ErrorCode.BAD_REQUEST },
  FST_ERR_VALIDATION: { status: 400, code: ErrorCode.BAD_REQUEST },
};

/**
 * The envelope for any error: thrown by a route, or raised by Fastify itself — also before routing (its
 * frameworkErrors option: a malformed percent-escape in the path, an over-long path parameter). Only an error that
 * names no client fault is a 500.
 */
export function answerError(error: FastifyError | BizError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof BizError) {
    const message = error.message !== error.code ? error.message : undefined;
    return sendFailure(request, reply, error.status, error.code, message, error.value);
  }
  const known = error.code ? FRAMEWORK_CODES[error.code] : undefined;
  if (known) return sendFailure(request, reply, known.status, known.code, error.message);
  if (error.validation) return sendFailure(request, reply, 400, ErrorCode.BAD_REQUEST, error.message);
  const status = error.statusCode ?? 500;
  if (status === 414) return sendFailure(request, reply, 414, ErrorCode.URI_TOO_LONG);
  if (status >= 400 && status < 500) return sendFailure(request, reply, status, ErrorCode.BAD_REQUEST, error.message);
  request.log.error({ err: error }, 'unhandled error');
  return sendFailure(request, reply, 500, ErrorCode.INTERNAL_ERROR);
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
  app.setNotFoundHandler((request, reply) =>
    sendFailure(request, reply, 404, ErrorCode.NOT_FOUND, `No route for ${request.method} ${request.url.split('?')[0]}`),
  );
}
