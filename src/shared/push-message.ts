/**
 * The push message format (ACCEPTANCE F47, E3): what FCM delivers to a web client as the push event's JSON data
 * (notification title, body and icon, string data, fcmOptions.link). The reference backend's QA sender builds it,
 * the service worker reads it; both import this module so the two cannot drift.
 */

export interface PushMessage {
  notification: { title: string; body: string; icon?: string };
  data?: Record<string, string>;
  fcmOptions?: { link?: string };
  from?: string;
  fcmMessageId?: string;
}

export interface PushMessageInput {
  title: string;
  body: string;
  icon?: string;
  /** The screen a click opens (a /m/ path). */
  target?: string;
  senderId?: string;
  messageId?: string;
}

export function buildPushMessage(input: PushMessageInput): PushMessage {
  return {
    notification: { title: input.title, body: input.body, ...(input.icon ? { icon: input.icon } : {}) },
    ...(input.target ? { fcmOptions: { link: input.target } } : {}),
    ...(input.senderId ? { from: input.senderId } : {}),
    ...(input.messageId ? { fcmMessageId: input.messageId } : {}),
  };
}

/** What a notification shows and opens, read from a push message; null when it has nothing to show. */
export interface ParsedPush {
  title: string;
  body: string;
  icon?: string;
  target?: string;
  tag?: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.length > 0 ? value : undefined);

/**
 * Reads a push payload: the FCM shape above, or a bare {title, body, icon?, target?} (data-only messages carry the
 * same fields in data). Anything without a title or a body is not shown.
 */
export function parsePushMessage(raw: unknown): ParsedPush | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const message = raw as Record<string, unknown>;
  const sources = [message.notification, message.data, message].filter(
    (source): source is Record<string, unknown> => typeof source === 'object' && source !== null,
  );
  const field = (name: string) => sources.map((source) => text(source[name])).find(Boolean);
  const title = field('title');
  const body = field('body');
  if (!title && !body) return null;
  const fcmOptions =
    typeof message.fcmOptions === 'object' && message.fcmOptions ? (message.fcmOptions as Record<string, unknown>) : {};
  const icon = field('icon');
  const target = text(fcmOptions.link) ?? field('target') ?? field('click_action');
  const tag = text(message.fcmMessageId);
  return {
    title: title ?? '',
    body: body ?? '',
    ...(icon ? { icon } : {}),
    ...(target ? { target } : {}),
    ...(tag ? { tag } : {}),
  };
}
