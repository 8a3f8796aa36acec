/**
 * The chat entry (spec §2 Screens "chat entry"; ACCEPTANCE D50, D52, D53): a floating button at the bottom end of
 * the column, with the unread count (CBS_unreadCount, loaded for a session) as a badge. It opens CBS chat for a
 * member when CBS3 is on, else the provider customer service.
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useFeatureSwitches, useMemberState } from '../../data/hooks';
import { useApi, useSession } from '../../platform/session';
import { unreadBadge } from './rules/chat-route';
import './service.css';

export function ChatEntry() {
  const { t } = useLingui();
  const api = useApi();
  const session = useSession();
  const switches = useFeatureSwitches();
  const memberState = useMemberState();
  const [busy, setBusy] = useState(false);

  const loggedIn = Boolean(session?.token);
  const cbs = switches?.whitelabelVal.CBS3 ?? false;
  const badge = loggedIn ? unreadBadge(memberState?.unreadCount) : null;
  const label = badge ? t`Chat with customer service, ${badge} unread` : t`Chat with customer service`;

  const onClick = () => {
    if (busy) return;
    setBusy(true);
    // Opening the chat loads on the tap: most visits never do.
    import('./open-chat')
      .then(({ openChat }) => openChat(api, { cbs, loggedIn }))
      .catch((error: unknown) => console.error('Could not open the chat', error))
      .finally(() => setBusy(false));
  };

  return (
    <div className="chat-entry-dock">
      <button
        type="button"
        className="chat-entry"
        data-testid="chat-entry"
        aria-label={label}
        aria-busy={busy || undefined}
        onClick={onClick}
      >
        <svg className="chat-entry-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6A.5.5 0 0 1 5 19.2V16h-.5A2.5 2.5 0 0 1 2 13.5"
            fill="none"
          />
          <path d="M7.5 8.5h9M7.5 11.5h6" />
        </svg>
        {badge ? (
          <span className="count-badge chat-entry-badge" data-testid="chat-unread" aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </button>
    </div>
  );
}
