/** The game's address from a launch answer (spec §4: success and value.gameUrl); only an http(s) address is followed. */
export function gameUrlOf(value: unknown, base: string): string | null {
  const raw = (value as { gameUrl?: unknown } | null | undefined)?.gameUrl;
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  try {
    const url = new URL(raw, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
