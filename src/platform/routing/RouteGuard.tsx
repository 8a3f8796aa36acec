/**
 * The guard around every screen (ACCEPTANCE A8, A12, A13, A15, A19–A21): a guarded path without a token goes to
 * /m/login?go=<original> (replace, so Back does not return to it), /m/feedback without one goes to /m/home, and
 * with redirectUrl or backUrl the screen renders and asks for a login itself.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useSession } from '../session/session-store';
import { guardDecision } from './guard';
import { Replace } from './AppLink';
import { useAddress } from './use-address';

const LoginSuppressedContext = createContext(false);

/** True on a guarded screen rendered without a session because redirectUrl or backUrl suppressed the login. */
export function useLoginSuppressed(): boolean {
  return useContext(LoginSuppressedContext);
}

export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useAddress();
  const session = useSession();
  const decision = guardDecision({ pathname, search, storedToken: session?.token });
  if (decision.kind === 'redirect') return <Replace to={decision.to} />;
  return <LoginSuppressedContext.Provider value={decision.kind === 'suppressed'}>{children}</LoginSuppressedContext.Provider>;
}
