/**
 * The QA backend's stand-ins for third parties (ACCEPTANCE 3.6): a page that never answers, LINE Login and LIFF, Telegram
 * Login, Google Identity Services, the Facebook SDK, the captcha provider, the ad pixels, FCM, the chat widget and the carousel CDN.
 */
import type { FastifyInstance } from 'fastify';
import type { QaState } from '../state';
import { captchaEmuRoutes } from './captcha-routes';
import { carouselCdnEmuRoutes } from './carousel-cdn';
import { chatWidgetRoutes } from './chat-widget';
import { facebookSdkRoutes } from './facebook-sdk';
import { fcmEmuRoutes } from './fcm';
import { googleIdentityRoutes } from './google-identity';
import { lineLiffRoutes } from './line-liff';
import { lineProviderRoutes } from './line-provider-routes';
import { pixelEmuRoutes } from './pixels';
import { telegramProviderRoutes } from './telegram-provider-routes';

export const HANG_EMU_PATH = '/__emu/hang';

export function emulatorRoutes(app: FastifyInstance, state: QaState): void {
  app.get(HANG_EMU_PATH, (_request, reply) => {
    reply.hijack();
  });
  lineProviderRoutes(app, state.line);
  lineLiffRoutes(app, state.line);
  telegramProviderRoutes(app);
  googleIdentityRoutes(app);
  facebookSdkRoutes(app);
  captchaEmuRoutes(app, state.captcha);
  pixelEmuRoutes(app);
  fcmEmuRoutes(app, state.fcm);
  chatWidgetRoutes(app);
  carouselCdnEmuRoutes(app);
}
