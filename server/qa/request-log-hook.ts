/** Feeds the QA request log: an entry per request (outside /__qa), closed when the response ends or the client goes away. */
import type { FastifyInstance } from 'fastify';
import type { RequestLog } from './request-log';

export function registerRequestLogHook(app: FastifyInstance, log: RequestLog): void {
  const { ctx } = app;
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/__qa/')) return;
    const entry = log.start(request.method, request.url, request.headers, ctx.now());
    request.qaLog = entry;
    reply.raw.once('close', () => {
      entry.tEnd = ctx.now();
      entry.status = reply.raw.headersSent ? reply.raw.statusCode : null;
      entry.clientAborted = !reply.raw.writableFinished;
    });
  });
}
