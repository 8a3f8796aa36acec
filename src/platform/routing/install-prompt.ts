/** The home-screen install prompt shows only on /, /m/home and /m/index.html (spec §2; ACCEPTANCE A26, Q16). */
import { INSTALL_PROMPT_PATHS } from '../../shared/constants';
import { isOneOf } from './app-path';

export function isInstallPromptPath(pathname: string): boolean {
  return isOneOf(pathname, INSTALL_PROMPT_PATHS);
}
