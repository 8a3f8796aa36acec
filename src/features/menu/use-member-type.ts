import { useMemberInfo } from '../../data/hooks';
import { useSession } from '../../platform/session';

/**
 * The logged-in member's type (customerType), undefined while it is not known. Member info knows it once loaded; a
 * fresh login's session already carries it; a session taken from an entry token has no id yet, and its type is only a
 * placeholder until the member info arrives.
 */
export function useMemberType(): number | undefined {
  const session = useSession();
  const member = useMemberInfo();
  return member?.type ?? (session?.id ? session.type : undefined);
}
