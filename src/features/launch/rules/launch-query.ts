/**
 * The launch calls' payloads (spec §7 W31, R5; ACCEPTANCE D11–D14, D19–D21, D23, K59, K64, Q52, Q53, Q55, Q56).
 */
import type { LOTTERY_VIEWS } from '../../../shared/constants';
import {
  DEVICE_MOBILE,
  LOTTERY_AREA,
  LOTTERY_DEFAULT_LANGUAGE,
  LOTTERY_DEFAULT_MODE,
  LOTTERY_LAUNCH_MODE,
  LOTTERY_LOBBY_CODE,
  TRIAL_PLATFORM,
} from '../../../shared/constants';
import type { LotteryRequest, TrialRequest, VendorRequest } from './launch-request';

export type LotteryView = (typeof LOTTERY_VIEWS)[number];
export type LaunchQuery = Record<string, string>;

/** What the page knows besides the request. */
export interface LaunchContext {
  /** The absolute way back, already validated (launchBackUrl). */
  backUrl: string;
  /** The language the member chose explicitly, if ever (Q53); null otherwise. */
  explicitLanguage: string | null;
  /** The app's language in force (vendor launches). */
  appLanguage: string;
  /** The member's clubLabel.labelName; empty without a label. */
  labelName: string;
  /** A title found for the game (the stored card's display name) when the request has none. */
  title?: string;
}

/** lobby for code=lobby or lottoView=lobby, else betting (D13). */
export function lotteryView(request: Pick<LotteryRequest, 'code' | 'lottoView'>): LotteryView {
  return request.code === LOTTERY_LOBBY_CODE || request.lottoView === 'lobby' ? 'lobby' : 'betting';
}

/** The explicit choice, else VI, even where the app shows EN (Q53, D14). */
export function lotteryLanguage(explicitLanguage: string | null): string {
  return explicitLanguage || LOTTERY_DEFAULT_LANGUAGE;
}

/** GET /wps/game/launchGame for a lottery (D11, D12, D13). */
export function lotteryLaunchQuery(
  request: LotteryRequest,
  context: Pick<LaunchContext, 'backUrl' | 'explicitLanguage' | 'labelName' | 'title'>,
): LaunchQuery {
  const view = lotteryView(request);
  const mode: LaunchQuery = request.prizeMode ? { lottoPrizeMode: request.prizeMode } : { lottoMode: LOTTERY_DEFAULT_MODE };
  return {
    lottoArea: LOTTERY_AREA,
    launchMode: LOTTERY_LAUNCH_MODE,
    ...mode,
    lottoGameCode: request.code,
    lottoView: view,
    device: DEVICE_MOBILE,
    backUrl: context.backUrl,
    hasLobby: String(view === 'lobby'),
    language: lotteryLanguage(context.explicitLanguage),
    title: request.title ?? context.title ?? '',
    labelName: context.labelName,
  };
}

/** GET /wps/game/launchGame for a vendor game (Q55), with a game banner's gameType, roomId and nodeId (D23). */
export function vendorLaunchQuery(request: VendorRequest, context: Pick<LaunchContext, 'backUrl' | 'appLanguage'>): LaunchQuery {
  const query: LaunchQuery = { vendor: request.vendor };
  if (request.code) query.gameCode = request.code;
  if (request.playType) query.playType = request.playType;
  if (request.gameType) query.gameType = request.gameType;
  if (request.roomId) query.roomId = request.roomId;
  if (request.nodeId) query.nodeId = request.nodeId;
  return { ...query, device: DEVICE_MOBILE, backUrl: context.backUrl, language: context.appLanguage };
}

export interface TrialPayload {
  gameId: string;
  nodeId: string;
  platform: typeof TRIAL_PLATFORM;
}

/** GCS_gameTrialLaunch, by POST or by its GET variant (D20, D21): gameId = code, nodeId from the card or banner. */
export function trialPayload(request: Pick<TrialRequest, 'code' | 'nodeId'>, storedNodeId?: string): TrialPayload {
  return { gameId: request.code, nodeId: request.nodeId ?? storedNodeId ?? '', platform: TRIAL_PLATFORM };
}

/** The tracking event of a launch and its value (F26). */
export function launchEvent(request: LotteryRequest | VendorRequest | TrialRequest): {
  name: 'gameLaunch' | 'startTrial';
  value: Record<string, string>;
} {
  const value: Record<string, string> = { gameCode: request.code };
  if (request.kind !== 'lottery' && request.vendor) value.vendor = request.vendor;
  if (request.kind === 'lottery') value.vendor = LOTTERY_LAUNCH_MODE;
  return { name: request.kind === 'trial' ? 'startTrial' : 'gameLaunch', value };
}
