/**
 * The QA surface (ACCEPTANCE 3.5, 3.6) as one plugin, registered only on a QA backend: the request log and fault
 * injection (hooks before routing), the /__qa control routes, the /wps/qa probe endpoints and the third parties'
 * stand-ins under /__emu. Not encapsulated, so its hooks see every route of the app.
 */
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { consoleRoutes } from './console/console-routes';
import { controlRoutes } from './control-routes';
import { dataRoutes } from './data-routes';
import { emulatorRoutes } from './emulators/emulator-routes';
import { registerFaultHook } from './fault-hook';
import { probeEndpoints } from './probe-endpoints';
import { qaPushRoutes } from './push-routes';
import { registerRequestLogHook } from './request-log-hook';
import { createQaState } from './state';

async function qa(app: FastifyInstance): Promise<void> {
  const state = createQaState(app.ctx.now);
  // The log first: a request a fault answers is logged, with the fault's id.
  registerRequestLogHook(app, state.requestLog);
  registerFaultHook(app, state.faults);
  controlRoutes(app, state);
  consoleRoutes(app);
  dataRoutes(app);
  qaPushRoutes(app, state);
  probeEndpoints(app);
  emulatorRoutes(app, state);
}

export const qaPlugin = fastifyPlugin(qa, { name: 'qa-surface' });
