/** The demo's generated game art: each category has its own wordless picture, names are escaped, and no English word rides along. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameCardSvg, vendorLogoSvg } from '../../server/images/game-card';
import { escapeMarkup } from '../../server/http/escape-markup';
import { startServer, type TestServer } from './helpers';

/**
 * What keeps a string from being well-formed XML, or nothing: one root, tags that nest and close, quoted attributes, no raw `<`
 * in text or attributes and no `&` but entity references.
 */
function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[A-Za-z][\w:.-]*="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
  const badAmpersand = /&(?!(?:#\d+|#x[\da-fA-F]+|amp|lt|gt|quot|apos);)/;
  const open: string[] = [];
  let roots = 0;
  while (token.lastIndex < xml.length) {
    const at = token.lastIndex;
    const match = token.exec(xml);
    if (!match) {
      problems.push(`not markup at ${at}: ${xml.slice(at, at + 20)}`);
      break;
    }
    const [whole, closing, name, attributes, selfClosing, text] = match;
    if (badAmpersand.test(whole)) problems.push(`bare & at ${at}`);
    if (text !== undefined) {
      if (open.length === 0) problems.push(`text outside the root at ${at}`);
    } else if (closing) {
      if (attributes || selfClosing || open.pop() !== name) problems.push(`stray </${name}> at ${at}`);
    } else {
      if (open.length === 0) roots += 1;
      if (!selfClosing) open.push(name!);
    }
  }
  if (roots !== 1) problems.push(`${roots} roots`);
  if (open.length) problems.push(`unclosed ${open.join(', ')}`);
  return problems;
}

const motif = (svg: string) => /<g data-motif="([a-z]+)"/.exec(svg)?.[1];

describe('game art (unit)', () => {
  const categories = ['SPORTS', 'LIVE', 'SLOT', 'RNG', 'TABLE', 'FISH', 'PVP', 'CRASH', 'ARCADE', 'LOTT', 'ELOTT', 'NEW', ''];

  it('draws a 240 px square of well-formed XML for every category, with one picture each', () => {
    for (const category of categories) {
      const svg = gameCardSvg({ title: 'Lucky <7> & "Co"', vendor: 'PG', category });
      expect(xmlProblems(svg), category).toEqual([]);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="240" height="240" viewBox="0 0 240 240">/);
      expect(svg.match(/data-motif=/g), category).toHaveLength(1);
      expect(svg).toContain('>Lucky &#60;7&#62; &#38; &#34;Co&#34;</text>');
      expect(xmlProblems(vendorLogoSvg({ name: `A<b>&'c"`, category })), category).toEqual([]);
    }
  });

  it('gives each category of the catalogue a picture of its own and anything else the star', () => {
    const pictures = ['SPORTS', 'LIVE', 'SLOT', 'RNG', 'TABLE', 'FISH', 'PVP', 'CRASH', 'ARCADE', 'LOTT'].map((category) =>
      gameCardSvg({ title: 'Game', vendor: 'V', category }),
    );
    expect(pictures.map(motif)).toEqual(['sports', 'live', 'slot', 'rng', 'table', 'fish', 'pvp', 'crash', 'arcade', 'lott']);
    // The drawing itself differs, not only its label.
    const drawings = pictures.map((svg) => svg.replace(/data-motif="[a-z]+"/, ''));
    expect(new Set(drawings).size).toBe(drawings.length);
    expect(motif(gameCardSvg({ title: 'Game', vendor: 'V', category: 'ELOTT' }))).toBe('lott');
    for (const category of ['NEW', '', null, undefined, 'constructor', 'slot'])
      expect(motif(gameCardSvg({ title: 'Game', vendor: 'V', category })), String(category)).toBe('star');
  });

  it('shortens a long name with an ellipsis and keeps the same colours for the same name', () => {
    const svg = gameCardSvg({ title: 'Fortune Dragon Treasures Deluxe', vendor: 'PG', category: 'SLOT' });
    expect(svg).toContain('>Fortune Dragon Trea…</text>');
    expect(svg).toBe(gameCardSvg({ title: 'Fortune Dragon Treasures Deluxe', vendor: 'PG', category: 'SLOT' }));
    expect(svg).not.toBe(gameCardSvg({ title: 'Fortune Dragon Treasures Deluxe', vendor: 'JILI', category: 'SLOT' }));
  });

  it('draws every name in one size (each size is a font the phone looks up again), squeezing only a long one to fit', () => {
    const nameOf = (title: string) =>
      /<text [^>]*font-weight="700" fill="#fff"[^>]*>/.exec(gameCardSvg({ title, vendor: 'PG' }))![0];
    const short = nameOf('Aviator');
    const long = nameOf('Fortune Dragon Treasures Deluxe');
    expect(short).toContain('font-size="20"');
    expect(short).not.toContain('textLength');
    expect(long).toContain('font-size="20"');
    expect(long).toContain('textLength="200" lengthAdjust="spacingAndGlyphs"');
  });
});

describe('game art (served)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  const svgAt = async (path: string) => {
    const answer = await fetch(`${server.base}${path}`);
    expect(answer.status, path).toBe(200);
    expect(answer.headers.get('content-type'), path).toMatch(/^image\/svg\+xml/);
    expect(answer.headers.get('cache-control'), path).toBe('public, max-age=86400');
    const svg = await answer.text();
    expect(xmlProblems(svg), path).toEqual([]);
    return svg;
  };
  const firstGame = (category: string) =>
    server.app.ctx.db
      .prepare(
        'SELECT display_name AS name, image_url AS image FROM games WHERE merchant = ? AND category = ? ORDER BY vendor, sort LIMIT 1',
      )
      .get('DEMO', category) as { name: string; image: string };

  it('draws a slot game and a fishing game differently, each under its own name', async () => {
    const slot = firstGame('SLOT');
    const fish = firstGame('FISH');
    const slotCard = await svgAt(slot.image);
    const fishCard = await svgAt(fish.image);
    expect(motif(slotCard)).toBe('slot');
    expect(motif(fishCard)).toBe('fish');
    expect(slotCard).toContain(`>${escapeMarkup(slot.name)}</text>`);
    expect(fishCard).toContain(`>${escapeMarkup(fish.name)}</text>`);
    expect(await svgAt('/img/game/PG/mahjong.svg')).toContain('>Mahjong Ways</text><text');
  });

  it('draws each merchant’s own game where two merchants share a vendor and game id', async () => {
    const pair = server.app.ctx.db
      .prepare(
        `SELECT d.display_name AS demoName, d.image_url AS demoImage, v.display_name AS vnlName, v.image_url AS vnlImage
         FROM games d JOIN games v ON v.vendor = d.vendor AND v.game_id = d.game_id AND v.merchant = 'VNL'
         WHERE d.merchant = 'DEMO' AND d.display_name <> v.display_name LIMIT 1`,
      )
      .get() as { demoName: string; demoImage: string; vnlName: string; vnlImage: string };
    expect(await svgAt(pair.demoImage)).toContain(`>${escapeMarkup(pair.demoName)}</text>`);
    expect(await svgAt(pair.vnlImage)).toContain(`>${escapeMarkup(pair.vnlName)}</text>`);
  });

  it('still draws a card for a game or vendor it does not know, under the code asked for', async () => {
    const card = await svgAt('/img/game/NOBODY/no-such-game.svg');
    expect(motif(card)).toBe('star');
    expect(card).toContain('>no-such-game</text>');
    expect(card).toContain('>NOBODY</text>');
    const logo = await svgAt('/img/vendor/NOBODY.svg');
    expect(motif(logo)).toBe('star');
    expect(logo).toContain('>NOBODY</text>');
  });

  it('draws each vendor’s logo with its code alone (its name differs by merchant) over the picture of its games', async () => {
    const vendors = server.app.ctx.db.prepare('SELECT DISTINCT vendor, logo FROM vendors').all() as {
      vendor: string;
      logo: string;
    }[];
    expect(vendors.length).toBeGreaterThan(10);
    for (const { vendor, logo } of vendors) {
      const svg = await svgAt(logo);
      expect(svg, logo).not.toMatch(/provider/i);
      // One line of text after the picture (whose lottery balls carry numbers).
      expect(svg.slice(svg.lastIndexOf('</g>')).match(/<text /g), logo).toHaveLength(1);
      expect(svg, logo).toContain(`>${escapeMarkup(vendor)}</text></svg>`);
      expect(motif(svg), logo).not.toBe('star');
    }
    expect(motif(await svgAt('/img/vendor/EVO.svg'))).toBe('live');
    expect(motif(await svgAt('/img/vendor/JDB.svg'))).toBe('fish');
    expect(motif(await svgAt('/img/vendor/SPRIBE.svg'))).toBe('crash');
  });

  it('escapes names and codes with markup in them, in a game’s card and in a vendor’s logo', async () => {
    const { db } = server.app.ctx;
    db.prepare('INSERT INTO vendors (merchant, vendor, name, logo, sort) VALUES (?, ?, ?, ?, ?)').run(
      'DEMO',
      'O<D>&"',
      'Odd',
      '/img/vendor/O%3CD%3E%26%22.svg',
      99,
    );
    db.prepare(
      'INSERT INTO games (merchant, game_id, vendor, category, display_name, node_id, image_url, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ).run('DEMO', 'odd-1', 'O<D>&"', 'PVP', 'Tom & "Jerry" <3', 'N-ODD', '/img/game/O%3CD%3E%26%22/odd-1.svg', 1);
    const card = await svgAt('/img/game/O%3CD%3E%26%22/odd-1.svg');
    expect(card).toContain('>Tom &#38; &#34;Jerry&#34; &#60;3</text>');
    expect(card).not.toContain('<3');
    expect(motif(card)).toBe('pvp');
    expect(card).toContain('>O&#60;D&#62;&#38;&#34;</text>');
    const logo = await svgAt('/img/vendor/O%3CD%3E%26%22.svg');
    expect(logo).toContain('>O&#60;D&#62;&#38;&#34;</text>');
    expect(motif(logo)).toBe('pvp');
  });
});
