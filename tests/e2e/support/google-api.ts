/**
 * Google's gapi loader (https://apis.google.com/js/api.js) for Firebase's sign-in popup, which this machine cannot
 * fetch: Firebase loads it to embed the Auth Emulator's relay frame (emulator/auth/iframe), which loads it too, and the
 * two talk through its gapi.iframes channel. This stand-in gives both ends the part of gapi.iframes they use (open,
 * ping, restyle, register, send, getParentIframe) over postMessage; everything else (the popup, its accounts, the
 * tokens) is the real Firebase SDK and the real emulator. The emulator's account page also asks unpkg and Google Fonts
 * for its styles; those requests are refused at once, so the page works unstyled instead of waiting on the network.
 */
import type { BrowserContext } from '@playwright/test';

const GAPI_LOADER = 'https://apis.google.com/js/api.js*';
const STYLE_HOSTS = ['https://unpkg.com/**', 'https://fonts.googleapis.com/**', 'https://fonts.gstatic.com/**'];

/** Runs in the page and in the relay frame. Self-contained: it is served as its own source text. */
function gapiStandIn(): void {
  const TAG = 'gapi-stand-in';
  type Handler = (payload: unknown) => unknown;
  type Envelope = {
    tag: typeof TAG;
    kind: 'ready' | 'call' | 'reply';
    id?: number;
    name?: string;
    payload?: unknown;
    result?: unknown[];
  };
  type Call = { id: number; name: string; payload: unknown; from: Window };

  let lastId = 0;
  const replies = new Map<number, (result: unknown[]) => void>();

  /** One side of a frame pair: handlers by name; calls for a name not yet registered wait for it, as gapi's do. */
  class Channel {
    private readonly handlers = new Map<string, Handler>();
    private waiting: Call[] = [];
    private markReady: () => void = () => undefined;
    readonly ready = new Promise<void>((resolve) => (this.markReady = resolve));
    constructor(readonly peer: () => Window | null) {}

    onReady(): void {
      this.markReady();
    }
    register(name: string, handler: Handler): void {
      this.handlers.set(name, handler);
      const due = this.waiting.filter((call) => call.name === name);
      this.waiting = this.waiting.filter((call) => call.name !== name);
      for (const call of due) this.answer(call);
    }
    answer(call: Call): void {
      const handler = this.handlers.get(call.name);
      if (!handler) {
        this.waiting.push(call);
        return;
      }
      const reply: Envelope = { tag: TAG, kind: 'reply', id: call.id, result: [handler(call.payload)] };
      call.from.postMessage(reply, '*');
    }
    send(name: string, payload: unknown, callback?: (result: unknown[]) => void): void {
      const id = ++lastId;
      replies.set(id, (result) => {
        try {
          callback?.(result);
        } catch (error) {
          // A callback's throw stays in the callback, as in gapi (Firebase's webStorageSupport callback throws).
          console.debug('gapi stand-in: a callback threw', error);
        }
      });
      const call: Envelope = { tag: TAG, kind: 'call', id, name, payload };
      this.peer()?.postMessage(call, '*');
    }
  }

  const channels: Channel[] = [];
  const channelOf = (source: MessageEventSource | null) => channels.find((channel) => channel.peer() === source);

  window.addEventListener('message', (event: MessageEvent<Envelope>) => {
    const data = event.data;
    if (typeof data !== 'object' || data === null || data.tag !== TAG) return;
    const channel = channelOf(event.source);
    if (!channel) return;
    if (data.kind === 'ready') channel.onReady();
    if (data.kind === 'call')
      channel.answer({ id: data.id ?? 0, name: data.name ?? '', payload: data.payload, from: event.source as Window });
    if (data.kind === 'reply') {
      replies.get(data.id ?? 0)?.(data.result ?? []);
      replies.delete(data.id ?? 0);
    }
  });

  const api = (channel: Channel) => ({
    register: (name: string, handler: Handler) => channel.register(name, handler),
    send: (name: string, payload: unknown, callback?: (result: unknown[]) => void) => channel.send(name, payload, callback),
    ping: (callback: () => void) => channel.ready.then(callback),
    restyle: () => Promise.resolve(),
  });

  let parent: Channel | undefined;
  if (window.parent !== window) {
    parent = new Channel(() => window.parent);
    channels.push(parent);
    const ready: Envelope = { tag: TAG, kind: 'ready' };
    window.parent.postMessage(ready, '*');
  }

  const context = {
    open(
      options: { where: HTMLElement; url: string; attributes?: { style?: Record<string, string>; [name: string]: unknown } },
      onOpened: (iframe: ReturnType<typeof api>) => unknown,
    ): Promise<unknown> {
      const frame = document.createElement('iframe');
      const { style = {}, ...attributes } = options.attributes ?? {};
      Object.assign(frame.style, style);
      for (const [name, value] of Object.entries(attributes)) frame.setAttribute(name, String(value));
      const channel = new Channel(() => frame.contentWindow);
      channels.push(channel);
      frame.src = options.url;
      options.where.appendChild(frame);
      return Promise.resolve(onOpened(api(channel)));
    },
    getParentIframe() {
      if (!parent) throw new Error('gapi stand-in: not inside a frame');
      return api(parent);
    },
  };

  const gapi = {
    load(_module: string, options: { callback: () => void }) {
      setTimeout(options.callback, 0);
    },
    iframes: { CROSS_ORIGIN_IFRAMES_FILTER: () => true, Iframe: function Iframe() {}, getContext: () => context },
  };
  const host = window as unknown as Record<string, unknown>;
  host.gapi = gapi;
  const onload = new URL((document.currentScript as HTMLScriptElement | null)?.src ?? location.href).searchParams.get('onload');
  for (const name of [onload, 'gapi_onload']) {
    const callback = name ? host[name] : undefined;
    if (typeof callback === 'function') setTimeout(callback as () => void, 0);
  }
}

/** Serves the stand-in for Google's gapi loader to every page and frame of the context. */
export async function standInForGoogleApi(context: BrowserContext): Promise<void> {
  await context.route(GAPI_LOADER, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: `(${gapiStandIn.toString()})();` }),
  );
  for (const host of STYLE_HOSTS) await context.route(host, (route) => route.abort('internetdisconnected'));
}
