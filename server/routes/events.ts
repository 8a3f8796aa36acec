/** Tracking events (W27), the ping fallback (W26) and beacons (W25). */
import type { FastifyInstance } from 'fastify';
import { ErrorCode, type CollectBeacon, type TrackingEvent } from '../../src/shared/contract';
import { wps, merchantOf, bodyOf, queryOf } from '../http/route';
import { BizError } from '../http/errors';
import { object, str } from '../http/schemas';
import { storeBeacon, storeEvents, validateEvent } from '../events/store';
import { EVENT_PING_URL_MAX_BYTES } from '../../src/shared/constants';

const eventSchema = object(
  {
    domain: str({ maxLength: 253 }),
    affiliateCode: str({ maxLength: 64 }),
    eventName: str({ minLength: 1, maxLength: 64 }),
    eventValue: object({ eventId: str({ minLength: 1, maxLength: 128 }) }, ['eventId']),
  },
  ['domain', 'affiliateCode', 'eventName', 'eventValue'],
  false,
);

function parseEvents(raw: string): TrackingEvent[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new BizError(ErrorCode.BAD_REQUEST, undefined, 400, 'events must be a JSON array');
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  if (list.length === 0 || list.length > 100)
    throw new BizError(ErrorCode.BAD_REQUEST, undefined, 400, 'events must hold 1 to 100 events');
  return list.map(validateEvent);
}

export function eventRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  wps(app, 'event', { schema: { body: eventSchema } }, (request) => {
    const event = validateEvent(bodyOf<TrackingEvent>(request));
    return storeEvents(ctx.db, merchantOf(request).code, request.session?.memberId ?? null, [event], 'post', ctx.now());
  });

  wps(
    app,
    'ping',
    { schema: { querystring: object({ events: str({ minLength: 2, maxLength: EVENT_PING_URL_MAX_BYTES * 4 }) }, ['events']) } },
    (request) => {
      const events = parseEvents(queryOf<{ events: string }>(request).events);
      return storeEvents(ctx.db, merchantOf(request).code, request.session?.memberId ?? null, events, 'ping', ctx.now());
    },
  );

  wps(
    app,
    'collect',
    { schema: { body: object({ merchant: str({ maxLength: 32 }), value: str({ maxLength: 4096 }) }, ['value']) } },
    (request, reply) => {
      const body = bodyOf<CollectBeacon>(request);
      storeBeacon(ctx.db, merchantOf(request).code, body.value, String(request.headers['content-type'] ?? ''), ctx.now());
      reply.code(204).send();
    },
  );
}
