/** The menu entries (spec §2 Menu, §6): their rules, the grid that shows them, and what a tap does. */
export { HomeMenu } from './HomeMenu';

export { useReferralTap } from './use-referral';
export * from './rules';
import './menu.css';
