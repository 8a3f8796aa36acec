/**
 * The chat widget adapter (ARCHITECTURE "third-party adapters"; spec §4 Token change; ACCEPTANCE C70, C71, D51).
 * The widget is a script that defines `window.CBSChat` with setUser(user) — which throws until the widget is ready —
 * and clearUser(). Its address is configuration (the runtime config's chatWidgetUrl): the merchant's widget in
 * production, the reference backend's local emulator (/__emu/chat/widget.js) in QA.
 */

export interface ChatUser {
  userName: string;
}

/** What the widget script puts on window. */
export interface CbsChatGlobal {
  setUser(user: ChatUser): void;
  clearUser(): void;
}

export interface ChatWidget {
  /** Starts loading the script (once). */
  load(): void;
  /** True when the widget took the user; false while it is missing or not ready. */
  setUser(user: ChatUser): boolean;
  clearUser(): void;
}

declare global {
  interface Window {
    CBSChat?: CbsChatGlobal;
  }
}

export function scriptChatWidget(scriptUrl: string, doc: Document = document, win: Window = window): ChatWidget {
  let requested = false;
  return {
    load() {
      if (requested) return;
      requested = true;
      const script = doc.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.addEventListener('error', () => {
        // A later token may try again.
        requested = false;
        script.remove();
        console.warn(`The chat widget could not be loaded from ${scriptUrl}`);
      });
      doc.head.append(script);
    },
    setUser(user) {
      const widget = win.CBSChat;
      if (!widget) return false;
      try {
        widget.setUser(user);
        return true;
      } catch {
        return false;
      }
    },
    clearUser() {
      try {
        win.CBSChat?.clearUser();
      } catch (error) {
        console.warn('The chat widget could not clear its user', error);
      }
    },
  };
}
