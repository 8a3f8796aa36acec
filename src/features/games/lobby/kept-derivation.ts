/** How many sets of inputs a derivation keeps the result of. */
const KEPT_RESULTS = 2;

/**
 * Memoizes a derivation of kept Dexie answers (data/hooks useGames, useGameVendorDataOrNull) across the lobby's mounts:
 * recomputed only when its inputs are new objects. The results of the last two sets of inputs are kept: while a new
 * answer renders as a transition, an urgent render in between still sees the answer before it, and with one result
 * kept each render would derive the other's again (5,000 games ordered and indexed each time).
 */
export function keptDerivation<I extends readonly unknown[], R>(derive: (...inputs: I) => R): (...inputs: I) => R {
  let kept: { inputs: I; result: R }[] = [];
  return (...inputs: I) => {
    const same = (entry: { inputs: I }) =>
      entry.inputs.length === inputs.length && entry.inputs.every((input, index) => input === inputs[index]);
    const entry = kept.find(same) ?? { inputs, result: derive(...inputs) };
    kept = [entry, ...kept.filter((other) => other !== entry)].slice(0, KEPT_RESULTS);
    return entry.result;
  };
}
