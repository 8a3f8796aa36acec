/**
 * The QA side of push (ACCEPTANCE 3.5 POST /__qa/push, issue 7 item 8): the dev listing of push registrations and
 * a test notification for a registered device, in the message format FCM delivers (src/shared/push-message).
 *
 * A browser without network access has no real push service: POST /__qa/push records the message and answers it
 * with each target device's token and emulated endpoint, and the test delivers `data` to the service worker with
 * CDP ServiceWorker.deliverPushMessage. With a real FCM project the same message would go to FCM's send API.
 *
 *   GET  /__qa/push/registrations?merchant=   the backend's bindings (CSP_fcm*) and the emulator's devices
 *   POST /__qa/push {merchant?, token? | registrationToken?, title, body, target?, icon?} or {registrationToken, data}
 *   GET  /__qa/push/sent                      what was sent
 *   POST /__qa/push/rotate {registrationToken} the provider replaces a device's token (F43)
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ErrorCode, ok } from '../../src/shared/contract';
import { buildPushMessage } from '../../src/shared/push-message';
import { BizError } from '../http/errors';
import { bodyOf, queryOf } from '../http/route';
import { object, str } from '../http/schemas';
import { listPushTokens } from '../push/tokens';
import type { QaState, SentPush } from './state';

const SENT_LIMIT = 500;

interface PushRequest {
  merchant?: string;
  token?: string;
  registrationToken?: string;
  title?: string;
  body?: string;
  target?: string;
  icon?: string;
  data?: Record<string, unknown>;
}

const pushBody = object(
  {
    merchant: str({ maxLength: 32 }),
    token: str({ minLength: 1, maxLength: 4096 }),
    registrationToken: str({ minLength: 1, maxLength: 4096 }),
    title: str({ maxLength: 256 }),
    body: str({ maxLength: 2048 }),
    target: str({ maxLength: 2048 }),
    icon: str({ maxLength: 2048 }),
    data: { type: 'object' },
  },
  [],
  false,
);

export function qaPushRoutes(
  app: FastifyInstance,
  { fcm: emulator, sentPushes: log }: Pick<QaState, 'fcm' | 'sentPushes'>,
): void {
  const { ctx } = app;

  app.get('/__qa/push/registrations', { schema: { querystring: object({ merchant: str({ maxLength: 32 }) }) } }, (request) => {
    const { merchant } = queryOf<{ merchant?: string }>(request);
    return ok({
      tokens: listPushTokens(ctx.db).filter((token) => !merchant || token.merchant === merchant),
      devices: emulator.live(),
    });
  });

  app.post('/__qa/push', { schema: { body: pushBody } }, (request) => {
    const input = bodyOf<PushRequest>(request);
    const merchant = input.merchant ?? (typeof request.headers.merchant === 'string' ? request.headers.merchant : 'DEMO');
    const wanted = input.token ?? input.registrationToken;
    if (!input.data && !input.title && !input.body)
      throw new BizError(ErrorCode.BAD_REQUEST, undefined, 400, 'title and body, or data, are needed');
    // A registered device: a token the backend was told about (CSP_fcmBind) and that is still subscribed.
    const targets = listPushTokens(ctx.db).filter(
      (token) => token.merchant === merchant && token.subscribed && (!wanted || token.registrationToken === wanted),
    );
    if (targets.length === 0) throw new BizError(ErrorCode.BAD_REQUEST, undefined, 404, 'no registered device');
    const deliveries = targets.map((target) => {
      const device = emulator.current(target.registrationToken);
      const data =
        input.data ??
        buildPushMessage({
          title: input.title ?? '',
          body: input.body ?? '',
          ...(input.icon ? { icon: input.icon } : {}),
          ...(input.target ? { target: input.target } : {}),
          ...(device ? { senderId: device.senderId } : {}),
          messageId: randomUUID(),
        });
      const entry: SentPush = {
        id: randomUUID(),
        merchant,
        registrationToken: target.registrationToken,
        endpoint: device?.endpoint ?? null,
        data,
        sentAt: ctx.now(),
      };
      log.push(entry);
      if (log.length > SENT_LIMIT) log.splice(0, log.length - SENT_LIMIT);
      return entry;
    });
    return ok({ deliveries });
  });

  app.get('/__qa/push/sent', () => ok(log));

  app.post(
    '/__qa/push/rotate',
    { schema: { body: object({ registrationToken: str({ minLength: 1, maxLength: 4096 }) }, ['registrationToken'], false) } },
    (request) => {
      const rotated = emulator.rotate(bodyOf<{ registrationToken: string }>(request).registrationToken, ctx.now());
      if (!rotated) throw new BizError(ErrorCode.BAD_REQUEST, undefined, 404, 'registration unknown');
      return ok({ token: rotated.token });
    },
  );
}
