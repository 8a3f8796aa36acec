/** The bare reference of the first-paint benchmark: React, a header and 24 tiles, precached by a small service worker. */
import { createRoot } from 'react-dom/client';
import './floor.css';

const TILES = Array.from({ length: 24 }, (_, index) => `Game ${index + 1}`);

function Floor() {
  return (
    <>
      <header className="floor-header">
        <h1>Casino</h1>
      </header>
      <main className="floor-grid">
        {TILES.map((name) => (
          <article key={name} className="floor-tile">
            <div className="floor-cover" />
            <p>{name}</p>
          </article>
        ))}
      </main>
    </>
  );
}

createRoot(document.getElementById('root')!).render(<Floor />);
if ('serviceWorker' in navigator) void navigator.serviceWorker.register('/sw.js');
