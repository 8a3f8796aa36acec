/** System endpoints: status (W18), country (W19), domain route (W20), location (W21), whitelabel (W22), settings (W23), manifest (W24), captcha (W28), SMS (W29), affiliate (W30). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, type SmsNoLoginRequest } from '../../src/shared/contract';
import { wps, merchantOf, bodyOf, queryOf } from '../http/route';
import { BizError } from '../http/errors';
import { object, str } from '../http/schemas';
import { siteSettings, whitelabel } from '../merchants/views';
import { contentLanguage, translatedTemplate } from '../content/translations';
import { hostnameOf } from '../merchants/hosts';
import { issueChallenge, requireCaptcha } from '../auth/captcha';
import { isValidMobile, nationalMobile } from '../auth/mobile';
import { sendCode, smsTooSoon } from '../auth/codes';

interface AffiliateRow {
  code: string;
  domain: string;
  referral_code: string;
}

function clientIp(request: FastifyRequest): string {
  return request.ip.replace(/^::ffff:/, '');
}

export function systemRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  wps(
    app,
    'status',
    {
      schema: {
        querystring: object({
          device: str({ maxLength: 32 }),
          track: str({ maxLength: 8192 }),
          originalDomain: str({ maxLength: 253 }),
          url: str({ maxLength: 8192 }),
        }),
      },
    },
    (request) => {
      const merchant = merchantOf(request);
      const { originalDomain } = queryOf<{ originalDomain?: string }>(request);
      const domains = [hostnameOf(request.host), hostnameOf(originalDomain)];
      if (domains.some((domain) => domain && merchant.config.status.unavailableDomains.includes(domain))) {
        throw new BizError(ErrorCode.DOMAIN_NOT_AVAILABLE);
      }
      const { maintenance, maintenanceEnd, regionRestriction, ip } = merchant.config.settings;
      return { serverTime: ctx.now(), maintenance, maintenanceEnd, regionRestriction, ip: ip || clientIp(request) };
    },
  );

  wps(app, 'country', { schema: { querystring: object({}) } }, (request) => merchantOf(request).config.country);

  wps(
    app,
    'domainRoute',
    { schema: { querystring: object({ device: str({ maxLength: 32 }) }) } },
    (request) => merchantOf(request).config.settings.domainRoute,
  );

  wps(app, 'location', { schema: { querystring: object({}) } }, (request) => {
    const merchant = merchantOf(request);
    return {
      ip: merchant.config.settings.ip || clientIp(request),
      countryCode: merchant.config.country.countryCode,
      restricted: merchant.config.settings.regionRestriction,
    };
  });

  wps(app, 'whitelabel', { schema: { querystring: object({}) } }, (request) => whitelabel(merchantOf(request)));

  wps(app, 'settings', { schema: { querystring: object({}) } }, (request) => {
    const merchant = merchantOf(request);
    return translatedTemplate(ctx.db, merchant.code, siteSettings(merchant), contentLanguage(request, merchant.config));
  });

  wps(
    app,
    'manifest',
    { schema: { querystring: object({ merchantCode: str({ maxLength: 32 }), _: str({ maxLength: 20 }) }) } },
    (request) => merchantOf(request).config.manifest,
  );

  wps(app, 'captcha', { schema: { querystring: object({ t: str({ maxLength: 20 }) }) } }, (request) =>
    issueChallenge(ctx.db, merchantOf(request), ctx.now()),
  );

  wps(
    app,
    'smsNoLogin',
    {
      schema: {
        body: object(
          {
            countryDialingCode: str({ maxLength: 6 }),
            mobileNum: str({ minLength: 1, maxLength: 20 }),
            geetestValidateV4: str(),
            smsTemplate: str({ maxLength: 64 }),
          },
          ['mobileNum'],
        ),
      },
    },
    (request) => {
      const merchant = merchantOf(request);
      const body = bodyOf<SmsNoLoginRequest>(request);
      const mobile = nationalMobile(body.mobileNum, body.countryDialingCode || merchant.config.country.countryDialingCode);
      if (!isValidMobile(mobile)) throw new BizError(ErrorCode.MOBILE_INVALID);
      if (merchant.config.whitelabelVal.GEETESTVCODE3)
        requireCaptcha(ctx.db, merchant, { geetestValidateV4: body.geetestValidateV4 ?? '' }, ctx.now());
      if (smsTooSoon(ctx.db, merchant.code, mobile, ctx.now())) throw new BizError(ErrorCode.TOO_MANY_REQUEST);
      sendCode(ctx.db, merchant.code, 'sms', mobile, body.smsTemplate ?? 'sms-no-login', ctx.now());
      return {};
    },
  );

  wps(
    app,
    'affiliate',
    { schema: { querystring: object({ domain: str({ maxLength: 253 }), code: str({ maxLength: 64 }) }) } },
    (request) => {
      const merchant = merchantOf(request);
      const { domain, code } = queryOf<{ domain?: string; code?: string }>(request);
      if (!domain && !code) return null;
      const row = (
        code
          ? ctx.db
              .prepare('SELECT code, domain, referral_code FROM affiliates WHERE merchant = ? AND lower(code) = lower(?)')
              .get(merchant.code, code)
          : ctx.db
              .prepare('SELECT code, domain, referral_code FROM affiliates WHERE merchant = ? AND lower(domain) = lower(?)')
              .get(merchant.code, hostnameOf(domain))
      ) as AffiliateRow | undefined;
      return row ? { code: row.code, domain: row.domain, referralCode: row.referral_code } : null;
    },
  );
}
