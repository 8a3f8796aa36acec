/** The QA surface's entry: the plugin the app registers on a QA backend, and the shapes its routes answer with. */
export { qaPlugin } from './plugin';
export type { Fault, FaultSpec } from './faults';
export type { LogQuery, RequestLogEntry } from './request-log';
export type { SentPush } from './state';
export type { CaptchaEmuMode, CaptchaEmuModeName } from './emulators/captcha';
export type { ChatCall } from './emulators/chat-widget';
export type { EmuRegistration } from './emulators/fcm';
export type { PixelCall, PixelEmuVendor } from './emulators/pixels';
