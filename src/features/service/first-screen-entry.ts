/**
 * What the first screen takes of customer service: the start-up that follows the session, and the chat button (a chunk
 * of its own). ./index.ts also reaches the code that opens customer service, which loads on use.
 */
import { lazy } from 'react';

export { startCustomerService } from './start-service';

/** The floating chat button loads after the first screen. */
export const ChatEntry = lazy(() => import('./ChatEntry').then((module) => ({ default: module.ChatEntry })));
