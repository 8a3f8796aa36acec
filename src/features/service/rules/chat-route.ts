/**
 * Where the chat entry leads (spec §7; ACCEPTANCE D50, G23): with CBS3 on, a member's chat goes through CBS
 * (CBS_launchChat, which needs a login); otherwise the provider customer-service entry (D31's default) opens.
 */
export type ChatRoute = 'cbs' | 'provider';

export function chatRoute({ cbs, loggedIn }: { cbs: boolean; loggedIn: boolean }): ChatRoute {
  return cbs && loggedIn ? 'cbs' : 'provider';
}

/** The badge's text: nothing for no unread messages, 99+ above 99. */
export function unreadBadge(count: number | undefined): string | null {
  if (!count || count < 1 || !Number.isFinite(count)) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}
