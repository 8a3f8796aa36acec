/**
 * The update dialog (spec §2 overlays, §4 Update; ACCEPTANCE E31): title 'Update', message 'Found new version,
 * click refresh', one button 'Refresh'. An accessible modal: role=dialog, aria-modal, labelled and described, focus
 * on the button and kept there. Self-contained for now (its own CSS); it can move onto the shared dialog family in
 * src/platform/dialogs later.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react';
import { shellMessages } from '../../i18n';
import { useUpdatePrompt } from './update-state';
import './update-dialog.css';

export function UpdateDialog({ onRefresh }: { onRefresh: (hash: string | null) => void }) {
  const { _ } = useLingui();
  const prompt = useUpdatePrompt();
  const [pressed, setPressed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    if (prompt) button.current?.focus();
  }, [prompt]);

  if (!prompt) return null;

  // The only control: Tab stays on it; there is no way to dismiss the dialog but to refresh.
  const keepFocus = (event: KeyboardEvent) => {
    if (event.key === 'Tab') {
      event.preventDefault();
      button.current?.focus();
    }
  };

  return (
    <div className="pwa-update-backdrop" onKeyDown={keepFocus}>
      <div
        className="pwa-update-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        data-testid="update-dialog"
      >
        <h2 id={titleId}>{_(shellMessages.updateTitle)}</h2>
        <p id={messageId}>{_(shellMessages.updateMessage)}</p>
        <button
          ref={button}
          type="button"
          className="primary"
          disabled={pressed}
          onClick={() => {
            setPressed(true);
            onRefresh(prompt.hash);
          }}
        >
          {_(shellMessages.refresh)}
        </button>
      </div>
    </div>
  );
}
