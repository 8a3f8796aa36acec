// The page's first script, under a kilobyte gzip: the API worker starts, and the entry route's screen chunks and the
// start-up language's catalogs are asked for, while the app's script is still downloading.
import { startApiWorkerEarly } from './platform/api/early-worker';
import { preloadStart } from './platform/start-preloads';

startApiWorkerEarly();
preloadStart();
