/**
 * The service feature's side of spec §4 "Token change" (ACCEPTANCE C70, C71, D47, D51): once the merchant is known,
 * and again whenever the token changes, the worker refreshes the customer-service entries; a token set sets the chat
 * widget's user (500 ms later, retried at 1 s and 3 s), a token cleared clears it.
 */
import type { ApiBridge } from '../../platform/api/bridge';
import { readSession, subscribeSession, whenMerchantKnown, whenRuntimeConfig } from '../../platform/session';
import { scriptChatWidget, type ChatWidget } from './chat-widget';
import { scheduleChatSetup, type SetupTimers } from './rules/chat-setup';

export interface ServiceStartDeps {
  timers?: SetupTimers;
  /** The widget for a script address; the script adapter by default. */
  createWidget?: (scriptUrl: string) => ChatWidget;
}

const browserTimers: SetupTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as number),
};

/** Follows the session: what a token change means for customer service and the chat widget. */
function followSessionForService(api: ApiBridge, widget: ChatWidget | null, timers: SetupTimers): () => void {
  let token: string | null | undefined;
  let cancelSetup = () => {};
  return () => {
    const session = readSession();
    const next = session?.token || null;
    if (next === token) return;
    const previous = token;
    token = next;
    void api.refresh(['customerService']);
    cancelSetup();
    cancelSetup = () => {};
    if (!widget) return;
    if (session && next) {
      widget.load();
      const user = { userName: session.userName };
      cancelSetup = scheduleChatSetup(() => widget.setUser(user), timers);
    } else if (previous) {
      widget.clearUser();
    }
  };
}

export function startCustomerService(api: ApiBridge, deps: ServiceStartDeps = {}): void {
  void whenMerchantKnown().then(async (merchant) => {
    if (!merchant) return;
    const config = await whenRuntimeConfig();
    const createWidget = deps.createWidget ?? ((url: string) => scriptChatWidget(url));
    const widget = config?.chatWidgetUrl ? createWidget(config.chatWidgetUrl) : null;
    const follow = followSessionForService(api, widget, deps.timers ?? browserTimers);
    subscribeSession(follow);
    follow();
  });
}
