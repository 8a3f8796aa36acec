/**
 * What /m/config.json tells the page on a QA backend: use this backend's stand-ins for the captcha, pixel and push
 * providers, the chat widget and the carousel CDN (server/qa/emulators), so the site runs without the network.
 */
import type { RuntimeConfig } from '../../src/shared/contract';
import { CAROUSEL_CDN_EMU_SOURCES } from './emulators/carousel-cdn';
import { CHAT_WIDGET_EMU_PATH } from './emulators/chat-widget';

export const EMULATED_PROVIDERS: Readonly<Partial<RuntimeConfig>> = {
  captchaProvider: 'local',
  pixelProvider: 'local',
  pushProvider: 'local',
  chatWidgetUrl: CHAT_WIDGET_EMU_PATH,
  carouselScripts: CAROUSEL_CDN_EMU_SOURCES,
};
