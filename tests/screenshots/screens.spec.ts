/**
 * `npm run screenshots`: the main screens as members' phones show them (mobile emulation), in English, Arabic, Urdu,
 * Vietnamese, Khmer and Tagalog, as a guest and as member1, into screenshots/<language>-<role>-<screen>.png, for anyone
 * reviewing a change. Outside English, a screen showing English but names fails its run (support/english-leaks.ts).
 */
import { expect, test } from '../e2e/support/test';
import { englishLeaks } from '../e2e/support/english-leaks';
import { qa } from '../e2e/support/qa';
import { scrollToBottom, startWalk, visit, type Role } from '../e2e/support/route-walk';

const SCREENSHOTS_OUTPUT = 'screenshots';

const SCREENS = [
  { name: 'home', path: '/m/home' },
  { name: 'lobby', path: '/m/game' },
  { name: 'login', path: '/m/login' },
  { name: 'member-home', path: '/m/member/home' },
  { name: 'promotions', path: '/m/activity' },
] as const;

test.beforeAll(async ({ request }) => {
  await qa(request).reset();
});

for (const language of ['EN', 'AR', 'UR', 'VI', 'KM', 'TY']) {
  for (const role of ['guest', 'member'] as Role[]) {
    test(`${language} ${role}`, async ({ page, request }) => {
      await startWalk(page, request, { merchant: 'DEMO', role, language });
      for (const screen of SCREENS) {
        await visit(page, screen.path);
        if (language !== 'EN')
          await expect.soft
            .poll(() => englishLeaks(page, language), { message: `${language} ${role} ${screen.path}: English shown` })
            .toEqual([]);
        // A guest sent to log in from the member's home, or a member sent home from login, shows where it landed.
        const landed = new URL(page.url()).pathname;
        const suffix = landed === screen.path ? '' : `-shows-${landed.split('/').pop()}`;
        const file = `${SCREENSHOTS_OUTPUT}/${language.toLowerCase()}-${role}-${screen.name}${suffix}`;
        await page.screenshot({ path: `${file}.png` });
        await scrollToBottom(page);
        await page.screenshot({ path: `${file}-bottom.png` });
      }
    });
  }
}
