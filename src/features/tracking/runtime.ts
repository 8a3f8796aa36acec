/**
 * The tracking runtime the start installs (the pixels' channels, the after-record hook) and the context read with
 * it: small, so callers on the first screen can read the context without loading the recorder.
 */
import type { TrackingEventName } from '../../shared/constants';
import { readTrackingContext } from './context';
import type { TrackingContext } from './rules/event-value';

export interface TrackingRuntime {
  /** The configured pixels' channels (Q88). */
  channels(): string[];
  /** After an event is in the outbox: the pixels' conversion and a flush. */
  recorded(eventName: TrackingEventName, eventValue: Record<string, unknown>): void;
}

let runtime: TrackingRuntime | undefined;

export function setTrackingRuntime(next: TrackingRuntime | undefined): void {
  runtime = next;
}

export function trackingRuntime(): TrackingRuntime | undefined {
  return runtime;
}

/** This page's tracking context now: attribution, entry, cookies, the configured pixels, the signed-in member. */
export function currentTrackingContext(): TrackingContext {
  return readTrackingContext(runtime?.channels() ?? []);
}
