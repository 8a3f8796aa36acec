/**
 * LINE login inside the LINE app (spec §7; ACCEPTANCE C97, C100): the LIFF SDK, loaded on demand from the runtime
 * config's URL (a QA backend names its stand-in), initialised with the merchant's LIFF app, holds the member's LINE
 * access token there; WPS3RD_verifyLineCode {accessToken} turns it into a LINE session token. Outside the LINE app, or
 * when LIFF gives no token, LINE's redirect flow is the way (line.ts).
 */
import { LINE_LIFF_SDK_URL } from '../../../shared/constants';
import { createScriptLoader, type ScriptLoader } from '../captcha/loader';

/** The part of the liff object this site uses (developers.line.biz/en/reference/liff/). */
export interface Liff {
  init(config: { liffId: string }): Promise<void>;
  isInClient(): boolean;
  isLoggedIn(): boolean;
  getAccessToken(): string | null;
}

export type LiffTokenResult =
  | { kind: 'token'; accessToken: string }
  /** LIFF failed with this message (shown when it starts with 'Failure', C100). */
  | { kind: 'failed'; message: string }
  /** No LIFF here, or no member signed in to it: LINE's redirect flow instead. */
  | { kind: 'unavailable' };

const loadScript: ScriptLoader = createScriptLoader();

async function loadLiff(scriptUrl: string | undefined): Promise<Liff | undefined> {
  await loadScript(scriptUrl || LINE_LIFF_SDK_URL);
  return (window as Window & { liff?: Liff }).liff;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The member's LINE access token from the merchant's LIFF app, inside the LINE app. */
export async function liffAccessToken(scriptUrl: string | undefined, liffId: string): Promise<LiffTokenResult> {
  const liff = await loadLiff(scriptUrl).catch(() => undefined);
  if (!liff) return { kind: 'unavailable' };
  try {
    await liff.init({ liffId });
  } catch (error) {
    return { kind: 'failed', message: messageOf(error) };
  }
  const accessToken = liff.isInClient() && liff.isLoggedIn() ? liff.getAccessToken() : null;
  return accessToken ? { kind: 'token', accessToken } : { kind: 'unavailable' };
}
