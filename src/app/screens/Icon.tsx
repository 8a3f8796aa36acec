/** Line icons of the empty states (inline SVG: no icon font, no emoji font needed on the device). */
export type IconName = 'games' | 'gift' | 'friends' | 'lock' | 'agent' | 'chat' | 'news' | 'phone';

const PATHS: Record<IconName, string> = {
  games:
    'M7 8h10a4 4 0 0 1 0 8c-1.4 0-2.2-.8-3-1.7h-4C9.2 15.2 8.4 16 7 16a4 4 0 0 1 0-8zm0 2.5v1H6v1h1v1h1v-1h1v-1H8v-1zm9 .5h.01M18 13h.01',
  gift: 'M4 11h16v9H4zm-1-4h18v4H3zm9 0v13M12 7C11 4.5 9 3.5 7.8 4.3 6.6 5.1 7.5 7 12 7zm0 0c1-2.5 3-3.5 4.2-2.7C17.4 5.1 16.5 7 12 7z',
  friends:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zm-6 9c0-3.3 2.7-6 6-6s6 2.7 6 6M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14c2 .8 3 2.8 3 6',
  lock: 'M6 11h12v9H6zm2.5 0V8a3.5 3.5 0 0 1 7 0v3M12 14.5v2',
  agent: 'M10 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zm-6 9c0-3.3 2.7-6 6-6 1.6 0 3 .6 4 1.6M18 14v6m-3-3h6',
  chat: 'M4 5h16v11H9l-5 4zm4 5h.01M12 10h.01M16 10h.01',
  news: 'M5 5h11v14H6a1 1 0 0 1-1-1zm11 4h3v9a1 1 0 0 1-1 1h-2M8 9h5M8 12h5M8 15h3',
  phone: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm4 4v7m-3-3 3 3 3-3M11 18h2',
};

export function Icon({ name }: { name: IconName }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false" className="icon">
      <path d={PATHS[name]} />
    </svg>
  );
}
