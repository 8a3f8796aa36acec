/**
 * The screens' titles in the member's language. The route table keeps its titles as plain English (data its rules'
 * tests read without the Lingui compiler); this map gives each one its message, and the compiler checks that none
 * is missing.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import type { RouteTitle } from './route-table';

const TITLES: Record<Exclude<RouteTitle, ''>, MessageDescriptor> = {
  Sports: msg`Sports`,
  'Live casino': msg`Live casino`,
  Slots: msg`Slots`,
  'Table games': msg`Table games`,
  Fishing: msg`Fishing`,
  'Card games': msg`Card games`,
  'Crash games': msg`Crash games`,
  Arcade: msg`Arcade`,
  Lottery: msg`Lottery`,
  'Log in': msg`Log in`,
  'Create account': msg`Create account`,
  'Agent registration': msg`Agent registration`,
  'Invite friends': msg`Invite friends`,
  Promotions: msg`Promotions`,
  'Starting game': msg`Starting game`,
  'Change password': msg`Change password`,
  'My account': msg`My account`,
  Games: msg`Games`,
  Feedback: msg`Feedback`,
  News: msg`News`,
  'Download the app': msg`Download the app`,
  'Get the app': msg`Get the app`,
};

/** Translates a route title ('' stays ''). */
export function useRouteTitle(): (title: RouteTitle) => string {
  const { i18n } = useLingui();
  return useCallback((title: RouteTitle) => (title ? i18n._(TITLES[title]) : ''), [i18n]);
}
