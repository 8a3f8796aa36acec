/** The one response shape of every /wps call (ACCEPTANCE Q6), except the raw manifest and 204 beacons. */
export interface Envelope<T = unknown> {
  success: boolean;
  value?: T;
  errorCode?: string;
  message?: string;
}

export function ok<T>(value: T): Envelope<T> {
  return { success: true, value };
}

export function fail(errorCode: string, message?: string, value?: unknown): Envelope<never> {
  const envelope: Envelope<never> = { success: false, errorCode };
  if (message !== undefined) envelope.message = message;
  if (value !== undefined) (envelope as Envelope<unknown>).value = value;
  return envelope;
}

export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).success === 'boolean';
}
