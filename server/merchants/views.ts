/** Contract views of a merchant's document: consolidated settings (W23), whitelabel (W22). */
import type { SiteSettings, WhitelabelValue } from '../../src/shared/contract';
import type { Merchant } from './store';

export function siteSettings(merchant: Merchant): SiteSettings & { promoCodeEnable: boolean } {
  const { config } = merchant;
  return {
    ...config.settings,
    merchantCode: merchant.code,
    merchantName: config.merchantName,
    brand: config.brand,
    currency: config.currency,
    register: { captcha: { enabled: config.register.captcha.enabled } },
    defaultLanguage: config.defaultLanguage,
    languages: config.languages,
  };
}

export function whitelabel(merchant: Merchant): WhitelabelValue {
  return { whitelabelVal: merchant.config.whitelabelVal, menuVisibility: merchant.config.menuVisibility };
}
