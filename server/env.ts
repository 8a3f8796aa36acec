/** Settings of server/main.ts that come from the environment and decide what the backend trusts and exposes. */

/** The address to listen on: loopback unless HOST says otherwise, so a bare `npm start` is not reachable from the LAN. */
export function listenHost(env: NodeJS.ProcessEnv): string {
  return env.HOST?.trim() || '127.0.0.1';
}

/** TRUST_PROXY: comma-separated addresses or CIDRs (or proxy-addr's names: loopback, linklocal, uniquelocal). */
export function trustedProxies(env: NodeJS.ProcessEnv): string[] {
  return (env.TRUST_PROXY ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** The demo members with known passwords exist only on a QA backend or when WPS_SEED=demo asks for them. */
export function seedsDemoMembers(env: NodeJS.ProcessEnv, qa: boolean): boolean {
  return qa || env.WPS_SEED === 'demo';
}
