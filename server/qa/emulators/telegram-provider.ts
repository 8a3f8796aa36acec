/**
 * Telegram Login's auth page, locally (oauth.telegram.org/auth; core.telegram.org/widgets/login): what it checks, what
 * it signs and the page it shows. The bots are the merchants' (config.telegram: botId, botToken, authDomain); the
 * Telegram account is the query's `user`, `first_name`, `username` and `photo_url` (default id 1001, which the seed
 * binds to member1). The routes are in ./telegram-provider-routes.ts.
 *
 * The page never holds the bot token: "Log in" asks the confirm endpoint, which signs the data as Telegram does
 * (widgetHash: HMAC-SHA256 over the sorted key=value lines, keyed by SHA256(bot token)).
 */
import type { Db } from '../../db/database';
import { webAppHash, widgetHash } from '../../auth/telegram';
import { escapeMarkup } from '../../http/escape-markup';
import { serializePolicy } from '../../http/content-security-policy';
import { hostnameOf, merchantForHost } from '../../merchants/hosts';
import { httpUrlOf } from '../../http/origin';

export const TELEGRAM_AUTH_EMU_PATH = '/__emu/telegram/auth';
export const TELEGRAM_CONFIRM_EMU_PATH = `${TELEGRAM_AUTH_EMU_PATH}/confirm`;
export const TELEGRAM_SCRIPT_EMU_PATH = `${TELEGRAM_AUTH_EMU_PATH}.js`;
export const TELEGRAM_INIT_DATA_EMU_PATH = '/__emu/telegram/webapp/init-data';

/** The Telegram account the stand-in logs in when the query names none: the seed binds id 1001 to member1. */
export const TELEGRAM_DEFAULT_USER = { id: 1001, firstName: 'Tg' } as const;

const MAX_PARAM_LENGTH = 2048;
const MAX_NAME_LENGTH = 64;
/** Telegram user ids are positive integers below 2^52; at most 15 digits keeps them exact as JSON numbers. */
const USER_ID = /^[1-9][0-9]{0,14}$/;
const USERNAME = /^[A-Za-z0-9_]{1,32}$/;
const BOT_ID = /^[0-9]{1,20}$/;

/** What Telegram hands the site: the signed Login Widget data (id and auth_date as numbers, as Telegram sends them). */
export interface TelegramAuthResult {
  id: number;
  first_name: string;
  username?: string;
  photo_url?: string;
  auth_date: number;
  hash: string;
}

export interface TelegramAccount {
  id: number;
  firstName: string;
  username: string | undefined;
  photoUrl: string | undefined;
}

/** A checked request: the bot's merchant, the site's origin, where a redirect goes, and who logs in. */
export interface TelegramAuthRequest {
  botId: string;
  merchantCode: string;
  botToken: string;
  origin: string;
  returnTo: string | undefined;
  account: TelegramAccount;
}

/** Why the page refuses, in Telegram's words where Telegram has some. */
export type TelegramAuthRefusal =
  'Bot not found' | 'Bot domain invalid' | 'Invalid return_to' | 'Invalid user' | 'Invalid action';

type Fields = Record<string, unknown>;

function field(fields: unknown, name: string): unknown {
  return typeof fields === 'object' && fields !== null ? (fields as Fields)[name] : undefined;
}

/** A single non-empty string parameter of a query or form, within a sane length; undefined otherwise. */
function param(fields: unknown, name: string): string | undefined {
  const value = field(fields, name);
  return typeof value === 'string' && value !== '' && value.length <= MAX_PARAM_LENGTH ? value : undefined;
}

interface BotRow {
  code: string;
  botToken: unknown;
  authDomain: unknown;
}

function botOf(db: Db, botId: string): { code: string; botToken: string; authDomain: string } | undefined {
  const row = db
    .prepare(
      "SELECT code, json_extract(config, '$.telegram.botToken') AS botToken, json_extract(config, '$.telegram.authDomain') AS authDomain FROM merchants WHERE json_extract(config, '$.telegram.botId') = ? ORDER BY code LIMIT 1",
    )
    .get(botId) as BotRow | undefined;
  if (!row || typeof row.botToken !== 'string' || row.botToken === '') return undefined;
  return { code: row.code, botToken: row.botToken, authDomain: typeof row.authDomain === 'string' ? row.authDomain : '' };
}

/** The text as an http(s) origin when it is exactly one (a trailing '/' allowed), else undefined. */
export function exactOrigin(text: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  return text === url.origin || text === `${url.origin}/` ? url : undefined;
}

/**
 * The hosts a bot accepts: its merchant's authDomain (as /setdomain would have set it), and the hosts this backend
 * serves that merchant on (the QA host map: localhost is DEMO's, as the site itself resolves it).
 */
export function isBotHost(host: string, merchant: { code: string; authDomain: string }, hosts: Readonly<Record<string, string>>) {
  const name = hostnameOf(host);
  if (!name) return false;
  return name === hostnameOf(merchant.authDomain) || merchantForHost(name, hosts) === merchant.code;
}

function accountOf(fields: unknown): TelegramAccount | undefined {
  const idText = param(fields, 'user');
  if (idText !== undefined && !USER_ID.test(idText)) return undefined;
  const id = idText === undefined ? TELEGRAM_DEFAULT_USER.id : Number(idText);
  const firstName = param(fields, 'first_name') ?? TELEGRAM_DEFAULT_USER.firstName;
  if (firstName.length > MAX_NAME_LENGTH) return undefined;
  // `username=` (empty) asks for an account without one, as many Telegram accounts are.
  const usernameField = field(fields, 'username');
  const username = usernameField === '' ? undefined : (param(fields, 'username') ?? `tg${id}`);
  if (username !== undefined && !USERNAME.test(username)) return undefined;
  const photoText = param(fields, 'photo_url');
  const photo = photoText === undefined ? undefined : httpUrlOf(photoText);
  if (photoText !== undefined && photo?.protocol !== 'https:') return undefined;
  return { id, firstName, username, photoUrl: photo?.href };
}

/** Checks a request to the auth page or its confirm endpoint (query or form fields alike). */
export function readTelegramAuthRequest(
  db: Db,
  hosts: Readonly<Record<string, string>>,
  fields: unknown,
): TelegramAuthRequest | TelegramAuthRefusal {
  const botId = param(fields, 'bot_id');
  const bot = botId && BOT_ID.test(botId) ? botOf(db, botId) : undefined;
  if (!botId || !bot) return 'Bot not found';
  const originText = param(fields, 'origin');
  const origin = originText ? exactOrigin(originText) : undefined;
  if (!origin || !isBotHost(origin.host, bot, hosts)) return 'Bot domain invalid';
  const returnText = param(fields, 'return_to');
  let returnTo: string | undefined;
  if (returnText !== undefined || field(fields, 'return_to') !== undefined) {
    const url = returnText ? httpUrlOf(returnText) : undefined;
    if (!url || url.origin !== origin.origin || url.username || url.password) return 'Invalid return_to';
    returnTo = url.href;
  }
  const account = accountOf(fields);
  if (!account) return 'Invalid user';
  return { botId, merchantCode: bot.code, botToken: bot.botToken, origin: origin.origin, returnTo, account };
}

/** The account's Login Widget data, signed with the bot's token at `nowS` (seconds), as Telegram signs it. */
export function signTelegramAuth(account: TelegramAccount, botToken: string, nowS: number): TelegramAuthResult {
  const authDate = Math.floor(nowS);
  const fields: Record<string, string> = { id: String(account.id), first_name: account.firstName, auth_date: String(authDate) };
  if (account.username !== undefined) fields.username = account.username;
  if (account.photoUrl !== undefined) fields.photo_url = account.photoUrl;
  const hash = widgetHash(fields, botToken);
  return {
    id: account.id,
    first_name: account.firstName,
    ...(account.username !== undefined ? { username: account.username } : {}),
    ...(account.photoUrl !== undefined ? { photo_url: account.photoUrl } : {}),
    auth_date: authDate,
    hash,
  };
}

/**
 * A Mini App's initData for the account, as Telegram's client hands it to a mini-app page (window.Telegram.WebApp):
 * the query string of user (JSON), auth_date and query_id, signed with the key HMAC-SHA256("WebAppData", bot token).
 */
export function signTelegramInitData(account: TelegramAccount, botToken: string, nowS: number): string {
  const user = {
    id: account.id,
    first_name: account.firstName,
    ...(account.username !== undefined ? { username: account.username } : {}),
    ...(account.photoUrl !== undefined ? { photo_url: account.photoUrl } : {}),
  };
  const fields: Record<string, string> = {
    query_id: `QA${account.id}${Math.floor(nowS)}`,
    user: JSON.stringify(user),
    auth_date: String(Math.floor(nowS)),
  };
  return new URLSearchParams({ ...fields, hash: webAppHash(fields, botToken) }).toString();
}

/** Telegram's redirect back: return_to with the fragment #tgAuthResult=<base64url of the JSON data>, or =false. */
export function telegramReturnUrl(returnTo: string, result: TelegramAuthResult | false): string {
  const url = new URL(returnTo);
  url.hash = `tgAuthResult=${result === false ? 'false' : Buffer.from(JSON.stringify(result), 'utf8').toString('base64url')}`;
  return url.href;
}

/**
 * The auth page's own policy, as Telegram's page has its own: its one script file and its fetch to the confirm
 * endpoint (this origin), its inline <style>, a form that posts here (or, without script, is redirected to the
 * site's origin), and no framing. Set by the route over the script-free policy of the other stand-in pages.
 */
export function telegramAuthPagePolicy(origin: string | undefined): string {
  return serializePolicy({
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'connect-src': ["'self'"],
    'style-src': ["'unsafe-inline'"],
    'img-src': ['data:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': origin ? ["'self'", origin] : ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

const STYLE = `body{font-family:system-ui,-apple-system,sans-serif;margin:0;background:#f1f4f8;color:#17212b;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.12);padding:24px;margin:16px;max-width:360px;width:100%;box-sizing:border-box;text-align:center}
h1{font-size:1.25rem;margin:0 0 12px}p{margin:8px 0;line-height:1.4}.user{font-weight:600}.site{word-break:break-all}
.buttons{display:flex;gap:12px;margin-top:20px}button{flex:1;font:inherit;font-size:1rem;min-height:48px;border-radius:8px;border:0;cursor:pointer}
button.login{background:#2ea6ff;color:#fff}button.cancel{background:#e9eef3;color:#17212b}button:focus-visible{outline:3px solid #17212b;outline-offset:2px}
button:disabled{opacity:.6;cursor:default}.status{min-height:1.4em;color:#555}.error{color:#b3261e}`;

function htmlDocument(title: string, body: string, withScript: boolean): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="referrer" content="no-referrer"><title>${escapeMarkup(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main>${withScript ? `<script src="${TELEGRAM_SCRIPT_EMU_PATH}"></script>` : ''}</body></html>`;
}

function hidden(name: string, value: string | undefined): string {
  return value === undefined ? '' : `<input type="hidden" name="${name}" value="${escapeMarkup(value)}">`;
}

/** The confirm page: who logs in to which site, and "Log in" / "Cancel" (one form; the script takes it over). */
export function telegramAuthPage(request: TelegramAuthRequest, options: { auto: boolean }): string {
  const { account } = request;
  const who = account.username ? `${account.firstName} (@${account.username})` : account.firstName;
  const site = new URL(request.origin).host;
  const form = [
    hidden('bot_id', request.botId),
    hidden('origin', request.origin),
    hidden('return_to', request.returnTo),
    hidden('user', String(account.id)),
    hidden('first_name', account.firstName),
    // Empty: an account without a username (see accountOf).
    hidden('username', account.username ?? ''),
    hidden('photo_url', account.photoUrl),
  ].join('');
  return htmlDocument(
    'Log in with Telegram',
    `<h1 id="tg-auth-title">Log in with Telegram</h1>
<p><span class="site" data-testid="tg-auth-site">${escapeMarkup(site)}</span> wants to log you in as</p>
<p class="user" data-testid="tg-auth-user">${escapeMarkup(who)}</p>
<form id="tg-auth-form" method="post" action="${TELEGRAM_CONFIRM_EMU_PATH}" aria-labelledby="tg-auth-title" data-auto="${options.auto ? '1' : '0'}">${form}
<div class="buttons"><button type="submit" name="action" value="cancel" class="cancel" data-testid="tg-auth-cancel">Cancel</button><button type="submit" name="action" value="login" class="login" data-testid="tg-auth-login">Log in</button></div>
</form>
<p class="status" id="tg-auth-status" role="status" aria-live="polite" data-testid="tg-auth-status"></p>`,
    true,
  );
}

/** Telegram's refusal page (400). */
export function telegramRefusalPage(refusal: TelegramAuthRefusal): string {
  return htmlDocument(
    'Telegram',
    `<h1>Telegram</h1><p class="error" role="alert" data-testid="tg-auth-error">${escapeMarkup(refusal)}</p>`,
    false,
  );
}

/** After a form post without script and without return_to: the popup cannot reach its opener without script. */
export function telegramNoScriptPage(result: TelegramAuthResult | false): string {
  const text = result === false ? 'Login cancelled.' : 'Logged in. Return to the site.';
  return htmlDocument('Telegram', `<h1>Telegram</h1><p role="status" data-testid="tg-auth-done">${text}</p>`, false);
}

/**
 * The page's script: "Log in" and "Cancel" post the form to the confirm endpoint (fetch, JSON answer), then hand the
 * result over as Telegram does: to window.opener as the message JSON.stringify({event: 'auth_result', result}) for
 * the site's origin only, then close; without an opener, to return_to#tgAuthResult=…. With data-auto="1" it logs in
 * at once. No inline handler, no eval; a failure is shown in the status line and the buttons work again.
 */
export const TELEGRAM_AUTH_SCRIPT = `(function () {
  'use strict';
  var form = document.getElementById('tg-auth-form');
  if (!form) return;
  var status = document.getElementById('tg-auth-status');
  var buttons = form.querySelectorAll('button');
  var origin = form.elements.namedItem('origin').value;
  var busy = false;
  function setBusy(value) {
    busy = value;
    for (var i = 0; i < buttons.length; i++) buttons[i].disabled = value;
  }
  function say(text, isError) {
    status.textContent = text;
    status.className = isError ? 'status error' : 'status';
  }
  function deliver(answer) {
    var opener = null;
    try { opener = window.opener; } catch (e) { opener = null; }
    if (opener && !opener.closed) {
      opener.postMessage(JSON.stringify({ event: 'auth_result', result: answer.result }), origin);
      window.close();
      say(answer.result ? 'Logged in. You can close this window.' : 'Cancelled. You can close this window.', false);
      return;
    }
    if (answer.redirect) {
      window.location.replace(answer.redirect);
      return;
    }
    say(answer.result ? 'Logged in. Return to the site.' : 'Login cancelled.', false);
  }
  function send(action) {
    if (busy) return;
    setBusy(true);
    say(action === 'cancel' ? 'Cancelling…' : 'Logging in…', false);
    var body = new URLSearchParams();
    for (var i = 0; i < form.elements.length; i++) {
      var element = form.elements[i];
      if (element.type === 'hidden') body.append(element.name, element.value);
    }
    body.set('action', action);
    fetch(form.getAttribute('action'), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString()
    })
      .then(function (response) {
        return response.json().then(function (answer) {
          if (!response.ok) throw new Error(answer && answer.error ? answer.error : 'HTTP ' + response.status);
          return answer;
        });
      })
      .then(deliver)
      .catch(function (error) {
        setBusy(false);
        say('Telegram could not log you in: ' + (error && error.message ? error.message : 'unknown error'), true);
      });
  }
  for (var b = 0; b < buttons.length; b++) {
    buttons[b].addEventListener('click', function (event) {
      event.preventDefault();
      send(event.currentTarget.value === 'cancel' ? 'cancel' : 'login');
    });
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    send(event.submitter && event.submitter.value === 'cancel' ? 'cancel' : 'login');
  });
  if (form.getAttribute('data-auto') === '1') send('login');
})();
`;
