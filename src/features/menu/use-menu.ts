/**
 * The menu as the page shows it: the merchant's entries (settings.menu) filtered for this user, this merchant and this
 * environment, each with what a tap does. Everything is read from Dexie (and the tab's session), so the menu follows
 * a login, a logout or new settings without a reload.
 */
import { useMemo } from 'react';
import { useFeatureSwitches, useMemberState, usePromoAvailability, useSiteSettings, useStoredList } from '../../data/hooks';
import type { MenuEntry } from '../../shared/contract';
import { useSession } from '../../platform/session';
import { browserClientEnvironment } from '../environment';
import { downLinkObj, platformLink } from '../install';
import { useMemberType } from './use-member-type';
import { menuAction, menuEnvironment, menuRole, visibleMenuEntries, type MenuAction, type MenuRole } from './rules';

export interface MenuItem {
  entry: MenuEntry;
  action: MenuAction;
}

export interface MenuModel {
  /** undefined until the settings are in Dexie. */
  items: MenuItem[] | undefined;
  role: MenuRole;
}

export function useMenu(): MenuModel {
  const session = useSession();
  const settings = useSiteSettings();
  const switches = useFeatureSwitches();
  const promo = usePromoAvailability();
  const memberType = useMemberType();
  const memberState = useMemberState();
  const download = useStoredList('downloadSetting');
  // The environment of the tab does not change while it runs (homescreen=1 is kept for the tab).
  const client = useMemo(() => browserClientEnvironment(), []);

  const loggedIn = Boolean(session?.token);
  const role = menuRole(loggedIn, memberType);
  const items = useMemo(() => {
    if (!settings) return undefined;
    const entries = visibleMenuEntries(settings.menu, {
      role,
      promo,
      promoCodeEnable: loggedIn && (memberState?.promoCodeEnable ?? false),
      hasVip: settings.hasVip,
      menuVisibility: switches?.menuVisibility,
      environment: menuEnvironment(client),
    });
    const link = platformLink(client, downLinkObj(download));
    const context = {
      role,
      referralEnabled: promo?.REFERRAL?.enabled === true,
      download: link ? { url: link } : undefined,
      downloadRedirect: download?.redirectUrl,
    };
    return entries.map((entry) => ({ entry, action: menuAction(entry, context) }));
  }, [settings, switches, promo, memberState, download, client, role, loggedIn]);

  return { items, role };
}
