/** The visible name of each menu type (Lingui descriptors, translated where they are shown). */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MenuType } from '../../shared/contract';

export const MENU_LABELS: Record<MenuType, MessageDescriptor> = {
  VIP: msg`VIP`,
  AGENT: msg`Agent`,
  MISSION: msg`Missions`,
  SIGNIN: msg`Daily sign-in`,
  SAVIOR: msg`Savior bonus`,
  PROMOCODE: msg`Promo code`,
  REFERRAL: msg`Invite friends`,
  APP: msg`Get the app`,
  SERVICE: msg`Support`,
};

export const comingSoonMessage = msg`Coming soon. Stay tuned!`;
