/**
 * The layout guard: what a phone would get wrong about the page as it stands. It reads the rendered page, never the
 * CSS, so it catches whatever makes a phone zoom out or hides a control:
 * - the document wider than the viewport (the phone zooms out to fit), naming the elements that stick out;
 * - the bottom navigation or a visible dialog not wholly inside the viewport;
 * - a badge covering its label's text;
 * - a tap target smaller than 24×24 CSS px (WCAG 2.2, 2.5.8), or 44×44 for a primary control (`data-primary`,
 *   submit buttons, the bottom navigation), unless it is text inside a sentence;
 * - a text off the type scale (src/styles.css `--text-*`, weights 400, 600, 700) or in a font not the page's: each
 *   size, weight and face is a font the phone looks up in the layout that first needs it;
 * - a loaded picture drawn a few pixels thin (a layout that collapsed it: a grid of zero-wide tracks once did).
 */
import type { Page } from '@playwright/test';

export interface LayoutProblem {
  rule:
    | 'page-wider-than-screen'
    | 'outside-viewport'
    | 'badge-covers-text'
    | 'tap-target-too-small'
    | 'off-the-type-scale'
    | 'collapsed-picture';
  selector: string;
  detail: string;
}

/** The problems on the page as it stands, for a screen of the page's viewport size. */
export async function layoutProblems(page: Page): Promise<LayoutProblem[]> {
  const screen = page.viewportSize();
  if (!screen) throw new Error('the layout guard needs a fixed viewport');
  return page.evaluate(({ width, height }) => {
    const problems: LayoutProblem[] = [];
    const tolerance = 1;

    function selectorOf(element: Element): string {
      const parts: string[] = [];
      for (let node: Element | null = element; node && node !== document.body && parts.length < 4; node = node.parentElement) {
        const testId = node.getAttribute('data-testid');
        if (testId) {
          parts.unshift(`[data-testid="${testId}"]`);
          break;
        }
        const classes = [...node.classList]
          .slice(0, 2)
          .map((name) => `.${name}`)
          .join('');
        parts.unshift(`${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : classes}`);
      }
      return parts.join(' > ');
    }

    function visible(element: Element): boolean {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    }

    /** The innermost elements without which the page would be narrower: hiding each in turn shows who widens it. */
    function widening(root: Element, widthNow: number): Element[] {
      const found: Element[] = [];
      for (const child of root.children) {
        if (!(child instanceof HTMLElement) && !(child instanceof SVGElement)) continue;
        const before = child.style.display;
        child.style.display = 'none';
        const without = document.documentElement.scrollWidth;
        child.style.display = before;
        if (without < widthNow) {
          const inner = widening(child, widthNow);
          found.push(...(inner.length > 0 ? inner : [child]));
        }
      }
      return found;
    }

    const rounded = (box: DOMRect) =>
      `${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)}`;

    // 1. Nothing makes the document wider than the screen. A phone lays out a wider page at its full width and zooms
    // out to show it, so innerWidth grows with it: compare with the screen.
    const scrollWidth = Math.max(document.documentElement.scrollWidth, innerWidth);
    if (scrollWidth > width + tolerance) {
      const culprits = widening(document.body, scrollWidth);
      problems.push({
        rule: 'page-wider-than-screen',
        selector: culprits.slice(0, 3).map(selectorOf).join(' | ') || 'html',
        detail: `document ${scrollWidth} px wide on a ${width} px screen`,
      });
    }

    // 2. The bottom navigation and every visible dialog sit inside the viewport.
    const framed = [...document.querySelectorAll('.bottom-nav, [role="dialog"], [role="alertdialog"], dialog[open]')].filter(
      visible,
    );
    for (const element of framed) {
      const box = element.getBoundingClientRect();
      const inside =
        box.left >= -tolerance && box.right <= width + tolerance && box.top >= -tolerance && box.bottom <= height + tolerance;
      if (!inside) problems.push({ rule: 'outside-viewport', selector: selectorOf(element), detail: rounded(box) });
    }

    // 3. No badge covers the text of the control it labels.
    for (const badge of [...document.querySelectorAll('[class*="badge"], .tab-count')].filter(visible)) {
      const owner = badge.parentElement;
      if (!owner) continue;
      const badgeBox = badge.getBoundingClientRect();
      const walker = document.createTreeWalker(owner, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (badge.contains(text) || !text.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const box of range.getClientRects()) {
          const overlapX = Math.min(box.right, badgeBox.right) - Math.max(box.left, badgeBox.left);
          const overlapY = Math.min(box.bottom, badgeBox.bottom) - Math.max(box.top, badgeBox.top);
          if (overlapX > tolerance && overlapY > tolerance) {
            problems.push({
              rule: 'badge-covers-text',
              selector: selectorOf(badge),
              detail: `covers "${text.textContent.trim().slice(0, 24)}"`,
            });
          }
        }
      }
    }

    // 4. Tap targets are big enough to hit with a thumb.
    const targets = document.querySelectorAll(
      'a[href], button, [role="button"], [role="tab"], [role="link"], input:not([type="hidden"]), select, summary, textarea',
    );
    for (const target of targets) {
      if (!visible(target) || target.closest('[aria-hidden="true"], [inert]')) continue;
      const box = target.getBoundingClientRect();
      // Off screen (a strip scrolled sideways, the page below the fold) is not a target now, but it is one later:
      // only text inside a sentence is exempt.
      const inSentence = target.tagName === 'A' && getComputedStyle(target).display === 'inline' && target.closest('p, li');
      if (inSentence) continue;
      const primary =
        target.hasAttribute('data-primary') || (target as HTMLButtonElement).type === 'submit' || target.closest('.bottom-nav');
      const minimum = primary ? 44 : 24;
      // A field's label takes the tap for it.
      const label = target.closest('label')?.getBoundingClientRect();
      const hit = label && ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName) ? label : box;
      if (hit.width + tolerance < minimum || hit.height + tolerance < minimum) {
        problems.push({
          rule: 'tap-target-too-small',
          selector: selectorOf(target),
          detail: `${Math.round(box.width)}×${Math.round(box.height)}, at least ${minimum}×${minimum}`,
        });
      }
    }

    // 5. Every text takes the page's font (or its code face), a size of the scale and one of its weights; a control
    // without text takes the page's font too, not the browser's own.
    problems.push(...offTheTypeScale());

    // 6. A loaded picture larger than a few pixels is not drawn a few pixels thin.
    for (const image of document.images) {
      if (!image.complete || image.naturalWidth < 8 || image.naturalHeight < 8 || !visible(image)) continue;
      const box = image.getBoundingClientRect();
      if (box.width < 4 || box.height < 4) {
        problems.push({ rule: 'collapsed-picture', selector: selectorOf(image), detail: rounded(box) });
      }
    }
    return problems;

    /** Pages without a scale (the QA console) are not the site's, and have nothing to keep to. */
    function offTheTypeScale(): LayoutProblem[] {
      const root = getComputedStyle(document.documentElement);
      const remPx = parseFloat(root.fontSize);
      // The root's computed style lists its custom properties: no stylesheet is read (a cross-origin one cannot be).
      const scalePx = [...root]
        .filter((name) => name.startsWith('--text-') && root.getPropertyValue(name).trim().endsWith('rem'))
        .map((name) => parseFloat(root.getPropertyValue(name)) * remPx);
      if (scalePx.length === 0) return [];
      const codeProbe = document.body.appendChild(document.createElement('span'));
      codeProbe.style.fontFamily = 'var(--font-code)';
      const faces = [getComputedStyle(document.body).fontFamily, getComputedStyle(codeProbe).fontFamily];
      codeProbe.remove();
      const found: LayoutProblem[] = [];
      /** A text's size, weight and face; a control without text (`words` undefined) has only its face to keep. */
      const check = (element: Element, words?: string) => {
        const style = getComputedStyle(element);
        const size = parseFloat(style.fontSize);
        const onScale = scalePx.some((step) => Math.abs(step - size) < 0.05) && ['400', '600', '700'].includes(style.fontWeight);
        if ((words === undefined || onScale) && faces.includes(style.fontFamily)) return;
        found.push({
          rule: 'off-the-type-scale',
          selector: selectorOf(element),
          detail: `${style.fontSize} ${style.fontWeight} ${style.fontFamily.slice(0, 24)}${words ? `: "${words}"` : ''}`,
        });
      };
      const checked = new Set<Element>();
      const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        const element = text.parentElement;
        const words = text.textContent?.trim() ?? '';
        if (!element || checked.has(element) || !words || !visible(element)) continue;
        checked.add(element);
        check(element, words.slice(0, 24));
      }
      for (const control of document.querySelectorAll('button, input, select, textarea')) {
        if (!checked.has(control) && visible(control)) check(control);
      }
      return found;
    }
  }, screen);
}
