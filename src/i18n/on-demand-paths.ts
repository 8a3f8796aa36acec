/**
 * The parts of the site that load on use (screens other than home, forms, dialogs of a flow): their texts are a
 * catalog of their own per language (src/i18n/on-demand/<locale>/messages.po, lingui.config.ts), so the catalog bundled
 * with the first screen does not carry them. Every module under these paths waits for those texts before it runs
 * (scripts/on-demand-texts.mjs); the build fails should one of them reach the first screen's chunk.
 */
export const ON_DEMAND_TEXT_PATHS: readonly string[] = [
  'src/app/layout/DesktopFeature.tsx',
  'src/app/screens/ActivityScreen.tsx',
  'src/app/screens/AgentRegisterBody.tsx',
  'src/app/screens/GameScreen.tsx',
  'src/app/screens/InfoScreens.tsx',
  'src/app/screens/InviteFriendsScreen.tsx',
  'src/app/screens/LaunchGameScreen.tsx',
  'src/app/screens/LoginScreen.tsx',
  'src/app/screens/MemberFormScreens.tsx',
  'src/app/screens/MemberHomeScreen.tsx',
  'src/app/screens/RegisterScreen.tsx',
  'src/app/screens/ScreenParts.tsx',
  'src/features/auth/ui',
  'src/features/games/lobby',
  'src/features/home/news',
  'src/features/install/InstallGuidance.tsx',
  'src/features/install/UpgradePopup.tsx',
  'src/features/install/download-page',
  'src/features/launch/LaunchStatus.tsx',
  'src/features/promotions/PromotionDetail.tsx',
  'src/features/promotions/PromotionList.tsx',
  'src/features/promotions/RefreshNotice.tsx',
  'src/features/referral',
  'src/features/service/feedback',
  'src/features/vip/VipCard.tsx',
  'src/features/vip/profile-icon',
  'src/platform/forms/FormFields.tsx',
];
