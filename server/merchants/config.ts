/** The merchant configuration document kept in merchants.config, and its deep-merge patching. */
import type { FeatureSwitch } from '../../src/shared/constants';
import type {
  CountryInfo,
  DownloadSetting,
  PromoAvailability,
  RegisterSettings,
  SiteSettings,
  WebManifest,
} from '../../src/shared/contract';
import { isObject } from '../../src/shared/is-object';

/** Site settings as stored: the W23 answer without the fields derived from other sections. */
export type StoredSiteSettings = Omit<
  SiteSettings,
  'merchantCode' | 'merchantName' | 'brand' | 'currency' | 'register' | 'defaultLanguage' | 'languages'
> & { promoCodeEnable: boolean };

export interface GameLayout {
  /** Category order; ordinals are derived from it by the client (Q50). */
  sorting: string[];
  display: Record<string, boolean>;
  titles: Record<string, string>;
  /** Overrides of what the games table implies. */
  vendorSorting?: Record<string, string[]>;
  mapping?: Record<string, string[]>;
}

export interface MerchantConfig {
  merchantName: string;
  defaultLanguage: string;
  languages: string[];
  currency: string;
  brand: { primaryColor: string; accentColor: string; logo: string };
  whitelabelVal: Record<FeatureSwitch, boolean>;
  menuVisibility: Record<string, boolean>;
  settings: StoredSiteSettings;
  register: RegisterSettings;
  download: DownloadSetting;
  promo: PromoAvailability;
  country: CountryInfo;
  manifest: WebManifest;
  games: GameLayout;
  deposit: { minDeposit: number };
  telegram: { botId: string; botToken: string; authDomain: string };
  line: { channelSecret: string };
  cbs: { chatUrl: string };
  /** Domains for which the status call answers domain_not_available. */
  status: { unavailableDomains: string[] };
}

const SECTIONS = new Set<string>([
  'merchantName',
  'defaultLanguage',
  'languages',
  'currency',
  'brand',
  'whitelabelVal',
  'menuVisibility',
  'settings',
  'register',
  'download',
  'promo',
  'country',
  'manifest',
  'games',
  'deposit',
  'telegram',
  'line',
  'cbs',
  'status',
]);
const ALIASES: Record<string, string[]> = {
  template: ['settings', 'mobileTemplate'],
  mobileTemplate: ['settings', 'mobileTemplate'],
  menu: ['settings', 'menu'],
  promoAvailability: ['promo'],
};

/** Objects merge key by key; arrays, scalars and null replace. */
export function deepMerge<T>(target: T, patch: unknown): T {
  if (!isObject(patch) || !isObject(target)) return patch as T;
  const merged: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    merged[key] = isObject(value) && isObject(merged[key]) ? deepMerge(merged[key], value) : value;
  }
  return merged as T;
}

/**
 * Routes a QA settings patch to the document's sections: section names merge into their section,
 * `template`/`mobileTemplate`/`menu`/`promoAvailability` are aliases, and any other key is a site setting.
 */
export function routeSettingsPatch(patch: Record<string, unknown>): Record<string, unknown> {
  let routed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    const path = ALIASES[key] ?? (SECTIONS.has(key) ? [key] : ['settings', key]);
    routed = deepMerge(
      routed,
      path.reduceRight<unknown>((inner, segment) => ({ [segment]: inner }), value),
    );
  }
  return routed;
}
