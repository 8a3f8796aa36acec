/**
 * What each provider's hook shares with the screen's social login (use-social-login.ts): the screen's latest options,
 * the context a login goes on with, how a login runs to its outcome, and the busy state.
 */
import type { SocialContext, SocialOutcome } from '../../flows/social';
import type { AuthDeps } from '../../flows/types';
import type { SocialIdentity } from '../../social/pending-identity';
import type { ScreenAuthSettings } from '../use-auth-settings';

export interface SocialLoginOptions {
  deps: () => AuthDeps;
  settings: ScreenAuthSettings;
  goTarget: string | null;
  /** On /m/login: the LINE code and the Telegram fragment of the address are this screen's to handle. */
  handleReturns: boolean;
  /** The choose dialog's "existing account" on a screen without the login form (the registration modal). */
  onExisting?: () => void;
  /** Called before the choose dialog's "Register new" goes to /m/register: the registration modal closes (C87). */
  onLeave?: () => void;
}

export interface SocialRunner {
  /** The screen's options as of its last render. */
  latest: { readonly current: SocialLoginOptions };
  context(): SocialContext;
  /** Shows the login running, then its outcome: the choice, or what the screen's presenter says (call: the endpoint). */
  finish(running: Promise<SocialOutcome>, call: string): void;
  /** Logs an identity in (its own endpoint). */
  loginWith(identity: SocialIdentity): void;
  setBusy(busy: boolean): void;
}
