/**
 * The LINE button (spec §4 Social login; ACCEPTANCE C95, C97, C100): LINE Login's authorize page, whose answer comes
 * back to /m/login (use-provider-returns.ts); inside the LINE app with the merchant's LIFF app, LIFF's access token
 * instead, a 'Failure…' of LIFF alerted and any other failure on to the authorize page.
 */
import { useCallback } from 'react';
import { showAlert } from '../../../../platform/dialogs';
import { browserClientEnvironment, isLineBrowser } from '../../../environment';
import { lineCredentialLogin } from '../../flows/social';
import { isShownLineFailure, lineAuthorizeUrl, lineRedirectUri, newLineState } from '../../social/line';
import { liffAccessToken } from '../../social/line-liff';
import { pendingIdentityStore } from '../../social/pending-identity';
import type { SocialRunner } from './social-runner';

export function useLineLogin(runner: SocialRunner): () => void {
  return useCallback(() => {
    const { settings, goTarget, deps } = runner.latest.current;
    const clientId = settings.settings?.gw?.LINE_CLIENT_ID;
    if (!clientId) return;
    const authorize = () => {
      const state = newLineState();
      pendingIdentityStore().setLineTrip({ state, goTarget });
      location.assign(
        lineAuthorizeUrl({
          base: settings.config?.lineAuthorizeUrl,
          pageHref: location.href,
          clientId,
          redirectUri: lineRedirectUri(location.origin),
          state,
        }),
      );
    };
    const liffId = settings.settings?.gw?.LINE_LIFF_ID;
    if (!liffId || !isLineBrowser(browserClientEnvironment())) {
      authorize();
      return;
    }
    // Inside the LINE app, LIFF already holds the member's LINE access token (C97).
    runner.setBusy(true);
    void liffAccessToken(settings.config?.lineLiffScriptUrl, liffId).then((result) => {
      if (result.kind === 'token') {
        runner.finish(
          lineCredentialLogin(deps(), { ...runner.context(), goTarget }, { accessToken: result.accessToken }),
          'loginLine',
        );
        return;
      }
      runner.setBusy(false);
      if (result.kind === 'failed' && isShownLineFailure(result.message)) {
        void showAlert(result.message);
        return;
      }
      if (result.kind === 'failed') console.warn(`LIFF failed, LINE login goes on in LINE's own page: ${result.message}`);
      authorize();
    });
  }, [runner]);
}
