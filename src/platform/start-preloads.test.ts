// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createLanguageController } from '../i18n/language-controller';
import { APP_LANGUAGES, localeOf } from '../i18n/locales';
import { LANGUAGE_STORAGE_KEY, queryLanguage } from '../i18n/upfront-language';
import { memoryStorage } from '../../tests/unit/support/memory-storage';
import {
  languageCatalogsOf,
  preloadStart,
  readStartPreloads,
  screenChunksOf,
  START_PRELOADS_ID,
  type StartPreloads,
} from './start-preloads';

const TABLE: StartPreloads = {
  base: '/m/',
  routes: { '/m/login': 0, '/m/game': 1, '/m/sports': 1 },
  screens: [['assets/LoginScreen-a.js', 'assets/forms-b.js', 'assets/LoginScreen-c.css'], ['assets/GameScreen-d.js']],
  languages: { EN: [], TH: ['assets/i18n-th-1.js', 'assets/i18n-th-2.js'], 'PT-BR': ['assets/i18n-pt-BR-1.js'] },
};
const table = readStartPreloads(JSON.stringify(TABLE));

describe('screenChunksOf: the entry route’s screen chunks from the page’s table', () => {
  it('finds a route in the routing rules’ normal form (case, escapes, trailing slash)', () => {
    const login = ['/m/assets/LoginScreen-a.js', '/m/assets/forms-b.js', '/m/assets/LoginScreen-c.css'];
    for (const path of ['/m/login', '/m/LOGIN', '/m/%6Cogin', '/m/login/', '/m//login']) {
      expect(screenChunksOf(table, path), path).toEqual(login);
    }
    expect(screenChunksOf(table, '/m/sports')).toEqual(['/m/assets/GameScreen-d.js']);
  });

  it('gives nothing for home, an unknown or mangled path, or a missing, broken or ill-typed table', () => {
    for (const path of ['/m/', '/m/home', '/m/nowhere', '/m/%E0%A4%A', '/m/__proto__', '/m/constructor', '/m/toString']) {
      expect(screenChunksOf(table, path), path).toEqual([]);
    }
    for (const text of [
      null,
      undefined,
      '',
      '{',
      '[]',
      'null',
      '7',
      '"text"',
      '{"routes":null}',
      '{"routes":{"/m/login":0}}',
      '{"base":"/m/","routes":{"/m/login":3},"screens":[]}',
      '{"base":"/m/","routes":{"/m/login":0},"screens":null}',
    ]) {
      expect(screenChunksOf(readStartPreloads(text), '/m/login'), String(text)).toEqual([]);
    }
    expect(screenChunksOf(readStartPreloads(JSON.stringify({ ...TABLE, base: 7 })), '/m/login')).toEqual([]);
    const mixed = readStartPreloads(JSON.stringify({ ...TABLE, screens: [['assets/a.js', 5, null]] }));
    expect(screenChunksOf(mixed, '/m/login')).toEqual(['/m/assets/a.js']);
  });
});

describe('languageCatalogsOf: the start-up language’s catalogs, when it is known up front', () => {
  const th = ['/m/assets/i18n-th-1.js', '/m/assets/i18n-th-2.js'];

  it('takes the stored choice, else the query’s lang, else its language, in any case or separator', () => {
    expect(languageCatalogsOf(table, { stored: 'TH', search: '?lang=PT-BR' })).toEqual(th);
    expect(languageCatalogsOf(table, { stored: null, search: '?lang=th' })).toEqual(th);
    expect(languageCatalogsOf(table, { stored: null, search: '?language=%20th%20' })).toEqual(th);
    expect(languageCatalogsOf(table, { stored: ' pt_br', search: '' })).toEqual(['/m/assets/i18n-pt-BR-1.js']);
  });

  it('gives nothing for the bundled language, an unknown one, a prototype name or nothing said', () => {
    expect(languageCatalogsOf(table, { stored: 'EN', search: '?lang=TH' })).toEqual([]);
    expect(languageCatalogsOf(table, { stored: null, search: '?lang=%E0%A4%A' })).toEqual([]);
    for (const code of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', '', 'XX']) {
      expect(languageCatalogsOf(table, { stored: null, search: `?lang=${code}` }), code).toEqual([]);
    }
    expect(languageCatalogsOf(table, { stored: null, search: '' })).toEqual([]);
    expect(languageCatalogsOf(null, { stored: 'TH', search: '' })).toEqual([]);
    expect(languageCatalogsOf(readStartPreloads('{"base":"/m/","languages":{"TH":"x"}}'), { stored: 'TH', search: '' })).toEqual(
      [],
    );
  });

  it('picks the language the app starts in, whatever the stored choice and the query say', () => {
    // Every app language lists its catalogs under its locale, so the pick can be read back.
    const all = readStartPreloads(
      JSON.stringify({ base: '', languages: Object.fromEntries(APP_LANGUAGES.map((code) => [code, [localeOf(code)]])) }),
    );
    const values = [null, '', 'TH', 'th', 'EN', 'pt_br', 'XX', '__proto__', ' vi '];
    for (const stored of values) {
      for (const search of ['', '?lang=km', '?lang=XX', '?language=ar', '?lang=&language=ar', '?lang=tw&language=ar']) {
        const controller = createLanguageController({
          activateLocale: async () => true,
          storage: memoryStorage(stored === null ? {} : { [LANGUAGE_STORAGE_KEY]: stored }),
        });
        const started = localeOf(controller.start({ query: queryLanguage(search) }));
        const [picked = 'en'] = languageCatalogsOf(all, { stored, search });
        expect(picked, `${stored} ${search}`).toBe(started);
      }
    }
  });
});

describe('preloadStart', () => {
  afterEach(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  const pageWith = (text: string) => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = START_PRELOADS_ID;
    block.textContent = text;
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
    pageWith(JSON.stringify(TABLE));
    preloadStart(document, { pathname: '/m/login', search: '?lang=th' }, null);
    expect(links()).toEqual([
      { rel: 'modulepreload', as: null, crossorigin: '', href: '/m/assets/LoginScreen-a.js' },
      { rel: 'modulepreload', as: null, crossorigin: '', href: '/m/assets/forms-b.js' },
      { rel: 'preload', as: 'style', crossorigin: '', href: '/m/assets/LoginScreen-c.css' },
      { rel: 'modulepreload', as: null, crossorigin: '', href: '/m/assets/i18n-th-1.js' },
      { rel: 'modulepreload', as: null, crossorigin: '', href: '/m/assets/i18n-th-2.js' },
    ]);
  });

  it('reads the stored choice from localStorage', () => {
    pageWith(JSON.stringify(TABLE));
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'TH');
    try {
      preloadStart(document, { pathname: '/m/home', search: '' });
    } finally {
      localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    }
    expect(links().map((link) => link.href)).toEqual(['/m/assets/i18n-th-1.js', '/m/assets/i18n-th-2.js']);
  });

  it('links nothing on home in the source language, or in a page without the table', () => {
    pageWith(JSON.stringify(TABLE));
    preloadStart(document, { pathname: '/m/home', search: '' }, null);
    expect(links()).toEqual([]);
    document.body.replaceChildren();
    preloadStart(document, { pathname: '/m/login', search: '?lang=TH' }, 'TH');
    expect(links()).toEqual([]);
  });
});
