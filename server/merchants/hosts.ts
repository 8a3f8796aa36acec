/** Host → merchant code, as a white-label deployment resolves it (ACCEPTANCE Q101). */

export const DEFAULT_HOSTS: Readonly<Record<string, string>> = {
  localhost: 'DEMO',
  '127.0.0.1': 'VNL',
  '*.demo.test': 'DEMO',
  'demo.test': 'DEMO',
  '*.vnl.test': 'VNL',
  'vnl.test': 'VNL',
  '*.bare.test': 'BARE',
  'bare.test': 'BARE',
};

/** Strips the port (also from a bracketed IPv6 host) and lower-cases. */
export function hostnameOf(host: string | undefined): string {
  if (!host) return '';
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1);
  return trimmed.replace(/:\d+$/, '');
}

/** Exact names win over `*.suffix` patterns; a longer suffix wins over a shorter one. */
export function merchantForHost(host: string | undefined, hosts: Readonly<Record<string, string>>): string | undefined {
  const name = hostnameOf(host);
  if (!name) return undefined;
  if (hosts[name]) return hosts[name];
  let best: { length: number; code: string } | undefined;
  for (const [pattern, code] of Object.entries(hosts)) {
    if (!pattern.startsWith('*.')) continue;
    const suffix = pattern.slice(1).toLowerCase();
    if (name.endsWith(suffix) && name.length > suffix.length && (!best || suffix.length > best.length)) {
      best = { length: suffix.length, code };
    }
  }
  return best?.code;
}
