/**
 * Which component renders each screen of the route table. Every screen but home is its own lazy chunk, so the
 * first screen's code stays small; home is imported by App directly.
 */
import { lazy, type ComponentType } from 'react';
import type { ScreenKey } from '../routing';
import type { ScreenProps } from './types';

const LoginScreen = lazy(() => import('./LoginScreen').then((module) => ({ default: module.LoginScreen })));
const RegisterScreen = lazy(() => import('./RegisterScreen').then((module) => ({ default: module.RegisterScreen })));
const MemberHomeScreen = lazy(() => import('./MemberHomeScreen').then((module) => ({ default: module.MemberHomeScreen })));
const GameScreen = lazy(() => import('./GameScreen').then((module) => ({ default: module.GameScreen })));
const ActivityScreen = lazy(() => import('./ActivityScreen').then((module) => ({ default: module.ActivityScreen })));
const InviteFriendsScreen = lazy(() =>
  import('./InviteFriendsScreen').then((module) => ({ default: module.InviteFriendsScreen })),
);
const LaunchGameScreen = lazy(() => import('./LaunchGameScreen').then((module) => ({ default: module.LaunchGameScreen })));
const MemberFormScreen = lazy(() => import('./MemberFormScreens').then((module) => ({ default: module.MemberFormScreen })));
const InfoScreen = lazy(() => import('./InfoScreens').then((module) => ({ default: module.InfoScreen })));

export const LAZY_SCREENS: Record<Exclude<ScreenKey, 'home'>, ComponentType<ScreenProps>> = {
  login: LoginScreen,
  register: RegisterScreen,
  agentRegister: MemberFormScreen,
  changePassword: MemberFormScreen,
  feedback: MemberFormScreen,
  memberHome: MemberHomeScreen,
  inviteFriends: InviteFriendsScreen,
  activity: ActivityScreen,
  launchGame: LaunchGameScreen,
  game: GameScreen,
  category: GameScreen,
  news: InfoScreen,
  download: InfoScreen,
  app: InfoScreen,
};
