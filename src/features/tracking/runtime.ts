/**
 * The tracking runtime the start installs (the pixels' channels, the after-record hook) and the context read with
 * it: small, so callers on the first screen can read the context without loading the recorder.
 */
import type { TrackingEventName } from '../../shared/constants';
import type { NewTrackingEvent } from '../../data/outbox/enqueue';
import { createReady, pageState } from '../../shared/page-runtime';
import { readTrackingContext } from './context';
import type { TrackingContext } from './rules/event-value';

export interface TrackingRuntime {
  /** The configured pixels' channels (Q88). */
  channels(): string[];
  /**
   * Puts the event into the outbox (the API worker owns the store); with onceKey, only if that flag is not set yet,
   * setting it in the same transaction. Resolves true when stored.
   */
  store(event: NewTrackingEvent, onceKey?: string): Promise<boolean>;
  /** After an event is in the outbox: the pixels' conversion and a flush. */
  recorded(eventName: TrackingEventName, eventValue: Record<string, unknown>): void;
}

const runtime = pageState(() => createReady<TrackingRuntime>());

export function setTrackingRuntime(next: TrackingRuntime): void {
  runtime().set(next);
}

/** The runtime once tracking has started: an event a screen records before that waits for it. */
export function whenTrackingRuntime(): Promise<TrackingRuntime> {
  return runtime().when();
}

/** This page's tracking context now: attribution, entry, cookies, the configured pixels, the signed-in member. */
export function currentTrackingContext(): TrackingContext {
  return readTrackingContext(runtime().value?.channels() ?? []);
}
