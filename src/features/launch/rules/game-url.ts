/** The game's address from a launch answer (spec §4: success and value.gameUrl), as the outgoing-URL check takes it. */
import { safeLinkUrl } from '../../../shared/outgoing-url';

/** value.gameUrl: an http(s) address, or a path of this site made absolute on base; null for anything else. */
export function gameUrlOf(value: unknown, base: string): string | null {
  return safeLinkUrl((value as { gameUrl?: unknown } | null | undefined)?.gameUrl, base);
}
