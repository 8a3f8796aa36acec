// @vitest-environment jsdom
/** Promotions list grouping, the popup carousel's rules, the CDN fallback and the sanitizer (D41, D42, D44). */
import { describe, expect, it, vi } from 'vitest';
import type { Announcement, PromotionCategory } from '../../shared/contract';
import { categoryName, plainTeaser, promotionGroups, promotionPath } from './rules/promotions';
import { popupSlides, shouldShowPopups, stepSlide, SWIPE_MIN_PX, swipeStep } from './rules/popups';
import { AllSourcesFailed, loadWithFallback, once } from './carousel/script-fallback';
import { sanitizeHtml } from '../../platform/layout/sanitize';

const promo = (id: string, categoryId: string) => ({ id, title: id, content: `<p>${id}</p>`, imageUrl: '', categoryId });
const CATEGORIES: PromotionCategory[] = [
  { categoryId: 'CAT-WELCOME', name: 'Welcome', promotions: [promo('PROMO1', 'CAT-WELCOME')] },
  { categoryId: 'CAT-EMPTY', name: 'Empty', promotions: [] },
  { categoryId: 'CAT-DAILY', name: 'Daily', promotions: [promo('PROMO2', 'CAT-DAILY'), promo('PROMO1', 'CAT-DAILY')] },
];

describe('promotion groups (D44)', () => {
  it('keeps the backend order, drops empty categories and shows a promotion once', () => {
    const groups = promotionGroups(CATEGORIES);
    expect(groups.map((group) => group.name)).toEqual(['Welcome', 'Daily']);
    expect(groups[1]!.promotions.map((promotion) => promotion.id)).toEqual(['PROMO2']);
    expect(promotionGroups(undefined)).toEqual([]);
  });

  it('names a category, builds the detail path and a plain teaser', () => {
    expect(categoryName(CATEGORIES, 'CAT-DAILY')).toBe('Daily');
    expect(categoryName(CATEGORIES, 'nope')).toBe('');
    expect(promotionPath('PROMO 1')).toBe('/m/activity?id=PROMO%201');
    expect(plainTeaser('<p>Double &amp; more</p><script>alert(1)</script>')).toBe('Double & more');
    expect(plainTeaser(`<p>${'x'.repeat(200)}</p>`, 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

const popup = (id: string, sort: number, patch: Partial<Announcement> = {}): Announcement => ({
  id,
  type: 'POPUP',
  category: 'general',
  title: id,
  content: '',
  imageUrl: '',
  sort,
  ...patch,
});

describe('popup announcements (D41)', () => {
  it('are the general POPUP rows by sort', () => {
    const slides = popupSlides([
      popup('POP2', 2),
      popup('POP1', 1),
      popup('PR1', 0, { type: 'PR' }),
      popup('DL', 0, { category: 'app_download' }),
      popup('EMPTY', 3, { title: '' }),
    ]);
    expect(slides.map((slide) => slide.id)).toEqual(['POP1', 'POP2']);
  });

  it('open once per session, on home, when there are slides', () => {
    expect(shouldShowPopups({ onHome: true, slides: 2, shownThisSession: false })).toBe(true);
    expect(shouldShowPopups({ onHome: true, slides: 2, shownThisSession: true })).toBe(false);
    expect(shouldShowPopups({ onHome: true, slides: 0, shownThisSession: false })).toBe(false);
    expect(shouldShowPopups({ onHome: false, slides: 2, shownThisSession: false })).toBe(false);
  });

  it('steps between the ends without wrapping', () => {
    expect(stepSlide(0, 1, 2)).toBe(1);
    expect(stepSlide(1, 1, 2)).toBe(1);
    expect(stepSlide(0, -1, 2)).toBe(0);
    expect(stepSlide(3, 0, 0)).toBe(0);
  });
});

describe('CDN with a backup (D42)', () => {
  it('uses the primary when it loads', async () => {
    const loadOne = vi.fn(async (url: string) => `lib from ${url}`);
    const result = await loadWithFallback(['https://primary/x.js', 'https://backup/x.js'], loadOne);
    expect(result).toEqual({ value: 'lib from https://primary/x.js', url: 'https://primary/x.js', failed: [] });
    expect(loadOne).toHaveBeenCalledTimes(1);
  });

  it('falls back to the backup when the primary fails, and reports both failing', async () => {
    const loadOne = vi.fn(async (url: string) => {
      if (url.includes('primary')) throw new Error('failed to load');
      return 'backup lib';
    });
    const result = await loadWithFallback(['https://primary/x.js', 'https://backup/x.js'], loadOne);
    expect(result.url).toBe('https://backup/x.js');
    expect(result.failed).toEqual([{ url: 'https://primary/x.js', reason: 'failed to load' }]);
    await expect(loadWithFallback(['a', 'b'], () => Promise.reject(new Error('down')))).rejects.toBeInstanceOf(AllSourcesFailed);
  });

  it('loads once, and tries again after a failure', async () => {
    let calls = 0;
    const load = once(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return 'lib';
    });
    await expect(load()).rejects.toThrow('offline');
    await expect(load()).resolves.toBe('lib');
    await expect(load()).resolves.toBe('lib');
    expect(calls).toBe(2);
  });
});

describe('sanitizer (DOMPurify) for promotion and popup HTML', () => {
  it('removes scripts, event handlers and javascript: links, and keeps the text and images', () => {
    const html = sanitizeHtml(
      '<p>Bonus<script>window.hacked=1</script></p><img src="x" onerror="window.hacked=1"><a href="javascript:alert(1)">go</a>' +
        '<iframe src="https://evil.test"></iframe><svg onload="window.hacked=1"><circle/></svg><p style="color:red" onclick="x()">ok</p>',
    );
    expect(html).toBe('<p>Bonus</p><img src="x"><a target="_blank" rel="noopener noreferrer">go</a><p>ok</p>');
  });
});

describe('swipeStep', () => {
  it('moves to the next slide on a drag towards the start of the line, back on the other way', () => {
    expect(swipeStep(-SWIPE_MIN_PX, 0, false)).toBe(1);
    expect(swipeStep(SWIPE_MIN_PX, 5, false)).toBe(-1);
    expect(swipeStep(SWIPE_MIN_PX, 0, true)).toBe(1);
    expect(swipeStep(-120, 10, true)).toBe(-1);
  });

  it('takes a short or mostly vertical drag for no swipe', () => {
    expect(swipeStep(-(SWIPE_MIN_PX - 1), 0, false)).toBe(0);
    expect(swipeStep(-60, 80, false)).toBe(0);
    expect(swipeStep(0, 0, true)).toBe(0);
  });
});
