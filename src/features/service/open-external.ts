/**
 * Opens a provider's page in a new window, without giving it this window (opener cleared). When the browser
 * blocks the window, the page itself goes there instead, so the member still reaches customer service. Only an
 * address the outgoing-URL check accepts is opened; false when it refused the address (nothing opened).
 */
import { safeLinkUrl } from '../../shared/outgoing-url';

export function openExternal(address: string, win: Window = window): boolean {
  const url = safeLinkUrl(address, win.location.origin);
  if (url === null) return false;
  const opened = win.open(url, '_blank');
  if (opened) opened.opener = null;
  else win.location.assign(url);
  return true;
}
