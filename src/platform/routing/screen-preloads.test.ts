// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { preloadEntryScreen, SCREEN_PRELOADS_ID, screenChunksOf, type ScreenPreloads } from './screen-preloads';

const TABLE: ScreenPreloads = {
  base: '/m/',
  routes: { '/m/login': 0, '/m/game': 1, '/m/sports': 1 },
  screens: [['assets/LoginScreen-a.js', 'assets/forms-b.js', 'assets/LoginScreen-c.css'], ['assets/GameScreen-d.js']],
};
const json = JSON.stringify(TABLE);

describe('screenChunksOf: the entry route’s screen chunks from the page’s table', () => {
  it('finds a route in the routing rules’ normal form (case, escapes, trailing slash)', () => {
    const login = ['/m/assets/LoginScreen-a.js', '/m/assets/forms-b.js', '/m/assets/LoginScreen-c.css'];
    for (const path of ['/m/login', '/m/LOGIN', '/m/%6Cogin', '/m/login/', '/m//login']) {
      expect(screenChunksOf(json, path), path).toEqual(login);
    }
    expect(screenChunksOf(json, '/m/sports')).toEqual(['/m/assets/GameScreen-d.js']);
  });

  it('gives nothing for home, an unknown or mangled path, or a missing or broken table', () => {
    for (const path of ['/m/', '/m/home', '/m/nowhere', '/m/%E0%A4%A', '/m/__proto__', '/m/constructor', '/m/toString']) {
      expect(screenChunksOf(json, path), path).toEqual([]);
    }
    for (const table of [
      null,
      undefined,
      '',
      '{',
      '[]',
      'null',
      '7',
      '{"routes":null}',
      '{"routes":{"/m/login":0}}',
      '{"base":"/m/","routes":{"/m/login":3},"screens":[]}',
    ]) {
      expect(screenChunksOf(table, '/m/login'), String(table)).toEqual([]);
    }
    expect(screenChunksOf(JSON.stringify({ ...TABLE, base: 7 }), '/m/login')).toEqual([]);
    expect(screenChunksOf(JSON.stringify({ ...TABLE, screens: [['assets/a.js', 5, null]] }), '/m/login')).toEqual([
      '/m/assets/a.js',
    ]);
  });
});

describe('preloadEntryScreen', () => {
  afterEach(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  const pageWith = (table: string) => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = SCREEN_PRELOADS_ID;
    block.textContent = table;
    document.body.append(block);
  };
  const links = () =>
    [...document.head.querySelectorAll('link')].map((link) => ({
      rel: link.rel,
      as: link.getAttribute('as'),
      crossorigin: link.getAttribute('crossorigin'),
      href: link.getAttribute('href'),
    }));

  it('links the scripts as module preloads and the stylesheets as style preloads, in CORS mode as imports ask', () => {
    pageWith(json);
    preloadEntryScreen(document, '/m/login');
    expect(links()).toEqual([
      { rel: 'modulepreload', as: null, crossorigin: '', href: '/m/assets/LoginScreen-a.js' },
      { rel: 'modulepreload', as: null, crossorigin: '', href: '/m/assets/forms-b.js' },
      { rel: 'preload', as: 'style', crossorigin: '', href: '/m/assets/LoginScreen-c.css' },
    ]);
  });

  it('links nothing on home or in a page without the table', () => {
    pageWith(json);
    preloadEntryScreen(document, '/m/home');
    expect(links()).toEqual([]);
    document.body.replaceChildren();
    preloadEntryScreen(document, '/m/login');
    expect(links()).toEqual([]);
  });
});
