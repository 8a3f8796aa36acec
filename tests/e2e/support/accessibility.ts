/**
 * The accessibility check of a screen: axe-core's WCAG 2.2 A and AA rules, keeping what blocks people (serious and
 * critical findings), each with the elements it found. Target sizes are the layout guard's: axe's rule counts a control
 * below the fold as covered by the fixed bottom navigation, which scrolling undoes.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function accessibilityProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).disableRules(['target-size']).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
