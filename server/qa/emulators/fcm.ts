/**
 * The FCM emulator (ACCEPTANCE 3.6 "FCM / web push", F41–F43, F46): Firebase's installation and registration calls
 * under /__emu/fcm, answered like the real services, with a token rotation on the provider's side. State lives in
 * memory per app (the QA state) and is cleared by POST /__qa/reset; every call is in the QA request log, and
 * the QA fault injection reaches these paths too (a 503 on installations, F46).
 *
 *   POST   /__emu/fcm/installations/v1/projects/:project/installations   {fid, appId, authVersion, sdkVersion}
 *   POST   /__emu/fcm/registrations/v1/projects/:project/registrations   {senderId, web:{applicationPubKey, endpoint}}
 *   GET    /__emu/fcm/registrations/v1/projects/:project/registrations/:token   → the current token (rotated or not)
 *   DELETE /__emu/fcm/registrations/v1/projects/:project/registrations/:token
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const FCM_EMU_PREFIX = '/__emu/fcm';
const AUTH_TOKEN_TTL = '604800s';

export interface EmuInstallation {
  fid: string;
  projectId: string;
  appId: string;
  apiKey: string;
  authToken: string;
  createdAt: number;
}

export interface EmuRegistration {
  token: string;
  fid: string;
  projectId: string;
  vapidKey: string;
  senderId: string;
  endpoint: string;
  createdAt: number;
  /** Set when the provider rotated this token: its successor. */
  replacedBy?: string;
}

export class FcmEmulator {
  readonly installations = new Map<string, EmuInstallation>();
  readonly registrations = new Map<string, EmuRegistration>();

  clear(): void {
    this.installations.clear();
    this.registrations.clear();
  }

  /** The live registration a token leads to, following rotations; undefined when deleted or unknown. */
  current(token: string): EmuRegistration | undefined {
    let registration = this.registrations.get(token);
    for (let hops = 0; registration?.replacedBy && hops < 100; hops += 1)
      registration = this.registrations.get(registration.replacedBy);
    return registration && !registration.replacedBy ? registration : undefined;
  }

  /** The provider replaces a token (what Firebase does now and then): the old one leads to the new one. */
  rotate(token: string, now: number): EmuRegistration | undefined {
    const registration = this.current(token);
    if (!registration) return undefined;
    const next = { ...registration, token: newToken(registration.fid), createdAt: now };
    registration.replacedBy = next.token;
    this.registrations.set(next.token, next);
    return next;
  }

  live(): EmuRegistration[] {
    return [...this.registrations.values()].filter((registration) => !registration.replacedBy);
  }
}

/** An FCM-looking registration token: `<fid>:APA91b<random>`. */
function newToken(fid: string): string {
  return `${fid}:APA91b${randomBytes(24).toString('base64url')}`;
}

function googleError(reply: FastifyReply, code: number, status: string, message: string) {
  return reply.code(code).send({ error: { code, message, status } });
}

const text = (maxLength: number) => ({ type: 'string', maxLength });
const projectParams = { type: 'object', properties: { project: text(128) }, required: ['project'] };
const tokenParams = { type: 'object', properties: { project: text(128), token: text(512) }, required: ['project', 'token'] };

export function fcmEmuRoutes(app: FastifyInstance, emulator: FcmEmulator): void {
  const { ctx } = app;
  const apiKeyOf = (headers: Record<string, unknown>) =>
    typeof headers['x-goog-api-key'] === 'string' ? headers['x-goog-api-key'] : '';
  const installationOf = (headers: Record<string, unknown>) => {
    const auth = headers['x-goog-firebase-installations-auth'];
    const token = typeof auth === 'string' && auth.startsWith('FIS_v2 ') ? auth.slice('FIS_v2 '.length) : '';
    return [...emulator.installations.values()].find((installation) => installation.authToken === token);
  };

  app.post(
    `${FCM_EMU_PREFIX}/installations/v1/projects/:project/installations`,
    {
      schema: {
        params: projectParams,
        body: {
          type: 'object',
          properties: { fid: text(64), appId: text(256), authVersion: text(16), sdkVersion: text(64) },
          required: ['fid', 'appId'],
        },
      },
    },
    (request, reply) => {
      const apiKey = apiKeyOf(request.headers);
      if (!apiKey) return googleError(reply, 403, 'PERMISSION_DENIED', 'API key missing');
      const { project } = request.params as { project: string };
      const body = request.body as { fid: string; appId: string };
      const installation: EmuInstallation = {
        fid: body.fid,
        projectId: project,
        appId: body.appId,
        apiKey,
        authToken: randomBytes(24).toString('base64url'),
        createdAt: ctx.now(),
      };
      emulator.installations.set(installation.fid, installation);
      return reply.header('cache-control', 'no-store').send({
        name: `projects/${project}/installations/${installation.fid}`,
        fid: installation.fid,
        refreshToken: randomBytes(16).toString('base64url'),
        authToken: { token: installation.authToken, expiresIn: AUTH_TOKEN_TTL },
      });
    },
  );

  app.post(
    `${FCM_EMU_PREFIX}/registrations/v1/projects/:project/registrations`,
    {
      schema: {
        params: projectParams,
        body: {
          type: 'object',
          properties: {
            senderId: text(64),
            web: {
              type: 'object',
              properties: { applicationPubKey: text(512), endpoint: text(2048) },
              required: ['applicationPubKey', 'endpoint'],
            },
          },
          required: ['senderId', 'web'],
        },
      },
    },
    (request, reply) => {
      const installation = installationOf(request.headers);
      if (!apiKeyOf(request.headers) || !installation) return googleError(reply, 401, 'UNAUTHENTICATED', 'Installation unknown');
      const { project } = request.params as { project: string };
      const body = request.body as { senderId: string; web: { applicationPubKey: string; endpoint: string } };
      const registration: EmuRegistration = {
        token: newToken(installation.fid),
        fid: installation.fid,
        projectId: project,
        vapidKey: body.web.applicationPubKey,
        senderId: body.senderId,
        endpoint: body.web.endpoint,
        createdAt: ctx.now(),
      };
      emulator.registrations.set(registration.token, registration);
      return reply.header('cache-control', 'no-store').send({ token: registration.token });
    },
  );

  const registrationPath = `${FCM_EMU_PREFIX}/registrations/v1/projects/:project/registrations/:token`;
  app.get(registrationPath, { schema: { params: tokenParams } }, (request, reply) => {
    if (!installationOf(request.headers)) return googleError(reply, 401, 'UNAUTHENTICATED', 'Installation unknown');
    const registration = emulator.current((request.params as { token: string }).token);
    if (!registration) return googleError(reply, 404, 'NOT_FOUND', 'Registration unknown');
    return reply.header('cache-control', 'no-store').send({ token: registration.token });
  });

  app.delete(registrationPath, { schema: { params: tokenParams } }, (request, reply) => {
    if (!installationOf(request.headers)) return googleError(reply, 401, 'UNAUTHENTICATED', 'Installation unknown');
    const registration = emulator.current((request.params as { token: string }).token);
    if (registration) emulator.registrations.delete(registration.token);
    return reply.header('cache-control', 'no-store').send({});
  });
}
