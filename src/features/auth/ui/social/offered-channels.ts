/**
 * Which social channels a screen offers (spec §3 Switches, §6, §8; ACCEPTANCE C75, C105, G26, Q49): each under its
 * switch and the settings it needs; inside the official app, the channels that need a browser popup or an SDK the app
 * does not bridge (Facebook and Twitter) are offered but answer coming_soon.
 */
import { browserClientEnvironment, isOfficialApp } from '../../../environment';
import type { FirebaseSocialChannel } from '../../social/firebase-auth';
import { firebaseChannelConfigured } from '../../social/firebase-sign-in';
import { switchesOf, type AuthSettings } from '../deps';
import type { ScreenAuthSettings } from '../use-auth-settings';

/** What a social sign-in reads of a screen's settings. */
type SocialSettings = AuthSettings & Pick<ScreenAuthSettings, 'register'>;

export interface OfferedChannels {
  google: boolean;
  facebook: boolean;
  twitter: boolean;
  line: boolean;
  telegram: boolean;
}

/**
 * Whether a screen has all a social sign-in reads: the runtime config (the providers' addresses), the switches and the
 * register settings (what a new identity does; C85, C86). Each arrives from Dexie on its own, in any order; the
 * buttons show, one-tap is timed and a provider's return is handled only once all have.
 */
export function socialSettingsReady(settings: SocialSettings): boolean {
  return !!settings.config && !!settings.whitelabel && !!settings.register;
}

export function googleLoginOffered(settings: SocialSettings): boolean {
  return (
    socialSettingsReady(settings) &&
    !!switchesOf(settings).GOOGLELOGIN3 &&
    firebaseChannelConfigured('GOOGLE', settings.settings?.sms)
  );
}

/** Nothing is offered before the screen is ready for a social sign-in (a press would go to the wrong places). */
export function offeredChannels(settings: ScreenAuthSettings): OfferedChannels {
  if (!socialSettingsReady(settings)) return { google: false, facebook: false, twitter: false, line: false, telegram: false };
  const switches = switchesOf(settings);
  const sms = settings.settings?.sms;
  return {
    google: googleLoginOffered(settings),
    facebook: !!switches.FACEBOOKLOGIN3 && firebaseChannelConfigured('FACEBOOK', sms),
    twitter: !!switches.TWITTERLOGIN3 && firebaseChannelConfigured('TWITTER', sms),
    line: !!switches.LINELOGIN3 && !!settings.settings?.gw?.LINE_CLIENT_ID,
    telegram: !!switches.TELEGRAMLOGIN3,
  };
}

/** The official app bridges neither Facebook's SDK nor a sign-in popup (Q49). */
export function unsupportedHere(channel: FirebaseSocialChannel): boolean {
  return channel !== 'GOOGLE' && isOfficialApp(browserClientEnvironment());
}
