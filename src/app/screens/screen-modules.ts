/**
 * The module of each lazy screen, by the route table's screen key (home is in the first screen's chunk). The
 * registry imports these modules, and the build writes each one's chunks into index.html so that the page's first
 * script can ask for the entry route's while the app's entry is still downloading (scripts/start-preloads.mjs).
 */
import type { ScreenKey } from '../../platform/routing';

export type LazyScreenKey = Exclude<ScreenKey, 'home'>;

export const SCREEN_MODULES = {
  login: 'LoginScreen',
  register: 'RegisterScreen',
  agentRegister: 'MemberFormScreens',
  changePassword: 'MemberFormScreens',
  feedback: 'MemberFormScreens',
  memberHome: 'MemberHomeScreen',
  inviteFriends: 'InviteFriendsScreen',
  activity: 'ActivityScreen',
  launchGame: 'LaunchGameScreen',
  game: 'GameScreen',
  category: 'GameScreen',
  news: 'InfoScreens',
  download: 'InfoScreens',
  app: 'InfoScreens',
} as const satisfies Record<LazyScreenKey, string>;

export type ScreenModule = (typeof SCREEN_MODULES)[LazyScreenKey];
