/** Small JSON-schema builders for route bodies and queries. */

export type JsonSchema = Record<string, unknown>;

export const str = (extra: JsonSchema = {}): JsonSchema => ({ type: 'string', maxLength: 4096, ...extra });
export const bool = (): JsonSchema => ({ type: 'boolean' });
export const int = (extra: JsonSchema = {}): JsonSchema => ({ type: 'integer', ...extra });
export const num = (): JsonSchema => ({ type: 'number' });
export const anyObject = (): JsonSchema => ({ type: 'object' });
export const strArray = (): JsonSchema => ({ type: 'array', items: { type: 'string', maxLength: 256 }, maxItems: 100 });
/** A decimal integer sent in a query string. */
export const digits = (): JsonSchema => ({ type: 'string', pattern: '^\\d{1,15}$' });

/** An object schema; `open` allows properties beyond the listed ones. */
export function object(properties: Record<string, JsonSchema>, required: string[] = [], open = true): JsonSchema {
  return { type: 'object', properties, required, additionalProperties: open };
}

export const EMPTY_BODY = { body: object({}) };
export const EMPTY_QUERY = { querystring: object({}) };
