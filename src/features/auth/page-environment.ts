/** What the register payload needs from the page, read once per submit (localStorage, cookies, location). */
import type { RegisterSettings } from '../../shared/contract';
import { buildPixelTrack, entryTid, readRegInfo } from '../tracking';
import { browserClientEnvironment, detectRegisterMethod } from '../environment';
import type { RegisterEnvironment } from './flows/register';

export function pageRegisterEnvironment(
  settings: Pick<RegisterSettings, 'mobilePassword' | 'smsTemplate'> & { captchaEnabled: boolean },
): RegisterEnvironment {
  const search = location.search;
  return {
    settings,
    registerMethod: detectRegisterMethod(browserClientEnvironment()),
    href: location.href,
    hostname: location.hostname,
    // The entry's tid, kept by the tracking feature after navigation dropped it from the address (F5).
    tid: entryTid() || undefined,
    attribution: readRegInfo(localStorage),
    pixelTrack: buildPixelTrack({ getStored: (key) => localStorage.getItem(key), cookies: document.cookie, search }),
  };
}
