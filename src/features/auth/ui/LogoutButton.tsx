/**
 * The logout entry of the member's area (spec §4, §6; ACCEPTANCE C71, C72, Q43): a confirmation, then the logout
 * flow (the backend is told without waiting, the session and what it wrote are cleared, the worker forgets the
 * token) and the member lands on /m/home.
 */
import { useLingui } from '@lingui/react/macro';
import { showConfirm, showToast } from '../../../platform/dialogs';
import { useAppNavigate } from '../../../platform/routing';
import { useApi } from '../../../platform/session';
import { HOME_ROUTE } from '../rules/destination';
import { logout } from '../flows/logout';
import { getSessionStore } from '../../../platform/session/tab-session/session-store';
import './auth.css';

export function LogoutButton() {
  const { t } = useLingui();
  const api = useApi();
  const navigate = useAppNavigate();
  const onClick = async () => {
    const ok = await showConfirm(t`Do you want to log out?`, { okLabel: t`Log out` });
    if (!ok) return;
    logout({ api, session: getSessionStore() });
    navigate(HOME_ROUTE, { replace: true });
    showToast(t`You have logged out`, { tone: 'info' });
  };
  return (
    <button type="button" className="button secondary auth-logout" onClick={() => void onClick()} data-testid="logout-button">
      <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
        <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H4" />
      </svg>
      <span>{t`Log out`}</span>
    </button>
  );
}
