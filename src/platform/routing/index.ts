/** Routing: the route table, the pure rules of spec §2, and the React edges that apply them. */
export { isOneOf, normalizePath, pathSegmentCount, samePath } from './app-path';
export { useDocumentTitle } from './document-title';
export { acceptedGoTarget, goTargetFromQuery, safeGoTarget } from './go-target';
export {
  guardDecision,
  isGuardedPath,
  isLoginSuppressed,
  isSessionOrHomePath,
  isTrialLaunch,
  loginRedirectTarget,
  tokenFromQuery,
  type GuardDecision,
} from './guard';
export { isInstallPromptPath } from './install-prompt';
export { AppLink, Replace, useAppNavigate, type AppLinkProps } from './AppLink';
export { TrackedHrefProvider, useTrackedHref } from './TrackedHref';
export { isIndexableHost, isIndexablePage, robotsContent } from './robots';
export { RobotsMeta } from './RobotsMeta';
export { RouteGuard, useLoginSuppressed } from './RouteGuard';
export {
  CATEGORY_PAGES,
  documentTitle,
  findRoute,
  ROUTES,
  routerPattern,
  type NavTab,
  type RouteEntry,
  type RouteTitle,
  type ScreenKey,
} from './route-table';
export { mergeTrackingParams, pickTrackingParams, withTrackingParams, type TrackingParams } from './tracking-params';
export { captureTrackingParams, readStoredTrackingParams } from './tracking-store';
export { afterUpdateTarget, reloadsInPlaceAfterUpdate, type AfterUpdate } from './update-reload';
export { useAddress, type Address } from './use-address';
export { useCaptureTrackingParams } from './use-capture-tracking';
