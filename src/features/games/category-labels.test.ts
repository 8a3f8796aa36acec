import { describe, expect, it, vi } from 'vitest';

// The Lingui macros are compiled away in the app; here msg`…` gives back its text.
vi.mock('@lingui/core/macro', () => ({ msg: (parts: TemplateStringsArray) => parts.join('') }));
const { categoryLabels } = await import('./category-labels');

const routeTitle = (title: string) => `«${title}»`;
const view = (code: string, title = code.toLowerCase()) => ({ code, title });

describe('category labels (issue 17: no English from the merchant where the app knows the category)', () => {
  it('names a known category in the member’s language, keeps the merchant’s title for an unknown one', () => {
    expect([...categoryLabels([view('LIVE'), view('SLOT'), view('LOTT'), view('VR', 'Virtual')], routeTitle)]).toEqual([
      ['LIVE', '«Live casino»'],
      ['SLOT', '«Slots»'],
      ['LOTT', '«Lottery»'],
      ['VR', 'Virtual'],
    ]);
  });

  it('tells two categories of one name apart by their code', () => {
    expect([...categoryLabels([view('SLOT'), view('RNG'), view('LOTT'), view('ELOTT')], routeTitle).values()]).toEqual([
      '«Slots»',
      '«Slots» (RNG)',
      '«Lottery»',
      '«Lottery» (ELOTT)',
    ]);
  });
});
