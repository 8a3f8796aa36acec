/** Starts the reference backend: node --import tsx server/main.ts (settings from the environment). */
import { buildApp, DEFAULT_MOBILE_PASSWORD } from './app';
import { listenHost, seedsDemoMembers, trustedProxies } from './env';

function hostsFromEnv(raw: string | undefined): Record<string, string> | undefined {
  if (!raw) return undefined;
  const parsed = JSON.parse(raw) as unknown;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error('WPS_HOSTS must be a JSON object of host → merchant code');
  return parsed as Record<string, string>;
}

/** Addresses whose banner shows localhost: the host that maps to the DEMO merchant (127.0.0.1 maps to VNL). */
const LOCAL_ADDRESSES = ['0.0.0.0', '::', '127.0.0.1', '::1'];

const port = Number(process.env.PORT ?? 8080);
const host = listenHost(process.env);
const qa = process.env.WPS_QA === '1';

const app = await buildApp({
  dbPath: process.env.WPS_DB_PATH ?? './data/wps.sqlite',
  qa,
  staticDir: process.env.WPS_STATIC_DIR ?? './dist',
  hosts: hostsFromEnv(process.env.WPS_HOSTS),
  sessionTtlMs: process.env.WPS_SESSION_TTL_MS ? Number(process.env.WPS_SESSION_TTL_MS) : undefined,
  defaultMobilePassword: process.env.WPS_DEFAULT_MOBILE_PASSWORD ?? DEFAULT_MOBILE_PASSWORD,
  env: process.env.WPS_ENV,
  logger: process.env.WPS_LOG !== '0',
  trustProxy: trustedProxies(process.env),
  publicOrigin: process.env.PUBLIC_ORIGIN || undefined,
  seedDemoMembers: seedsDemoMembers(process.env, qa),
  // Unsigned emulator tokens pass only on a QA backend that says it runs the Firebase Auth emulator.
  firebase: {
    emulator: qa && process.env.WPS_FIREBASE_EMULATOR === '1',
    jwksUrl: process.env.WPS_FIREBASE_JWKS_URL || undefined,
    emulatorUrl: process.env.WPS_FIREBASE_AUTH_EMULATOR || undefined,
  },
  lineApiBase: process.env.WPS_LINE_API_BASE || undefined,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port, host });
console.log(
  `WPS reference backend on http://${LOCAL_ADDRESSES.includes(host) ? 'localhost' : host}:${port}/m/ (QA surface ${qa ? 'on' : 'off'})`,
);
