/**
 * The registration modal's entry points (spec §2; ACCEPTANCE C17, C21): a link to /m/register that opens the modal on
 * a plain click (a modified click or a new tab still opens the screen), and the host that shows the modal while it is
 * open. The modal itself, with the form, loads on first use: nothing of it reaches the first screen's bundle.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore, type MouseEvent } from 'react';
import { AppLink, useAddress, type AppLinkProps } from '../../platform/routing';
import { GO_QUERY_PARAM } from '../../shared/constants';
import { registerModal } from './register-modal-store';
import { encodeComponent } from '../../shared/url';

const RegisterModal = lazy(() => import('./ui/RegisterModal').then((module) => ({ default: module.RegisterModal })));

export type RegisterEntryLinkProps = Omit<AppLinkProps, 'to' | 'onClick'> & {
  /** Where the registration continues to; the page's go parameter when absent. */
  goTarget?: string | null;
};

/** 'Join now' / 'Create an account': opens the registration modal, or /m/register when opened another way. */
export function RegisterEntryLink({ goTarget, children, ...anchor }: RegisterEntryLinkProps) {
  const { search } = useAddress();
  const go = goTarget === undefined ? new URLSearchParams(search).get(GO_QUERY_PARAM) : goTarget;
  const to = go ? `/m/register?${GO_QUERY_PARAM}=${encodeComponent(go)}` : '/m/register';
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    registerModal().open(go);
  };
  return (
    <AppLink to={to} onClick={open} aria-haspopup="dialog" {...anchor}>
      {children}
    </AppLink>
  );
}

/** Shows the registration modal while it is open; a change of page closes it. Mount once, in the app shell. */
export function RegisterModalHost() {
  const modal = registerModal();
  const state = useSyncExternalStore(modal.subscribe, modal.get, modal.get);
  const { pathname } = useAddress();
  useEffect(() => () => modal.close(), [modal, pathname]);
  if (!state.open) return null;
  return (
    <Suspense fallback={null}>
      <RegisterModal goTarget={state.goTarget} onClose={modal.close} />
    </Suspense>
  );
}
