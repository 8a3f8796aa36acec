/**
 * Push notifications in the service worker (ACCEPTANCE F47, E3): a push message is shown with its title and body,
 * its icon (else the one kept from STORE_DATA) and its target (else the kept one); a click opens or focuses that
 * screen. A target is only ever a same-origin /m/ path, and never carries a session or push token.
 */
import type { MemberDb } from '../src/data/db';
import { TOKEN_QUERY_PARAMS } from '../src/shared/constants';
import { parsePushMessage } from '../src/shared/push-message';
import { readNotificationData } from './messages';

export const DEFAULT_NOTIFICATION_TARGET = '/m/home';
const SECRET_PARAMS: readonly string[] = [...TOKEN_QUERY_PARAMS, 'registrationToken', 'sessionId', 'authorization'];

/** The path (with query and hash) a click may open: a same-origin /m/ URL without secrets, else /m/home. */
export function notificationTarget(candidate: unknown, origin: string): string {
  if (typeof candidate !== 'string' || candidate.length === 0) return DEFAULT_NOTIFICATION_TARGET;
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return DEFAULT_NOTIFICATION_TARGET;
  }
  if (url.origin !== origin || !(url.pathname === '/m' || url.pathname.startsWith('/m/'))) return DEFAULT_NOTIFICATION_TARGET;
  for (const name of [...url.searchParams.keys()]) {
    if (SECRET_PARAMS.some((secret) => secret.toLowerCase() === name.toLowerCase())) url.searchParams.delete(name);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface ShownNotification {
  title: string;
  options: NotificationOptions & { data: { target: string } };
}

function pushJson(data: { json(): unknown; text(): string } | null): unknown {
  if (!data) return null;
  try {
    return data.json();
  } catch {
    return { body: data.text() };
  }
}

/** What a push event shows: the message merged with what STORE_DATA kept; null when there is nothing to show. */
export async function notificationForPush(
  data: { json(): unknown; text(): string } | null,
  db: MemberDb,
  origin: string,
): Promise<ShownNotification | null> {
  const message = parsePushMessage(pushJson(data));
  if (!message) return null;
  const kept = await readNotificationData(db).catch(() => ({}) as Awaited<ReturnType<typeof readNotificationData>>);
  const icon = message.icon ?? kept.iconUrl;
  return {
    title: message.title,
    options: {
      body: message.body,
      ...(icon ? { icon } : {}),
      ...(message.tag ? { tag: message.tag } : {}),
      data: { target: notificationTarget(message.target ?? kept.targetUrl, origin) },
    },
  };
}

/** The window clients a click can reuse, as far as the routing needs them. */
export interface WindowClientLike {
  url: string;
  focused?: boolean;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
export interface ClientsLike {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * Opens the target: an open /m/ window (the focused one first) is navigated there and focused; without one a new
 * window opens. Focus needs the click's user activation, so a refused focus is no failure.
 */
export async function openNotificationTarget(clients: ClientsLike, target: unknown, origin: string): Promise<string> {
  const path = notificationTarget(target, origin);
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })).filter((client) => {
    const url = new URL(client.url);
    return url.origin === origin && url.pathname.startsWith('/m');
  });
  const client = windows.find((candidate) => candidate.focused) ?? windows[0];
  if (!client) {
    await clients.openWindow(path);
    return path;
  }
  const current = new URL(client.url);
  if (`${current.pathname}${current.search}${current.hash}` !== path) {
    // navigate() works only on a window this worker controls; any other gets a new window instead.
    const navigated = await client.navigate(path).then(
      () => true,
      () => false,
    );
    if (!navigated) {
      await clients.openWindow(path);
      return path;
    }
  }
  await client.focus().catch(() => undefined);
  return path;
}
