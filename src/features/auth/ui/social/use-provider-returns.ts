/**
 * The way back to /m/login from LINE (C96, C100, Q46) and Telegram's redirect result (C80, C83): handled once per
 * address, after the switches and register settings that decide what a new identity does (C85, C86) have arrived.
 * The provider's answer leaves the address, which is again what it was before the trip, go target included.
 */
import { useEffect, useRef, useState } from 'react';
import { showAlert } from '../../../../platform/dialogs';
import { useAppNavigate } from '../../../../platform/routing';
import { GO_QUERY_PARAM } from '../../../../shared/constants';
import { pageState } from '../../../../shared/page-runtime';
import { lineCredentialLogin } from '../../flows/social';
import { isShownLineFailure, lineRedirectUri, readLineReturn, searchWithoutLineReturn } from '../../social/line';
import { pendingIdentityStore } from '../../social/pending-identity';
import { authResultFromFragment, fragmentWithoutAuthResult, telegramAuthPayload } from '../../social/telegram';
import type { SocialRunner } from './social-runner';

/** The returns of one address are handled once per page (React may run an effect twice). */
const handledReturns = pageState(() => new Set<string>());

/** Handles the address's provider answer; the ref says whether there was one (the member has just come back). */
export function useProviderReturns(runner: SocialRunner, enabled: boolean): { readonly current: boolean } {
  const navigate = useAppNavigate();
  const providerReturned = useRef(false);
  // A result can also arrive as a new fragment of this very page.
  const [hashChanges, setHashChanges] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const changed = () => setHashChanges((count) => count + 1);
    window.addEventListener('hashchange', changed);
    return () => window.removeEventListener('hashchange', changed);
  }, [enabled]);

  useEffect(() => {
    if (!enabled) return;
    const key = `${location.search}${location.hash}`;
    if (handledReturns().has(key)) return;
    handledReturns().add(key);
    const answered = readLineReturn(location.search, null);
    const line = answered.kind === 'none' ? answered : readLineReturn(location.search, pendingIdentityStore().takeLineTrip());
    const telegram = authResultFromFragment(location.hash);
    if (line.kind === 'none' && telegram.kind === 'none') return;
    providerReturned.current = true;
    const hash = telegram.kind === 'none' ? location.hash : fragmentWithoutAuthResult(location.hash);
    const search = new URLSearchParams(searchWithoutLineReturn(location.search));
    if (line.kind === 'code' && line.goTarget) search.set(GO_QUERY_PARAM, line.goTarget);
    const query = search.toString();
    navigate(`${location.pathname}${query ? `?${query}` : ''}${hash}`, { replace: true });
    if (line.kind === 'stateMismatch') console.warn('A LINE answer without this tab’s state was ignored');
    else if (line.kind === 'error' && isShownLineFailure(line.description)) void showAlert(line.description);
    else if (line.kind === 'code') {
      const redirectUri = lineRedirectUri(location.origin);
      runner.finish(
        lineCredentialLogin(
          runner.latest.current.deps(),
          { ...runner.context(), goTarget: line.goTarget },
          { code: line.code, redirectUri },
        ),
        'loginLine',
      );
    }
    if (telegram.kind === 'invalid') console.warn('The Telegram login result in the address could not be read');
    else if (telegram.kind === 'auth')
      runner.loginWith({ channel: 'telegram', telegramAuth: telegramAuthPayload(telegram.data) });
  }, [enabled, hashChanges, navigate, runner]);

  return providerReturned;
}
