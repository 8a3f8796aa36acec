/** What a launch reads from the page's stores: the stored card, the member's label, the explicit language choice. */
import { readGames } from '../../data/hooks';
import { readRow } from '../../data/page-store';
import { CURRENT } from '../../data/schema';
import { LANGUAGE_PREFERENCE_KEY, LANGUAGE_STORAGE_KEY, normalizeLanguage } from '../../i18n';
import type { ApiBridge } from '../../platform/api/bridge';
import type { GameCard } from '../../shared/contract';

function matches(card: GameCard, code: string, vendor: string | undefined): boolean {
  return (card.gameId === code || card.accountTypeName === code) && (!vendor || card.vendor === vendor);
}

/** The card of this game from the lobby's list or the home's vendor data, for its nodeId and display name. */
export async function storedCard(code: string, vendor?: string): Promise<GameCard | undefined> {
  const listed = (await readGames()).find((card) => matches(card, code, vendor));
  if (listed) return listed;
  const data = (await readRow('gameVendors', CURRENT))?.value;
  return data?.categories.flatMap((category) => category.cards ?? []).find((card) => matches(card, code, vendor));
}

/** clubLabel.labelName of the member (Q52): stored member info, else refreshed first; empty without a label. */
export async function memberLabelName(api: ApiBridge): Promise<string> {
  const stored = (await readRow('memberInfo', CURRENT))?.value;
  if (stored) return stored.clubLabel?.labelName ?? '';
  await api.refresh(['memberInfo']);
  return (await readRow('memberInfo', CURRENT))?.value.clubLabel?.labelName ?? '';
}

/** The language the member picked in the chooser (localStorage, else its Dexie copy); null if never (Q53). */
export async function explicitLanguage(): Promise<string | null> {
  try {
    const stored = normalizeLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
    if (stored) return stored;
  } catch {
    // No localStorage: the Dexie copy decides.
  }
  const row = await readRow('preferences', LANGUAGE_PREFERENCE_KEY);
  return normalizeLanguage(row?.value) ?? null;
}
