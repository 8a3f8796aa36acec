/**
 * Security headers on every response (the site under /m/, /wps/*, the emulators, the QA surface, errors and 404s):
 * - Content-Security-Policy per merchant, from its settings and its runtime config (./content-security-policy.ts),
 *   with Permissions-Policy and X-Frame-Options, on whatever a browser may run as a page or a worker (HTML, scripts,
 *   SVG, anything untyped); data answers (JSON, stylesheets, raster images, fonts) get DATA_ANSWER_POLICY instead;
 *   the emulated third-party pages (/__emu/* HTML) get the script-free policy of a vendor's page;
 * - @fastify/helmet for the fixed ones: X-Content-Type-Options nosniff, Referrer-Policy
 *   strict-origin-when-cross-origin, Cross-Origin-Opener-Policy same-origin-allow-popups, Origin-Agent-Cluster, and the legacy
 *   hardening headers; Permissions-Policy and X-Frame-Options here;
 * - Strict-Transport-Security only on a request that came over https (request.protocol: the connection's, or a
 *   trusted proxy's X-Forwarded-Proto), so a plain-http QA or development backend never pins its host to https.
 * The headers are set in onSend, so the error handler and the 404 handler cannot lose them.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { merchantForHost } from '../merchants/hosts';
import { findMerchant } from '../merchants/store';
import { runtimeConfig } from '../routes/static';
import {
  contentSecurityPolicy,
  CROSS_ORIGIN_OPENER_POLICY,
  DATA_ANSWER_POLICY,
  EMULATED_PAGE_POLICY,
  HSTS,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  serializePolicy,
  type PolicyInput,
} from './content-security-policy';

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

const HTTPS_URL = /https:\/\/[^\s"'<>()]+/gi;

/** The https URLs in the string values of the given objects (image addresses, or HTML that holds some). */
export function httpsUrlsIn(values: readonly unknown[]): string[] {
  return values.flatMap((value) => {
    if (typeof value === 'string') return value.match(HTTPS_URL) ?? [];
    return value && typeof value === 'object' ? httpsUrlsIn(Object.values(value)) : [];
  });
}

/** The policy's input for the merchant the request's host names (none: the site's own sources only). */
export function policyInputFor(
  ctx: Pick<AppContext, 'db' | 'hosts' | 'env' | 'qa' | 'firebaseAuthEmulatorUrl'>,
  host: string | undefined,
): PolicyInput {
  const merchant = findMerchant(ctx.db, merchantForHost(host, ctx.hosts));
  if (!merchant) return {};
  const settings: Partial<typeof merchant.config.settings> & { frameAncestors?: unknown } = merchant.config.settings ?? {};
  const sms = settings.sms;
  return {
    runtime: runtimeConfig(ctx, merchant.code),
    settings: {
      captcha: Boolean(settings.gw?.GEETEST_ID || settings.gw?.GEETEST_RISK_APP_ID),
      firebasePush: Boolean(sms?.vapidKey && sms.apiKey && sms.projectId && sms.appId && sms.messagingSenderId),
      firebaseAuth: Boolean(sms?.apiKey && sms.projectId && sms.authDomain),
      firebasePhone: Boolean(sms?.firebase),
      lineLiff: Boolean(settings.gw?.LINE_CLIENT_ID && settings.gw.LINE_LIFF_ID),
      firebaseAuthDomain: sms?.authDomain,
      // The image CDNs, and wherever the template (logo, favicon, splash, HTML feature) and resources put images.
      imageCdns: [
        ...stringList(settings.imageCDNs),
        ...httpsUrlsIn([settings.mobileTemplate, settings.resources, merchant.config.brand?.logo]),
      ],
      frameAncestors: stringList(settings.frameAncestors),
    },
  };
}

const DATA_TYPE =
  /^(application\/([\w.-]+\+)?json|text\/css|image\/(png|jpeg|gif|webp|avif|x-icon|vnd\.microsoft\.icon)|font\/[\w-]+)\s*(;|$)/i;

/** An answer no browser runs as a page or a worker: JSON, a stylesheet, a raster image (not SVG) or a font. */
export function isDataAnswer(contentType: unknown): boolean {
  return typeof contentType === 'string' && DATA_TYPE.test(contentType);
}

function isEmulatedPage(request: FastifyRequest, reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return request.url.startsWith('/__emu/') && typeof type === 'string' && type.startsWith('text/html');
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  await app.register(helmet, {
    global: true,
    // Per merchant, and HSTS only over https: both set below.
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    xFrameOptions: false,
    referrerPolicy: { policy: REFERRER_POLICY },
    crossOriginOpenerPolicy: { policy: CROSS_ORIGIN_OPENER_POLICY },
    // The carousel library is served to other origins (its CDN stand-in), the images to the merchant's pages.
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (isDataAnswer(reply.getHeader('content-type'))) {
      reply.header('content-security-policy', DATA_ANSWER_POLICY);
      return payload;
    }
    if (isEmulatedPage(request, reply)) {
      reply.header('content-security-policy', EMULATED_PAGE_POLICY);
      reply.header('x-frame-options', 'DENY');
    } else {
      const directives = contentSecurityPolicy(policyInputFor(ctx, request.host));
      reply.header('content-security-policy', serializePolicy(directives));
      if (directives['frame-ancestors']?.[0] === "'none'") reply.header('x-frame-options', 'DENY');
    }
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    return payload;
  });
}
