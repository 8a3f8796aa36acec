/** Links between the entry screens (login, register) that keep the go parameter. */
import { useAddress } from '../../../platform/routing';
import { GO_QUERY_PARAM } from '../../../shared/constants';
import { encodeComponent } from '../../../shared/url';

/** The go parameter as given; the flow accepts it only when it is a safe in-app path. */
export function useGoParam(): string | null {
  const { search } = useAddress();
  return new URLSearchParams(search).get(GO_QUERY_PARAM);
}

/** A link to another entry screen that keeps the go parameter (and, through AppLink, the tracking parameters). */
export function entryLink(path: string, go: string | null): string {
  return go ? `${path}?${GO_QUERY_PARAM}=${encodeComponent(go)}` : path;
}
