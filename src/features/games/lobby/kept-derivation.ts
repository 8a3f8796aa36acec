/**
 * Memoizes a derivation of kept Dexie answers (data/hooks useGames, useGameVendorData) across the lobby's mounts:
 * recomputed only when one of its inputs is a new object.
 */
export function keptDerivation<I extends readonly unknown[], R>(derive: (...inputs: I) => R): (...inputs: I) => R {
  let last: { inputs: I; result: R } | undefined;
  return (...inputs: I) => {
    if (last && last.inputs.length === inputs.length && last.inputs.every((input, index) => input === inputs[index])) {
      return last.result;
    }
    const result = derive(...inputs);
    last = { inputs, result };
    return result;
  };
}
