/**
 * Which customer-service entry a request opens (spec §2 Menu SERVICE, §3 Customer service entry; ACCEPTANCE D31,
 * D48): by csType, then by csPosition, else the default. Entries with labelIds are only for members with one of
 * those VIP labels; a member's labelled entries come before the unlabelled ones at every step, and when none of the
 * member's labels match, the unlabelled entries are used.
 */
import type { StoredServiceEntry } from '../../../data/schema';

export interface ServiceRequest {
  csType?: string;
  csPosition?: number | string;
  /** The member's clubLabel.labelId; none for guests and members without a label. */
  labelId?: string | null;
}

/** The merchant's default entry: position or type DEFAULT (the backend's marker). */
export function isDefaultEntry(entry: StoredServiceEntry): boolean {
  return entry.csPosition.toLowerCase() === 'default' || entry.csType.toUpperCase() === 'DEFAULT';
}

export function selectServiceEntry(entries: readonly StoredServiceEntry[], request: ServiceRequest): StoredServiceEntry | null {
  const { labelId } = request;
  const labelled = labelId ? entries.filter((entry) => entry.labelIds.includes(labelId)) : [];
  const unlabelled = entries.filter((entry) => entry.labelIds.length === 0);
  const pools = [labelled, unlabelled];
  const find = (match: (entry: StoredServiceEntry) => boolean) => {
    for (const pool of pools) {
      const hit = pool.find(match);
      if (hit) return hit;
    }
    return undefined;
  };

  const type = request.csType?.trim();
  if (type) {
    const byType = find((entry) => entry.csType.toUpperCase() === type.toUpperCase());
    if (byType) return byType;
  }
  const position = request.csPosition === undefined ? '' : String(request.csPosition).trim();
  if (position) {
    const byPosition = find((entry) => entry.csPosition === position);
    if (byPosition) return byPosition;
  }
  return labelled[0] ?? unlabelled.find(isDefaultEntry) ?? unlabelled[0] ?? null;
}

/**
 * The channels a member can pick on the feedback page: each csType once, in the stored order, from the entries for
 * the member's VIP label and the unlabelled ones; the default entry is the page's main button, not a channel.
 */
export function serviceChannels(entries: readonly StoredServiceEntry[], labelId?: string | null): string[] {
  const types = entries
    .filter((entry) => !isDefaultEntry(entry) && (entry.labelIds.length === 0 || (labelId && entry.labelIds.includes(labelId))))
    .map((entry) => entry.csType.toUpperCase());
  return [...new Set(types)];
}
