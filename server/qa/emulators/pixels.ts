/**
 * Local stand-ins for the ad-pixel vendors' scripts (ACCEPTANCE 3.6 "Ad pixels", F15): /__emu/pixels/<vendor>.js
 * takes over the command queue the page's snippet made, exactly where the vendor's script would, and records every
 * call to window.__pixels and to POST /__emu/pixels/log; GET lists the log, DELETE clears it.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/contract';

export const PIXEL_EMU_VENDORS = ['fb', 'gtm', 'gtag', 'tiktok', 'kwai', 'bigo', 'twitter'] as const;
export type PixelEmuVendor = (typeof PIXEL_EMU_VENDORS)[number];

export interface PixelCall {
  vendor: string;
  args: unknown[];
  page: string;
  receivedAt: number;
}

const LOG_LIMIT = 1_000;

/** How each vendor's script takes over its snippet's queue: `record(args)` logs one call. */
const TAKE_OVER: Record<PixelEmuVendor, string> = {
  fb: `var f = window.fbq; if (!f) return; var q = f.queue || []; f.callMethod = function () { record(toArray(arguments)); }; f.queue = []; q.forEach(function (a) { record(toArray(a)); });`,
  twitter: `var f = window.twq; if (!f) return; var q = f.queue || []; f.exe = function () { record(toArray(arguments)); }; f.queue = []; q.forEach(function (a) { record(toArray(a)); });`,
  bigo: `var f = window.bge; if (!f) return; var q = f.q || []; f.exe = function () { record(toArray(arguments)); }; f.q = []; q.forEach(function (a) { record(toArray(a)); });`,
  tiktok: methodQueue('ttq'),
  kwai: methodQueue('kwaiq'),
  gtag: dataLayer(
    (entry) => `if (entry && typeof entry === 'object' && typeof entry.length === 'number' && !Array.isArray(entry)) ${entry}`,
  ),
  gtm: dataLayer((entry) => `if (entry && typeof entry === 'object' && typeof entry.length !== 'number') ${entry}`),
};

function methodQueue(name: string): string {
  return `var q = window.${name}; if (!q) return; var pending = q.splice(0); (q.methods || []).forEach(function (m) { q[m] = function () { record([m].concat(toArray(arguments))); }; }); pending.forEach(function (a) { record(toArray(a)); });`;
}

/** gtag and gtm share dataLayer: gtag pushes Arguments objects, gtm plain objects; each records its own. */
function dataLayer(guard: (record: string) => string): string {
  return `var layer = (window.dataLayer = window.dataLayer || []); var take = function (entry) { ${guard("record(typeof entry.length === 'number' ? toArray(entry) : [entry]);")} }; layer.forEach(take); var push = layer.push; layer.push = function () { var items = toArray(arguments); items.forEach(take); return push.apply(layer, items); };`;
}

export function pixelScript(vendor: PixelEmuVendor): string {
  return `(function () {
  var vendor = ${JSON.stringify(vendor)};
  function toArray(list) { return Array.prototype.slice.call(list); }
  function plain(value) { try { return JSON.parse(JSON.stringify(value)); } catch (e) { return String(value); } }
  function record(args) {
    var call = { vendor: vendor, args: plain(args), page: location.pathname };
    (window.__pixels = window.__pixels || []).push(call);
    try { fetch('/__emu/pixels/log', { method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(call) }); } catch (e) {}
  }
  ${TAKE_OVER[vendor]}
})();
`;
}

export function pixelEmuRoutes(app: FastifyInstance): void {
  const log: PixelCall[] = [];
  const { ctx } = app;

  app.get('/__emu/pixels/:file', (request, reply) => {
    const vendor = (request.params as { file: string }).file.replace(/\.js$/, '');
    if (!(PIXEL_EMU_VENDORS as readonly string[]).includes(vendor)) return reply.code(404).send();
    return reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(pixelScript(vendor as PixelEmuVendor));
  });

  app.post(
    '/__emu/pixels/log',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            vendor: { type: 'string', maxLength: 32 },
            args: { type: 'array', maxItems: 16 },
            page: { type: 'string', maxLength: 512 },
          },
          required: ['vendor', 'args'],
        },
      },
    },
    (request, reply) => {
      const body = request.body as { vendor: string; args: unknown[]; page?: string };
      log.push({ vendor: body.vendor, args: body.args, page: body.page ?? '', receivedAt: ctx.now() });
      if (log.length > LOG_LIMIT) log.splice(0, log.length - LOG_LIMIT);
      return reply.code(204).send();
    },
  );
  app.get('/__emu/pixels/log', () => ok(log));
  app.delete('/__emu/pixels/log', () => {
    log.length = 0;
    return ok({});
  });
}
