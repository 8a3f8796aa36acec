/**
 * The one dialog host, mounted once at the root: the first queued modal (role dialog/alertdialog, aria-modal,
 * labelled and described, focus trapped and returned, Escape when dismissible, the page behind made inert), the
 * toasts and the loading indicator.
 */
import { useEffect, useId, useRef, useSyncExternalStore, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useSystemState } from '../../data/hooks';
import { shellMessages } from '../../i18n/messages';
import { dialogStore } from './api';
import { focusableWithin, nextFocusIndex } from './focus';
import type { DialogStore, ModalEntry, ToastEntry } from './store';
import { useText } from './use-text';

const HOST_ATTRIBUTE = 'data-dialog-host';

/** Makes everything in body but the host inert; returns the function that gives it back. */
function makeBackgroundInert(): () => void {
  const others = [...document.body.children].filter(
    (element) => !element.hasAttribute(HOST_ATTRIBUTE) && !element.hasAttribute('inert'),
  );
  others.forEach((element) => element.setAttribute('inert', ''));
  return () => others.forEach((element) => element.removeAttribute('inert'));
}

/** Other addresses of the merchant (domain route), for the domain-not-available popup. */
function OtherDomains() {
  const routes = useSystemState('domainRoute') ?? [];
  const others = [...routes].filter((route) => route.domain !== location.hostname).sort((a, b) => a.priority - b.priority);
  if (others.length === 0) return null;
  return (
    <ul className="domain-list">
      {others.map((route) => (
        <li key={route.domain}>
          <a href={`${location.protocol}//${route.domain}/m/home`} rel="noopener">
            {route.domain}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Modal({ entry, store }: { entry: ModalEntry; store: DialogStore }) {
  const text = useText();
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const restoreBackground = makeBackgroundInert();
    const dialog = dialogRef.current;
    const primary = dialog?.querySelector<HTMLElement>('[data-primary]');
    (primary ?? dialog)?.focus();
    return () => {
      // The page first stops being inert, so the element that had the focus can take it back.
      restoreBackground();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (entry.dismissible) store.close(entry.id, null);
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusables = focusableWithin(dialogRef.current);
    const current = focusables.indexOf(document.activeElement as HTMLElement);
    const next = nextFocusIndex(focusables.length, current, event.shiftKey);
    event.preventDefault();
    (focusables[next] ?? dialogRef.current).focus();
  }

  const sheet = entry.variant === 'domain';
  return (
    <div
      className={sheet ? 'dialog-layer dialog-layer-sheet' : 'dialog-layer'}
      onClick={(event) => {
        if (event.target === event.currentTarget && entry.dismissible) store.close(entry.id, null);
      }}
    >
      <div
        ref={dialogRef}
        className={sheet ? 'sheet' : 'dialog'}
        role={sheet ? 'dialog' : 'alertdialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={entry.message ? messageId : undefined}
        tabIndex={-1}
        data-variant={entry.variant}
        data-testid={sheet ? 'domain-unavailable' : 'dialog'}
        onKeyDown={onKeyDown}
      >
        {sheet ? <span className="sheet-grip" aria-hidden="true" /> : null}
        <h2 id={titleId} className="dialog-title">
          {text(entry.title)}
        </h2>
        {entry.message ? (
          <p id={messageId} className="dialog-message">
            {text(entry.message)}
          </p>
        ) : null}
        {sheet ? <OtherDomains /> : null}
        {entry.actions.length > 0 ? (
          <div className="dialog-actions">
            {entry.actions.map((action) => (
              <button
                key={action.id}
                type="button"
                className={action.primary ? 'button button-primary' : 'button button-ghost'}
                data-primary={action.primary ? '' : undefined}
                data-action={action.id}
                onClick={() => store.close(entry.id, action.id)}
              >
                {text(action.label)}
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}

function Toast({ toast }: { toast: ToastEntry }) {
  const text = useText();
  return (
    <div className={`toast toast-${toast.tone}`} role={toast.tone === 'error' ? 'alert' : 'status'} data-testid="toast">
      {text(toast.message)}
    </div>
  );
}

function Loader() {
  const text = useText();
  return (
    <div className="loader-layer" data-testid="loader">
      <div className="loader" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <span>{text(shellMessages.loading)}</span>
      </div>
    </div>
  );
}

export function DialogHost({ store = dialogStore() }: { store?: DialogStore }) {
  const { modals, toasts, loading } = useSyncExternalStore(store.subscribe, store.snapshot);
  const current = modals[0];

  return createPortal(
    <div data-dialog-host="" className="dialog-host">
      {loading ? <Loader /> : null}
      {current ? <Modal key={current.id} entry={current} store={store} /> : null}
      <div className="toast-region">
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} />
        ))}
      </div>
    </div>,
    document.body,
  );
}
