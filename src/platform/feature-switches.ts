/**
 * The merchant's feature switches (spec §3, whitelabelVal) in one typed registry: what each switch controls, pure
 * checks screens and rules call with plain inputs, and hooks that read the switches the API worker stored in Dexie.
 * A merchant map (menuVisibility) can hide a menu key on top of the switches (ACCEPTANCE G17).
 */
import { FEATURE_SWITCHES, type FeatureSwitch } from '../shared/constants';
import type { WhitelabelValue } from '../shared/contract';
import { useFeatureSwitches } from '../data/hooks';

export type { FeatureSwitch };

/** What each switch turns on, as the spec and ACCEPTANCE describe it. */
export const FEATURE_SWITCH_INFO: Readonly<Record<FeatureSwitch, string>> = {
  STARTGAMEINAPP3: 'Games start only inside the app or the home-screen PWA; elsewhere label_start_game_error is shown.',
  GEETEST3: 'A captcha is required before a username login.',
  GEETESTRISK3: 'Login carries the captcha risk check (geetestRisk {geeToken, scene}) from GEETEST_RISK_APP_ID.',
  GEETESTTEST3: 'Puts the captcha into its test mode.',
  GEETESTVCODE3: 'A captcha (version v4) is required before a verification code is sent by SMS.',
  CBS3: 'Customer-service chat goes through CBS (CBS_launchChat) instead of the provider entry.',
  MOBILEAUTOLOGIN3: 'Auto login with remembered credentials at start.',
  PWDEXPFORCECHANGE3: 'An expired password forces a password change (/m/changePsw) after login.',
  GOOGLELOGIN3: 'Shows the Google login channel and one-tap on the login screen.',
  FACEBOOKLOGIN3: 'Shows the Facebook login channel.',
  TWITTERLOGIN3: 'Shows the Twitter login channel.',
  LINELOGIN3: 'Shows the LINE login channel.',
  TELEGRAMLOGIN3: 'Shows the Telegram login channel and fetches its settings.',
  FIREBASECREATEACC3: 'Registration adds the pending firebase, LINE or Telegram identity; allows social auto-register.',
  SSOMANUALREG3: 'Social sign-up goes through manual registration instead of auto-register.',
  UPDATEMOBILEICC3: 'The member may pick the international calling code of a mobile number.',
  REWCEN3: 'Shows the Rewards Centre entry on member home.',
  INBOX3: 'Shows the inbox entry with its unread badge on member home.',
  MANDATORYAPPUPDATES3: 'App updates are mandatory: the upgrade popup has no close button.',
};

export function isFeatureSwitch(key: string): key is FeatureSwitch {
  return (FEATURE_SWITCHES as readonly string[]).includes(key);
}

/** A switch is on only when the merchant's whitelabel says true; unknown (not loaded yet) counts as off. */
export function isSwitchOn(whitelabel: WhitelabelValue | undefined, key: FeatureSwitch): boolean {
  return whitelabel?.whitelabelVal[key] === true;
}

/**
 * Whether a menu key may be shown: the merchant map hides it with an explicit false (G17). A key that is also a
 * feature switch (REWCEN3, INBOX3, ...) needs its switch on as well (G30, G31); any other key (REFERRAL, VIP, ...)
 * is visible unless the map hides it.
 */
export function isMenuKeyVisible(whitelabel: WhitelabelValue | undefined, key: string): boolean {
  if (whitelabel?.menuVisibility[key] === false) return false;
  return isFeatureSwitch(key) ? isSwitchOn(whitelabel, key) : true;
}

export function useMenuKeyVisible(key: string): boolean {
  return isMenuKeyVisible(useFeatureSwitches(), key);
}
