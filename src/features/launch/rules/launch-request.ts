/**
 * What /m/launchGame (and a card or banner) asks for, read from the query (spec §2 route table; ACCEPTANCE A11,
 * D11–D13, D19, D20, Q52, Q55, Q56): a trial, a lottery or a vendor game.
 *
 * - playType=trial → a trial (GCS_gameTrialLaunch), gameId = code.
 * - prize_mode, no vendor, or a lottery vendor → the lottery launch.
 * - otherwise vendor + code → the vendor launch.
 */
import { LOTTERY_VENDORS, TRIAL_PLAY_TYPE } from '../../../shared/constants';

interface Common {
  /** The game code (lottoGameCode, gameCode, or the trial's gameId). */
  code: string;
  /** The way back from the game, as given (validated when the query is built). */
  backUrl?: string;
  /** The card's or banner's display name, or the query's title (Q52). */
  title?: string;
}

export interface LotteryRequest extends Common {
  kind: 'lottery';
  prizeMode?: string;
  lottoView?: string;
}

export interface VendorRequest extends Common {
  kind: 'vendor';
  vendor: string;
  playType?: string;
  gameType?: string;
  roomId?: string;
  nodeId?: string;
}

export interface TrialRequest extends Common {
  kind: 'trial';
  vendor?: string;
  nodeId?: string;
}

export type LaunchRequest = LotteryRequest | VendorRequest | TrialRequest;

function value(params: URLSearchParams, name: string): string | undefined {
  const text = params.get(name)?.trim();
  return text ? text : undefined;
}

export function isLotteryVendor(vendor: string | undefined): boolean {
  return vendor !== undefined && (LOTTERY_VENDORS as readonly string[]).includes(vendor.toUpperCase());
}

/** The launch the query asks for; null when it names no game (no code, and no vendor with a node). */
export function launchRequestFromQuery(search: string | URLSearchParams): LaunchRequest | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const code = value(params, 'code');
  const vendor = value(params, 'vendor');
  const prizeMode = value(params, 'prize_mode');
  const playType = value(params, 'playType');
  const nodeId = value(params, 'nodeId');
  const common = { backUrl: value(params, 'backUrl'), title: value(params, 'title') };
  if (playType?.toLowerCase() === TRIAL_PLAY_TYPE) {
    return code ? { kind: 'trial', code, vendor, nodeId, ...common } : null;
  }
  if (prizeMode !== undefined || vendor === undefined || isLotteryVendor(vendor)) {
    return code ? { kind: 'lottery', code, prizeMode, lottoView: value(params, 'lottoView'), ...common } : null;
  }
  // A game banner may name its game by node only (D23).
  if (!code && !nodeId) return null;
  return {
    kind: 'vendor',
    vendor,
    code: code ?? '',
    playType,
    gameType: value(params, 'gameType'),
    roomId: value(params, 'roomId'),
    nodeId,
    ...common,
  };
}

export const LAUNCH_GAME_PATH = '/m/launchGame';

/** The launch a /m/launchGame path asks for (a game banner's target); null for any other path. */
export function launchRequestFromPath(path: string): LaunchRequest | null {
  const [pathname = '', search = ''] = path.split('?');
  return pathname === LAUNCH_GAME_PATH ? launchRequestFromQuery(search) : null;
}

/** The /m/launchGame path for a request (the inverse of launchRequestFromQuery). */
export function launchPath(request: LaunchRequest): string {
  const query = new URLSearchParams();
  const fields: Partial<Record<string, string>> = { ...request };
  if (request.kind === 'lottery' && fields.prizeMode) query.set('prize_mode', fields.prizeMode);
  if (fields.vendor) query.set('vendor', fields.vendor);
  if (fields.code) query.set('code', fields.code);
  if (request.kind === 'trial') query.set('playType', TRIAL_PLAY_TYPE);
  for (const name of ['playType', 'lottoView', 'gameType', 'roomId', 'nodeId', 'title', 'backUrl']) {
    const field = fields[name];
    if (field && !query.has(name)) query.set(name, field);
  }
  return `${LAUNCH_GAME_PATH}?${query.toString()}`;
}
