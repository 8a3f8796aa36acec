/** The settings the auth screens read from Dexie (live): runtime config, site settings, switches, country, register. */
import { useCountryInfo, useFeatureSwitches, useSiteSettings, useSystemState } from '../../../data/hooks';
import { useLanguage } from '../../../i18n';
import type { CountryInfo, RegisterSettings, SiteSettings } from '../../../shared/contract';
import type { AuthSettings } from './deps';

export interface ScreenAuthSettings extends AuthSettings {
  site: SiteSettings | undefined;
  country: CountryInfo | undefined;
  register: RegisterSettings | undefined;
}

export function useAuthSettings(): ScreenAuthSettings {
  const config = useSystemState('config');
  const site = useSiteSettings();
  const whitelabel = useFeatureSwitches();
  const country = useCountryInfo();
  const register = useSystemState('registerSettings');
  const language = useLanguage();
  return { config, settings: site, site, whitelabel, country, register, language };
}
