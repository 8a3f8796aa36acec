/**
 * The page's side of spec §4 "Token change": when a session starts the worker loads the member's side data into
 * Dexie, when it ends the worker resets it; and the app and member languages are kept in step (Q12, D59, D60).
 */
import { liveRow } from '../../data/page-store';
import { CURRENT } from '../../data/schema';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/upfront-language';
import { languageController } from '../../i18n/runtime';
import type { ApiBridge } from '../../platform/api/bridge';
import { isNotLoggedIn } from '../../shared/errors/catalogue';
import type { ApiError } from '../../shared/errors/result';
import { whenMerchantKnown } from '../../platform/session/merchant';
import { readSession, subscribeSession } from '../../platform/session/session-store';
import { languagePushOncePerSession } from './language-push';
import { memberLanguageAction } from './language-rule';

function storedLanguageChoice(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** presentSessionEnd: the session turned out to be gone (a not-logged-in answer): log out as the catalogue says. */
export function startMemberSync(api: ApiBridge, presentSessionEnd: (error: ApiError) => void): void {
  let token: string | null = null;
  const followSession = () => {
    const next = readSession()?.token || null;
    if (next === token) return;
    token = next;
    if (token) {
      // The worker already holds this token (forward-session.ts told it when the session changed).
      void api.refresh(['memberState']).then((result) => {
        const gone = result.ok ? result.value.failed.map(({ error }) => error).find(isNotLoggedIn) : undefined;
        if (gone && readSession()?.token === token) presentSessionEnd(gone);
      });
    } else void api.clearMemberState();
  };
  // Member calls need the Merchant header: follow the session once the worker knows the merchant.
  void whenMerchantKnown().then(() => {
    subscribeSession(followSession);
    followSession();
  });

  let member = undefined as Parameters<typeof memberLanguageAction>[0];
  const pushLanguage = languagePushOncePerSession(async (language) => {
    const result = await api.setMemberLanguage(language);
    return result.ok && result.value === null;
  });
  const syncLanguage = () => {
    const sessionToken = readSession()?.token;
    if (!sessionToken) return;
    const action = memberLanguageAction(member, storedLanguageChoice());
    if (action.kind === 'adopt') languageController.setSource('member', action.language);
    if (action.kind === 'push') pushLanguage(sessionToken, action.language);
  };
  liveRow('memberInfo', CURRENT).subscribe({
    next: (row) => {
      member = row?.value;
      syncLanguage();
    },
    error: (error: unknown) => console.error('Could not read member info', error),
  });
  languageController.subscribe(() => syncLanguage());
}
