/**
 * The frame of the auth feature's modals (the registration modal, the login-verification dialog, the second-factor
 * modal): a backdrop, a dialog labelled by its title, focus moved inside on open and given back on close, Tab kept
 * inside, Escape and the close button close it.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { focusableWithin, nextFocusIndex } from '../../../platform/dialogs/focus';

export interface AuthModalProps {
  title: string;
  /** A short text under the title, read as the dialog's description. */
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  testId: string;
  /** Wider, for a whole form (the registration modal). */
  wide?: boolean;
  /** Extra attributes for tests and styling (data-channel, data-step). */
  data?: Record<`data-${string}`, string>;
}

export function AuthModal({ title, description, onClose, children, testId, wide, data }: AuthModalProps) {
  const { t } = useLingui();
  const titleId = useId();
  const textId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    // The first field, else the dialog itself; the close button comes last in the order so it is not the first stop.
    const first = dialog?.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled])');
    (first ?? dialog)?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableWithin(dialogRef.current);
    const current = focusable.indexOf(document.activeElement as HTMLElement);
    const next = focusable[nextFocusIndex(focusable.length, current, event.shiftKey)];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return (
    <div className="auth-backdrop" onKeyDown={onKeyDown}>
      <div
        ref={dialogRef}
        className={`auth-dialog${wide ? ' auth-dialog-wide' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? textId : undefined}
        tabIndex={-1}
        data-testid={testId}
        {...data}
      >
        <div className="auth-dialog-head">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="auth-dialog-close"
            aria-label={t`Close`}
            title={t`Close`}
            onClick={() => closeRef.current()}
            data-testid={`${testId}-close`}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        {description ? <p id={textId}>{description}</p> : null}
        {children}
      </div>
    </div>
  );
}
