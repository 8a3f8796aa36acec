/**
 * What /m/config.json tells the page on a QA backend: use this backend's stand-ins for the captcha, pixel and push
 * providers, Google Identity Services, the Facebook SDK, LIFF, the chat widget and the carousel CDN (server/qa/emulators), so the site runs without the network.
 */
import type { RuntimeConfig } from '../../src/shared/contract';
import { CAROUSEL_CDN_EMU_SOURCES } from './emulators/carousel-cdn';
import { CHAT_WIDGET_EMU_PATH } from './emulators/chat-widget';
import { FACEBOOK_SDK_EMU_PATH } from './emulators/facebook-sdk';
import { GSI_CLIENT_EMU_PATH } from './emulators/google-identity';
import { LINE_LIFF_SDK_EMU_PATH } from './emulators/line-liff';
import { LINE_AUTHORIZE_EMU_PATH } from './emulators/line-provider-routes';
import { TELEGRAM_AUTH_EMU_PATH } from './emulators/telegram-provider';

export const EMULATED_PROVIDERS: Readonly<Partial<RuntimeConfig>> = {
  captchaProvider: 'local',
  pixelProvider: 'local',
  pushProvider: 'local',
  chatWidgetUrl: CHAT_WIDGET_EMU_PATH,
  lineAuthorizeUrl: LINE_AUTHORIZE_EMU_PATH,
  lineLiffScriptUrl: LINE_LIFF_SDK_EMU_PATH,
  telegramAuthUrl: TELEGRAM_AUTH_EMU_PATH,
  carouselScripts: CAROUSEL_CDN_EMU_SOURCES,
  googleIdentityScriptUrl: GSI_CLIENT_EMU_PATH,
  facebookSdkScriptUrl: FACEBOOK_SDK_EMU_PATH,
};
