/**
 * Launch URLs: every launch points at the demo game page this server serves (/__emu/game/{code}), on the public
 * origin (http/origin.ts), with the merchant (the page takes its colours and the game's name from it) and the launch's
 * parameters.
 */
import type { FastifyRequest } from 'fastify';
import { originOf } from '../http/origin';

export function gamePageUrl(request: FastifyRequest, code: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  if (request.merchant) query.set('merchant', request.merchant.code);
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  return `${originOf(request)}/__emu/game/${encodeURIComponent(code)}?${query.toString()}`;
}
