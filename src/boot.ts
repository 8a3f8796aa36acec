// The page's first script, under a kilobyte: the API worker starts, and the entry route's screen chunks are asked
// for, while the app's script is still downloading.
import { startApiWorkerEarly } from './platform/api/early-worker';
import { preloadEntryScreen } from './platform/routing/screen-preloads';

startApiWorkerEarly();
preloadEntryScreen();
