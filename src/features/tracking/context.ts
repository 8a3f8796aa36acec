/** The tracking context of this page, read when an event is recorded (ACCEPTANCE F5, F8, F10, F16, Q84, Q88). */
import { readCookie } from '../../shared/cookies';
import { readSession } from '../../platform/session/session-store';
import { browserClientEnvironment, isHomeScreenLaunch } from '../environment';
import { attributionDomain, readRegInfo, readS2sInfo } from './rules/attribution';
import { trackingChannels, type TrackingContext } from './rules/event-value';
import { FBC_COOKIE, FBP_COOKIE } from './rules/fb-cookies';
import { entryTid, readSessionEntry } from './entry';

/** The traffic source of this tab (Q83). */
export function entryFrom(): string {
  return new URLSearchParams(location.search).get('from') || readSessionEntry().from || '';
}

export function readTrackingContext(pixelChannels: readonly string[]): TrackingContext {
  const attribution = readRegInfo(localStorage);
  const session = readSession();
  const cookies = document.cookie;
  const s2s = readS2sInfo(localStorage);
  return {
    domain: attributionDomain(attribution, location.hostname),
    affiliateCode: attribution?.affiliateCode ?? '',
    tid: entryTid(),
    pwaType: isHomeScreenLaunch(browserClientEnvironment()) ? 'PWA' : 'H5',
    channels: trackingChannels(pixelChannels, entryFrom() || undefined),
    clickIds: readSessionEntry().clickIds ?? {},
    fbc: readCookie(cookies, FBC_COOKIE) ?? '',
    fbp: readCookie(cookies, FBP_COOKIE) ?? '',
    ...(s2s ? { s2s } : {}),
    ...(session ? { customer: { id: session.id, name: session.userName } } : {}),
  };
}
