// @vitest-environment jsdom
/**
 * The classic XSS corpus against the one sanitizer (src/platform/layout/SafeHtml.tsx) of every field the backend sends as
 * HTML and the page renders as HTML: a promotion's content (PromotionDetail), a popup announcement's content
 * (PopupCarousel) and the template's desktop_app_feature (DesktopFeature). Nothing executable may survive. Those
 * screens render it through <SafeHtml>, the one place the linter lets `dangerouslySetInnerHTML` appear.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { isPlainMarkup, loadSanitizer, SafeHtml } from './SafeHtml';
import { isSafeUrl, sanitizeHtml } from './sanitize';

const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.test/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC=x OnErRoR="alert(1)">',
  '<img src="javascript:alert(1)">',
  '<img src=x:alert(1) onerror=eval(src)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="&#0000106&#0000097vascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="blob:https://www.demo.test/x">x</a>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="width: expression(alert(1))">x</div>',
  '<style>@import "javascript:alert(1)";</style>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<base href="https://evil.test/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="https://evil.test/x.css">',
  '<a href="https://ok.test/" onclick="alert(1)" target="_self">ok</a>',
  '<p><a href="/m/home" onmouseover="alert(1)">home</a></p>',
  '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<video><source onerror="alert(1)"></video>',
  '<template><img src=x onerror=alert(1)></template>',
  '<xss id=x tabindex=1 onfocusin=alert(1)></xss>',
];

const FORBIDDEN_ELEMENTS = ['script', 'iframe', 'object', 'embed', 'base', 'meta', 'link', 'style', 'form', 'svg', 'math'];
const SAFE_SCHEMES = ['http:', 'https:'];

/** Everything that could run in what the sanitizer let through, as readable findings (none expected). */
function executableParts(html: string): string[] {
  const container = document.createElement('div');
  container.innerHTML = html;
  const findings: string[] = [];
  for (const element of container.querySelectorAll('*')) {
    const name = element.tagName.toLowerCase();
    if (FORBIDDEN_ELEMENTS.includes(name)) findings.push(`<${name}>`);
    for (const { name: attribute, value } of element.attributes) {
      if (/^on/i.test(attribute) || ['style', 'srcdoc', 'formaction', 'action'].includes(attribute.toLowerCase()))
        findings.push(`${name}[${attribute}]`);
      if (['href', 'src', 'xlink:href'].includes(attribute.toLowerCase())) {
        const url = new URL(value, 'https://www.demo.test/m/home');
        const image = name === 'img' && attribute === 'src' && /^data:image\/(png|gif|jpe?g|webp|avif)[;,]/i.test(value);
        if (!SAFE_SCHEMES.includes(url.protocol) && !image) findings.push(`${name}[${attribute}=${value}]`);
      }
    }
  }
  return findings;
}

describe('promotion.content, popup announcement content and desktop_app_feature (sanitizeHtml)', () => {
  it.each(XSS_CORPUS)('keeps nothing executable of %j', (payload) => {
    const clean = sanitizeHtml(payload);
    expect(executableParts(clean)).toEqual([]);
    expect(clean).not.toMatch(/javascript:|vbscript:|<script|onerror|onload/i);
  });

  it.each(XSS_CORPUS)('<SafeHtml> renders nothing executable of %j', async (payload) => {
    await loadSanitizer();
    const markup = renderToStaticMarkup(createElement(SafeHtml, { className: 'rich-text', html: payload }));
    expect(executableParts(markup)).toEqual([]);
    expect(markup).toMatch(/^<div dir="auto" class="rich-text">/);
  });
});

describe('isSafeUrl', () => {
  it('reads a URL as the browser does: tabs, newlines and leading controls do not hide a scheme', () => {
    for (const url of ['java\tscript:alert(1)', 'java\nscript:alert(1)', '\u0001javascript:alert(1)', ' vbscript:x'])
      expect(isSafeUrl(url, false), JSON.stringify(url)).toBe(false);
    expect(isSafeUrl('/m/home', false)).toBe(true);
    expect(isSafeUrl('https://ok.test/', false)).toBe(true);
  });
});

describe('what stays', () => {
  it('keeps text, http(s) links (opened in a new tab without an opener) and images', () => {
    const clean = sanitizeHtml('<p>Hi <b>there</b> <a href="https://ok.test/p">more</a><img src="/img/a.png" alt="a"></p>');
    expect(clean).toContain('<b>there</b>');
    expect(clean).toContain('href="https://ok.test/p"');
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).toContain('src="/img/a.png"');
  });
});

describe('plain markup, which <SafeHtml> renders without the sanitizer', () => {
  beforeAll(() => loadSanitizer());

  it('is text with bare formatting tags and character references only', () => {
    expect(isPlainMarkup('Deposit now &amp; get 10% more!')).toBe(true);
    expect(isPlainMarkup('<p>Welcome to <b>Lucky Star</b>,<br/> enjoy &#128512;</p>')).toBe(true);
    expect(isPlainMarkup('Tom & Jerry')).toBe(false);
    expect(isPlainMarkup('<p class="x">hi</p>')).toBe(false);
    expect(isPlainMarkup('<a href="https://ok.test">x</a>')).toBe(false);
    for (const payload of XSS_CORPUS) expect(isPlainMarkup(payload), payload).toBe(false);
  });

  it('never holds an attribute or an element outside the allow-list, however it is pieced together', () => {
    const piece = fc.constantFrom(
      '<p>',
      '</p>',
      '<b>',
      '</b>',
      '<br/>',
      '<span >',
      '</span>',
      '<h2>',
      '</li>',
      'text',
      ' ',
      '&amp;',
      '&#60;',
      '&lt;script&gt;',
      '<',
      '>',
      '&',
      '"',
      "'",
      '=',
      'onerror',
      'script',
      'svg',
      'img',
      '/',
      'src',
      'javascript:',
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 24 }).map((parts) => parts.join('')),
        (html) => {
          if (!isPlainMarkup(html)) return;
          const container = document.createElement('div');
          container.innerHTML = html;
          for (const element of container.querySelectorAll('*')) {
            expect(element.attributes).toHaveLength(0);
            expect([
              'B',
              'BR',
              'DIV',
              'EM',
              'H1',
              'H2',
              'H3',
              'H4',
              'H5',
              'H6',
              'I',
              'LI',
              'OL',
              'P',
              'SMALL',
              'SPAN',
              'STRONG',
              'U',
              'UL',
            ]).toContain(element.nodeName);
          }
          expect(renderToStaticMarkup(createElement(SafeHtml, { html }))).toBe(`<div dir="auto">${html}</div>`);
        },
      ),
      { numRuns: 500, seed: 15 },
    );
  });
});
