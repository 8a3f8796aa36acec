/**
 * What a tap on a menu entry does (spec §2 Menu; ACCEPTANCE D28, D29, D31–D35). A path navigates inside the app, a
 * resource opens in a new page; APP goes to its path or starts the platform's download; SERVICE opens customer
 * service by type, then position, else the default; REFERRAL follows its four-way rule.
 */
import { DEFAULT_DOWNLOAD_REDIRECT_PATH } from '../../../shared/constants';
import type { MenuEntry } from '../../../shared/contract';
import { linkDestination, safeSitePath } from '../../../shared/outgoing-url';
import type { MenuRole } from './visibility';

export const AGENT_REGISTER_PATH = '/m/agentRegister';
export const INVITE_FRIENDS_PATH = '/m/inviteFriends';

export type MenuAction =
  | { kind: 'navigate'; to: string }
  | { kind: 'open'; url: string }
  | { kind: 'download'; url: string }
  | { kind: 'service'; csType?: string; csPosition?: number }
  | { kind: 'comingSoon' }
  | { kind: 'none' };

export interface MenuActionContext {
  role: MenuRole;
  /** promoAvailability.REFERRAL.enabled */
  referralEnabled: boolean;
  /**
   * This platform's download link (the install feature's choice: the store link or lite profile on iOS, the apk on
   * Android); undefined without one, or before the links are stored.
   */
  download?: { url: string };
  /** downloadSetting.redirectUrl, where APP goes without a download link (if it is an in-app path). */
  downloadRedirect?: string;
}

/**
 * The path, else the resource, of an entry: a path of the app navigates; another page of this site or an external
 * http(s) address opens in a new page (as the outgoing-URL check resolved them); anything else does nothing.
 */
export function targetAction(entry: Pick<MenuEntry, 'path' | 'resource'>): MenuAction {
  return linkDestination(entry.path) ?? linkDestination(entry.resource) ?? { kind: 'none' };
}

/** REFERRAL: an agent registers downline members; else invite friends when referral is on; else CS or 'coming soon'. */
export function referralAction(context: Pick<MenuActionContext, 'role' | 'referralEnabled'>): MenuAction {
  if (context.role === 'agent') return { kind: 'navigate', to: AGENT_REGISTER_PATH };
  if (context.referralEnabled) return { kind: 'navigate', to: INVITE_FRIENDS_PATH };
  if (context.role === 'member') return { kind: 'service' };
  return { kind: 'comingSoon' };
}

/** csPosition arrives as text from the settings; anything but a whole number is no position. */
export function csPositionOf(value: string | number | undefined): number | undefined {
  const text = String(value ?? '').trim();
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

export function serviceAction(entry: Pick<MenuEntry, 'csType' | 'csPosition'>): MenuAction {
  const csType = entry.csType?.trim();
  const csPosition = csPositionOf(entry.csPosition);
  return { kind: 'service', ...(csType ? { csType } : {}), ...(csPosition !== undefined ? { csPosition } : {}) };
}

export function appAction(entry: Pick<MenuEntry, 'path'>, context: MenuActionContext): MenuAction {
  const path = entry.path?.trim();
  if (path) return targetAction({ path });
  if (context.download?.url) return { kind: 'download', ...context.download };
  return { kind: 'navigate', to: safeSitePath(context.downloadRedirect) ?? DEFAULT_DOWNLOAD_REDIRECT_PATH };
}

export function menuAction(entry: MenuEntry, context: MenuActionContext): MenuAction {
  switch (entry.type) {
    case 'REFERRAL':
      return referralAction(context);
    case 'SERVICE':
      return serviceAction(entry);
    case 'APP':
      return appAction(entry, context);
    case 'AGENT': {
      const action = targetAction(entry);
      return action.kind === 'none' ? { kind: 'navigate', to: AGENT_REGISTER_PATH } : action;
    }
    default:
      return targetAction(entry);
  }
}
