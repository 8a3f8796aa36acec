/** Body parsers that keep the raw text for the request log: JSON, and text/plain JSON as sendBeacon sends it. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { maskRawBody } from '../qa/mask';

export const BODY_LIMIT_BYTES = 256 * 1024;

class InvalidJsonError extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_CTP_INVALID_JSON_BODY';
}

function parseJson(request: FastifyRequest, body: string): unknown {
  request.rawBody = body;
  if (request.qaLog) request.qaLog.rawBody = maskRawBody(body) ?? null;
  if (body.trim() === '') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch (error) {
    throw new InvalidJsonError(`Body is not valid JSON: ${(error as Error).message}`);
  }
}

export function registerParsers(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  for (const type of ['application/json', 'text/plain']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES }, (request, body, done) => {
      try {
        done(null, parseJson(request, body as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    });
  }
}
