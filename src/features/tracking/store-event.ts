/**
 * Hands a recorded event to the API worker, which stores it in the outbox before anything is sent. The event gets its
 * id here, so that a call lost with a worker that died or stopped answering can be made once more to the worker that
 * replaces it: the outbox keeps one record per id, and the backend one event per id.
 */
import type { ApiBridge } from '../../platform/api/bridge';
import type { NewTrackingEvent } from '../../data/outbox/enqueue';
import { randomUuid } from '../../data/outbox/uuid';
import { ErrorCode } from '../../shared/contract/error-codes';

/** True when stored (false: the once-flag was already set). Throws when the worker could not store it. */
export async function storeEvent(
  api: Pick<ApiBridge, 'recordEvent'>,
  event: NewTrackingEvent,
  onceKey?: string,
): Promise<boolean> {
  const withId: NewTrackingEvent = {
    ...event,
    eventValue: { ...event.eventValue, eventId: event.eventValue.eventId ?? randomUuid() },
  };
  let stored = await api.recordEvent(withId, onceKey);
  if (!stored.ok && stored.error.code === ErrorCode.WORKER_UNAVAILABLE) stored = await api.recordEvent(withId, onceKey);
  if (!stored.ok) throw new Error(`The event could not be stored: ${stored.error.message}`);
  return stored.value;
}
