/**
 * Opens a provider's page in a new window, without giving it this window (opener cleared). When the browser
 * blocks the window, the page itself goes there instead, so the member still reaches customer service.
 */
export function openExternal(url: string, win: Window = window): void {
  const opened = win.open(url, '_blank');
  if (opened) {
    opened.opener = null;
    return;
  }
  win.location.assign(url);
}
