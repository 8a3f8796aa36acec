// The page's first script, a few hundred bytes: the API worker starts before the app's script has arrived.
import { startApiWorkerEarly } from './platform/api/early-worker';

startApiWorkerEarly();
