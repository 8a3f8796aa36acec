/** One line icon per menu type (inline SVG: no icon font, nothing to download). */
import type { MenuType } from '../../shared/contract';

const PATHS: Record<MenuType, string> = {
  VIP: 'M3 8.5 7.5 12 12 5l4.5 7L21 8.5 19 19H5zM5 21.5h14',
  AGENT: 'M10 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zm-6 9c0-3.3 2.7-6 6-6 1.6 0 3 .6 4 1.6M18 13v7m-3.5-3.5h7',
  MISSION: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-4.5a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0-3.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
  SIGNIN: 'M4 6h16v14H4zm0 4h16M8.5 3.5v4m7-4v4M9 15l2 2 4-4',
  SAVIOR:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-5a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM5.6 5.6l3.6 3.6m5.6 5.6 3.6 3.6m0-12.8-3.6 3.6m-5.6 5.6-3.6 3.6',
  PROMOCODE: 'M3 7h18v3.2a1.8 1.8 0 0 0 0 3.6V17H3v-3.2a1.8 1.8 0 0 0 0-3.6zm11 0v2m0 2.5v1m0 2.5v2',
  REFERRAL:
    'M4 11h16v9H4zm-1-4h18v4H3zm9 0v13M12 7C11 4.5 9 3.5 7.8 4.3 6.6 5.1 7.5 7 12 7zm0 0c1-2.5 3-3.5 4.2-2.7C17.4 5.1 16.5 7 12 7z',
  APP: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm4 4v7m-3-3 3 3 3-3M11 18h2',
  SERVICE: 'M4.5 14v-2a7.5 7.5 0 0 1 15 0v2M4.5 13.5h3v5h-3zm12 0h3v5h-3zm3 5c0 1.7-2 2.5-5.5 2.5H12',
};

export function MenuIcon({ type }: { type: MenuType }) {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false" className="menu-icon">
      <path d={PATHS[type]} />
    </svg>
  );
}
