/**
 * Google Identity Services (spec §7; ACCEPTANCE C77, C94, Q44): its client script, loaded on demand from the runtime
 * config's URL (a QA backend names its stand-in), gives a Google id token for the merchant's web client id
 * (googleWebClientId) through `google.accounts.id` initialize and prompt. The token is then exchanged for a Firebase
 * id token (firebase-auth.ts).
 */
import { GOOGLE_IDENTITY_SCRIPT_URL } from '../../../shared/constants';
import { createScriptLoader, type ScriptLoader } from '../captcha/loader';

/** What the prompt's listener is told (google.accounts.id.PromptMomentNotification). */
export interface PromptMoment {
  isNotDisplayed(): boolean;
  getNotDisplayedReason(): string | undefined;
  isSkippedMoment(): boolean;
  getSkippedReason?(): string | undefined;
  isDismissedMoment(): boolean;
  getDismissedReason(): string | undefined;
}

/** The part of google.accounts.id this site uses. */
export interface GoogleIdentityApi {
  initialize(options: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
  }): void;
  prompt(listener?: (moment: PromptMoment) => void): void;
  cancel(): void;
}

export type GoogleCredentialResult =
  | { kind: 'credential'; idToken: string }
  /** The member closed or skipped the prompt: nothing to say (C92). */
  | { kind: 'cancelled' }
  /** Google showed nothing (no account, cool-down, unknown client): the reason Google gave. */
  | { kind: 'unavailable'; reason: string };

/** One prompt: the credential the callback receives, or why there is none. */
export function promptGoogleCredential(api: GoogleIdentityApi, clientId: string): Promise<GoogleCredentialResult> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: GoogleCredentialResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    api.initialize({
      client_id: clientId,
      callback: (response) =>
        settle(response.credential ? { kind: 'credential', idToken: response.credential } : { kind: 'cancelled' }),
      auto_select: false,
      cancel_on_tap_outside: true,
    });
    api.prompt((moment) => {
      if (moment.isNotDisplayed()) settle({ kind: 'unavailable', reason: moment.getNotDisplayedReason() ?? 'unknown_reason' });
      else if (moment.isSkippedMoment()) settle({ kind: 'cancelled' });
      // A dismissed moment with credential_returned comes before or after the callback; any other dismissal is the member's.
      else if (moment.isDismissedMoment() && moment.getDismissedReason() !== 'credential_returned') settle({ kind: 'cancelled' });
    });
  });
}

const loadScript: ScriptLoader = createScriptLoader();

/** google.accounts.id, once its script (the runtime config's, else Google's) has loaded; undefined when it cannot. */
export async function loadGoogleIdentity(scriptUrl: string | undefined): Promise<GoogleIdentityApi | undefined> {
  await loadScript(scriptUrl || GOOGLE_IDENTITY_SCRIPT_URL);
  return (window as Window & { google?: { accounts?: { id?: GoogleIdentityApi } } }).google?.accounts?.id;
}
