/** Launch URLs: every launch points at the demo game page this server serves (/__emu/game/{code}). */
import type { FastifyRequest } from 'fastify';

export function gamePageUrl(request: FastifyRequest, code: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const search = query.toString();
  return `${request.protocol}://${request.host}/__emu/game/${encodeURIComponent(code)}${search ? `?${search}` : ''}`;
}
