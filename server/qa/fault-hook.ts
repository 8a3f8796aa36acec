/** Applies injected faults before routing: delay, drop, hang, redirect, an HTTP status, an error code or a canned value. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, fail, ok } from '../../src/shared/contract';
import type { Fault, FaultStore } from './faults';

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function answer(request: FastifyRequest, reply: FastifyReply, fault: Fault): FastifyReply | undefined {
  if (fault.drop) {
    reply.hijack();
    request.raw.socket.destroy();
    return reply;
  }
  if (fault.hang) {
    reply.hijack();
    return reply;
  }
  if (fault.retryAfter !== undefined) reply.header('retry-after', String(fault.retryAfter));
  if (fault.redirect) return reply.redirect(fault.redirect, 302);
  if (fault.status !== undefined) {
    return reply
      .code(fault.status)
      .send(fail(fault.errorCode ?? `http.${fault.status}`, fault.message ?? `Injected HTTP ${fault.status}`, fault.value));
  }
  if (fault.errorCode) {
    const status = fault.errorCode === ErrorCode.CUSTOMER_NOT_LOGIN ? 401 : 200;
    return reply.code(status).send(fail(fault.errorCode, fault.message, fault.value));
  }
  if (fault.value !== undefined) return reply.code(200).send(ok(fault.value));
  return undefined;
}

export function registerFaultHook(app: FastifyInstance, faults: FaultStore): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/__qa/')) return;
    const merchant = request.headers['merchant'];
    const fault = faults.take(
      request.method,
      request.url.split('?')[0] ?? '/',
      typeof merchant === 'string' ? merchant : undefined,
    );
    if (!fault) return;
    if (request.qaLog) request.qaLog.fault = fault.id;
    if (fault.delayMs) await sleep(fault.delayMs);
    if (request.raw.destroyed || request.raw.socket.destroyed) {
      reply.hijack();
      return reply;
    }
    return answer(request, reply, fault);
  });
}
