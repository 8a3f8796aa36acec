/**
 * What a refresh reports (one shape for every resource): the parts it wrote into Dexie, and each part that kept what
 * Dexie had, with why. A part is written only when its call succeeded with the expected shape and the write held.
 */
import { ErrorCode } from '../../src/shared/contract/error-codes';
import type { ApiError, ApiResult } from '../../src/shared/errors/result';

export interface RefreshSummary {
  updated: string[];
  failed: { part: string; error: ApiError }[];
}

export function emptySummary(): RefreshSummary {
  return { updated: [], failed: [] };
}

export function mergeSummaries(summaries: readonly RefreshSummary[]): RefreshSummary {
  return {
    updated: summaries.flatMap((summary) => summary.updated),
    failed: summaries.flatMap((summary) => summary.failed),
  };
}

export function invalidShape(part: string): ApiError {
  return { code: ErrorCode.INVALID_RESPONSE, message: `unexpected ${part} shape`, path: part };
}

export function storageError(caught: unknown, part: string): ApiError {
  return { code: ErrorCode.STORAGE_ERROR, message: caught instanceof Error ? caught.message : String(caught), path: part };
}

/**
 * Writes a successful answer (or the call that will give it) that passes valid (the backend's answer is checked,
 * not trusted to match the contract) and records the outcome in summary; true when written.
 */
export async function applyPart<T>(
  summary: RefreshSummary,
  part: string,
  answer: ApiResult<T> | Promise<ApiResult<T>>,
  valid: (value: T) => boolean,
  write: (value: T) => Promise<unknown>,
): Promise<boolean> {
  const result = await answer;
  if (!result.ok) {
    summary.failed.push({ part, error: result.error });
    return false;
  }
  if (!valid(result.value)) {
    summary.failed.push({ part, error: invalidShape(part) });
    return false;
  }
  try {
    await write(result.value);
  } catch (caught) {
    summary.failed.push({ part, error: storageError(caught, part) });
    return false;
  }
  summary.updated.push(part);
  return true;
}
