/**
 * What the auth flows need (injected, so tests drive them with fakes) and what they answer: typed outcomes the
 * screens render. Flows never throw for a failed call; a failure comes back with the catalogue's action.
 */
import type { FeatureSwitch } from '../../../shared/constants';
import type {
  EndpointName,
  LoginRequest,
  LoginType,
  LoginVerifyRequired,
  MemberInfo,
  RequestOf,
  ResponseOf,
} from '../../../shared/contract';
import type { ErrorAction } from '../../../shared/errors/catalogue';
import type { ApiError, ApiResult } from '../../../shared/errors/result';
import type { CaptchaFailure, CaptchaOutcome } from '../captcha/captcha-runner';
import type { CaptchaFields } from '../rules/captcha';
import type { RiskGate } from '../captcha/risk-runner';
import type { RememberStore } from '../remember/remember-store';
import type { SafeGoTarget } from '../rules/destination';
import type { ProcessingLock } from '../rules/processing-lock';
import type { SessionInfo, SessionStore } from '../../../platform/session/tab-session/session-store';
import type { ApiBridge } from '../../../platform/api/bridge';

/** The part of the API bridge the flows use (src/platform/api/bridge.ts). */
export interface AuthApi {
  call<N extends EndpointName>(
    name: N,
    payload: RequestOf<N>,
    options?: { silent?: boolean; signal?: AbortSignal },
  ): Promise<ApiResult<ResponseOf<N>>>;
  refresh: ApiBridge['refresh'];
}

/** The captcha as the flows see it (a CaptchaRunner, or a fake). */
export interface CaptchaGate {
  verify(): Promise<CaptchaOutcome>;
  reset(): void;
}

export type Switches = Partial<Record<FeatureSwitch, boolean>>;

export interface AuthDeps {
  api: AuthApi;
  session: SessionStore;
  remember: RememberStore;
  lock: ProcessingLock;
  /** Needed only when a captcha switch is on; a needed but missing captcha fails with code 'captcha.unavailable'. */
  captcha?: CaptchaGate;
  /** Needed only under GEETESTRISK3: the risk token of the login (C53). */
  risk?: RiskGate;
  merchantCode: string;
  /** whitelabelVal */
  switches: Switches;
  /** gw.GEETEST_VERSION */
  geetestVersion?: string;
  deviceId: string;
  officialApp: boolean;
  /** configuredDefaultMobilePassword() */
  defaultPassword: string;
  /** The routing rules' go-target check; basicSafeGoTarget when absent. */
  safeGoTarget?: SafeGoTarget;
  /** When given, a successful flow navigates itself (the outcome still says where). */
  navigate?: (to: string) => void;
  /** Tracking (spec §9; ACCEPTANCE F24, F25): registerSubmit on submit, register and login on success. */
  track?: (eventName: AuthTrackingEvent, customer?: { customerId: string; customerName: string }) => void;
  /** The member's record as the worker stored it (Dexie's memberInfo row). */
  storedMemberInfo: () => Promise<MemberInfo | undefined>;
}

export type AuthTrackingEvent = 'registerSubmit' | 'register' | 'login';

export interface LoginFlags {
  passwordExpired: boolean;
  /** Read and kept, but it does not redirect by itself (Q34). */
  updatePassword: boolean;
}

export type AuthOutcome =
  /** A submit while one is processing (§4). */
  | { kind: 'ignored' }
  | {
      kind: 'navigate';
      to: string;
      session: SessionInfo | null;
      /** Show the one-off first-time-login notice on the landing screen (Q31). */
      firstTimeLogin: boolean;
      flags?: LoginFlags;
      /** The renewal (member info) failed; the login stands. */
      renewError?: ApiError;
    }
  /** login_verify_required: open the verification dialog for data's channel. */
  | { kind: 'verify'; pending: PendingVerification }
  /** The captcha did not give a result: closed (verify_first), busy ('verify geetest too fast'), error or unsupported. */
  | { kind: 'captcha'; failure: CaptchaFailure }
  | {
      kind: 'error';
      error: ApiError;
      /** What the catalogue says to do (alert, logout, silent, ...). */
      action: ErrorAction;
      /** Clear the captcha code input (the captcha was reloaded). */
      clearCaptchaInput?: boolean;
    };

export type VerifyChannel = 'email' | 'ga' | 'sms';

/** One way to receive or read the second factor: the masked e-mail or phone (none for ga). */
export interface VerifyOption {
  channel: VerifyChannel;
  target?: string;
}

/** A login waiting for its second factor (Q11); the password stays in memory only. */
export interface PendingVerification {
  data: LoginVerifyRequired;
  /** The first channel the server offered (e-mail, then SMS, then ga). */
  channel: VerifyChannel;
  /** The masked e-mail or phone to show (undefined for ga). */
  target?: string;
  /** Every channel the server offered, in that order: the verification dialog lets the member pick one. */
  options: VerifyOption[];
  login: LoginInput;
  auto: boolean;
}

/** What a login is asked with (C23, C47). */
export interface LoginInput {
  type: LoginType;
  /** The username, or the national mobile number of an SMS login (Q37). */
  username: string;
  /** The password, or the SMS code. */
  password: string;
  countryDialingCode?: string;
  /** Remember me: true saves, false forgets, undefined leaves the remembered login as it is. */
  remember?: boolean;
  goTarget?: string | null;
  /** A captcha result already present (C52): no captcha is shown. */
  captcha?: CaptchaFields;
  /** Provider fields of a social login (the social-login issue adds them). */
  social?: Pick<LoginRequest, 'firebaseChannel' | 'firebaseIdToken' | 'lineSessionToken' | 'telegramAuth'>;
  geetestRisk?: LoginRequest['geetestRisk'];
}
