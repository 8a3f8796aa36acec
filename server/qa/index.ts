/** The QA surface's entry: the plugin the app registers on a QA backend, and the shapes its routes take and answer. */
export { qaPlugin } from './plugin';
export type { Fault, FaultSpec } from './faults';
export type { LogQuery, RequestLogEntry } from './request-log';
export type { SentPush } from './state';
export type { LastSms } from './data-routes';
export type { CaptchaEmuMode, CaptchaEmuModeName } from './emulators/captcha';
export type { ChatCall } from './emulators/chat-widget';
export type { EmuRegistration } from './emulators/fcm';
export type { PixelCall, PixelEmuVendor } from './emulators/pixels';
export type { StoredBeacon, StoredEvent } from '../events/store';
export type { OutboxMessage } from '../auth/codes';
export type { PushToken } from '../push/tokens';
export type { BulkSeedResult } from '../seed/bulk-games';
export type { MerchantConfig } from '../merchants/config';
export type { MemberPatch } from '../members/members';
