/** The bottom navigation of every screen: four tabs with visible labels; the current one has aria-current. */
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { AppLink, type NavTab } from '../../platform/routing';
import { useSession } from '../../platform/session';

const icons: Record<NavTab, ReactNode> = {
  home: <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />,
  game: (
    <path d="M7 7h10a5 5 0 0 1 0 10c-1.6 0-2.5-1-3.4-2h-3.2c-.9 1-1.8 2-3.4 2A5 5 0 0 1 7 7zm0 3v1.5H5.5V13H7v1.5h1.5V13H10v-1.5H8.5V10zm9 .5a1 1 0 1 0 0 2 1 1 0 0 0 0-2zm2 2a1 1 0 1 0 0 2 1 1 0 0 0 0-2z" />
  ),
  promotions: (
    <path d="M4 11h16v9a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1zm-1-4h18v3H3zm9 0c-1-2.5-3-4-4.5-3.5S6 7 9 7zm0 0c1-2.5 3-4 4.5-3.5S18 7 15 7zm-1 0h2v14h-2z" />
  ),
  member: <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm-8 9c0-4 3.6-7 8-7s8 3 8 7z" />,
};

export function BottomNav({ active }: { active: NavTab | undefined }) {
  const { t } = useLingui();
  const session = useSession();
  const tabs: { tab: NavTab; to: string; label: string }[] = [
    { tab: 'home', to: '/m/home', label: t`Home` },
    { tab: 'game', to: '/m/game', label: t`Games` },
    { tab: 'promotions', to: '/m/activity', label: t`Promotions` },
    session ? { tab: 'member', to: '/m/member/home', label: t`Account` } : { tab: 'member', to: '/m/login', label: t`Log in` },
  ];
  return (
    <nav className="bottom-nav" aria-label={t`Main`}>
      <ul>
        {tabs.map(({ tab, to, label }) => (
          <li key={tab}>
            <AppLink
              to={to}
              className="bottom-nav-link"
              aria-current={active === tab ? 'page' : undefined}
              data-testid={`nav-${tab}`}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                {icons[tab]}
              </svg>
              <span>{label}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
