/**
 * Which menu entries a user sees (spec §2 Menu, §6; ACCEPTANCE D27, D30, D36–D38, G17, G33, Q59, Q100). Entries come
 * from the merchant's settings (`menu`, Q58); an entry of an unknown type, or one that is not an object, is ignored.
 */
import { AGENT_MEMBER_TYPES, MENU_TYPES, type PromoAvailabilityKey } from '../../../shared/constants';
import type { MenuEntry, MenuType, PromoAvailability } from '../../../shared/contract';

export type MenuRole = 'guest' | 'member' | 'agent';

/** Which promo-availability key shows or hides which menu type (Q100). REFERRAL only picks a branch (referral.ts). */
export const MENU_PROMO_KEYS: Partial<Record<MenuType, PromoAvailabilityKey>> = {
  VIP: 'VIP',
  MISSION: 'MISSION',
  SIGNIN: 'LOGIN',
  SAVIOR: 'SAVIOR',
  APP: 'APP_DOWNLOAD',
};

/** Where the page runs, as far as the menu cares. */
export interface MenuEnvironment {
  /** Inside the official app, or an installed PWA or iOS web clip (display-mode standalone). */
  appOrPwa: boolean;
  /** Opened from the home screen (standalone, or homescreen=1 on the entry URL). */
  homeScreenLaunch: boolean;
}

export interface MenuVisibilityContext {
  role: MenuRole;
  /** MCSFE_getMerchantAvailablePromotions; undefined until stored, which offers nothing that depends on it. */
  promo: PromoAvailability | undefined;
  /** memberState.promoCodeEnable (PROMOFE_getPromoCodeEnable, loaded with the session). */
  promoCodeEnable: boolean;
  /** The site settings' hasVip: false hides the VIP entry (G16, Q97); unknown until the settings are stored. */
  hasVip?: boolean;
  /** The merchant map (whitelabel menuVisibility): false hides the entry of that type (G17). */
  menuVisibility: Readonly<Record<string, boolean>> | undefined;
  environment: MenuEnvironment;
}

export function isMenuType(value: unknown): value is MenuType {
  return typeof value === 'string' && (MENU_TYPES as readonly string[]).includes(value);
}

/** An agent is a logged-in member whose numeric type is 1 or 2 (spec §1). */
export function isAgentType(type: number | undefined): boolean {
  return type !== undefined && (AGENT_MEMBER_TYPES as readonly number[]).includes(type);
}

/** The user's role: guest without a token, agent for member types 1 and 2, else member. */
export function menuRole(loggedIn: boolean, memberType: number | undefined): MenuRole {
  if (!loggedIn) return 'guest';
  return isAgentType(memberType) ? 'agent' : 'member';
}

/** Keeps the well-formed entries of known types; everything else in the configuration is dropped. */
export function knownMenuEntries(config: unknown): MenuEntry[] {
  if (!Array.isArray(config)) return [];
  return config.filter(
    (entry): entry is MenuEntry => typeof entry === 'object' && entry !== null && isMenuType((entry as { type?: unknown }).type),
  );
}

/** Guests see entries unless showGuest is false; members and agents unless showMember is false (D37). */
function shownForRole(entry: MenuEntry, role: MenuRole): boolean {
  if (entry.type === 'AGENT' && role !== 'agent') return false;
  return role === 'guest' ? entry.showGuest !== false : entry.showMember !== false;
}

/** APP is hidden in the app or a PWA, and on a home-screen launch unless showInHomescreen (default true, Q59). */
function shownInEnvironment(entry: MenuEntry, environment: MenuEnvironment): boolean {
  if (entry.type !== 'APP') return true;
  if (environment.appOrPwa) return false;
  return !environment.homeScreenLaunch || entry.showInHomescreen !== false;
}

function availableAsPromotion(entry: MenuEntry, context: MenuVisibilityContext): boolean {
  if (entry.type === 'PROMOCODE') return context.promoCodeEnable;
  const key = MENU_PROMO_KEYS[entry.type];
  return key === undefined || context.promo?.[key]?.enabled === true;
}

export function isMenuEntryVisible(entry: MenuEntry, context: MenuVisibilityContext): boolean {
  if (context.menuVisibility?.[entry.type] === false) return false;
  if (entry.type === 'VIP' && context.hasVip === false) return false;
  return (
    shownForRole(entry, context.role) && shownInEnvironment(entry, context.environment) && availableAsPromotion(entry, context)
  );
}

/** The entries to show, in the configured order. */
export function visibleMenuEntries(config: unknown, context: MenuVisibilityContext): MenuEntry[] {
  return knownMenuEntries(config).filter((entry) => isMenuEntryVisible(entry, context));
}
