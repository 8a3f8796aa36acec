/** A plain object (not null, not an array): what a JSON answer's record must be before its fields are read. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
