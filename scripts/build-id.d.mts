export function buildId(env?: Record<string, string | undefined>): string;
