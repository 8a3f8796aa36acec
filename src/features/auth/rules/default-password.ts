/** The default mobile password (spec §4, §9; ACCEPTANCE C3, C28, Q4): one configured value shared with the server seed. */
import { DEFAULT_MOBILE_PASSWORD } from '../../../shared/constants';

/** VITE_DEFAULT_MOBILE_PASSWORD of the build, else the shared default. Never shown in UI or logs. */
export function configuredDefaultMobilePassword(): string {
  const configured = (import.meta.env as Record<string, string | undefined> | undefined)?.VITE_DEFAULT_MOBILE_PASSWORD;
  return configured || DEFAULT_MOBILE_PASSWORD;
}
