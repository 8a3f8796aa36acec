/** Promotions (/m/activity list and detail, D44, D22) and the popup-announcement carousel on home (D41, D42). */
import { lazy } from 'react';

/** Lazy: only /m/activity needs them (the detail also brings the sanitizer); home stays light. */
export const PromotionList = lazy(() => import('./PromotionList').then((module) => ({ default: module.PromotionList })));
export const PromotionDetail = lazy(() => import('./PromotionDetail'));
export { usePromotion } from './use-promotions';
export * from './rules/promotions';
