/** What the QA surface keeps in memory for one app; POST /__qa/reset clears all of it. */
import { FaultStore } from './faults';
import { RequestLog } from './request-log';
import { CaptchaEmuStore } from './emulators/captcha';
import { FcmEmulator } from './emulators/fcm';
import { LineProvider } from './emulators/line-provider';
import type { PushMessage } from '../../src/shared/push-message';

/** A test notification POST /__qa/push sent to one device. */
export interface SentPush {
  id: string;
  merchant: string;
  registrationToken: string;
  endpoint: string | null;
  data: PushMessage | Record<string, unknown>;
  sentAt: number;
}

export interface QaState {
  requestLog: RequestLog;
  faults: FaultStore;
  /** The local captcha provider's mode (PUT /__qa/captcha). */
  captcha: CaptchaEmuStore;
  fcm: FcmEmulator;
  /** The LINE Login stand-in's codes and access tokens. */
  line: LineProvider;
  /** The test notifications POST /__qa/push sent, oldest first. */
  sentPushes: SentPush[];
}

export function createQaState(now: () => number): QaState {
  return {
    requestLog: new RequestLog(),
    faults: new FaultStore(),
    captcha: new CaptchaEmuStore(),
    fcm: new FcmEmulator(),
    line: new LineProvider(now),
    sentPushes: [],
  };
}

export function clearQaState(state: QaState): void {
  state.requestLog.clear();
  state.faults.clear();
  state.captcha.clear();
  state.fcm.clear();
  state.line.clear();
  state.sentPushes.length = 0;
}
