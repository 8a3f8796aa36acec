/**
 * The fault console (issue 19): a tester at /__qa/ on a phone re-seeds the store, makes the start-up status call fail
 * with a server message through the fault form, sees the site show that message (A32/E42, as shell.spec.ts does it
 * through the QA client), finds the failed call in the request log, removes one fault, clears the rest and sees the site
 * recover.
 */
import { expect, test } from './support/test';
import { accessibilityProblems } from './support/accessibility';
import { layoutProblems } from './support/layout-guard';
import { DEMO_ORIGIN } from './support/qa';
import { screenshot } from './support/screenshots';
import { lastStatusId, startupHandled, STATUS_PATH } from './support/settle';

test('the QA console sets a fault the site shows, lists the failed call and clears it (issue 19)', async ({
  page,
  context,
  request,
}) => {
  await page.goto(`${DEMO_ORIGIN}/__qa/`);
  const status = page.getByRole('status');
  await expect(status).toHaveText(/^Ready\. /);

  // Reset, by keyboard, behind its confirm step.
  const resetStart = page.getByRole('button', { name: 'Reset the seed…' });
  await resetStart.focus();
  await page.keyboard.press('Enter');
  await expect(resetStart).toHaveAttribute('aria-expanded', 'true');
  const confirm = page.getByRole('form', { name: /Reset everything now\?/ });
  await expect(confirm).toBeVisible();
  await expect(confirm.locator('#reset-confirm-title')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Yes, reset' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Store re-seeded; the request log and faults are cleared.');
  await expect(confirm).toBeHidden();
  await expect(resetStart).toBeFocused();

  // Every status call answers the error code with a message, until the fault is cleared.
  const form = page.getByRole('form', { name: 'Add a fault' });
  await form.getByLabel('Path glob').fill(STATUS_PATH);
  await form.getByLabel('Error code').fill('qa.err');
  await form.getByLabel('Message').fill('Boom');
  await form.getByRole('button', { name: 'Add fault' }).click();
  // Fault numbers run on across resets of the backend this worker shares with other tests.
  const added = new RegExp(`^Fault #(\\d+) added for ${STATUS_PATH.replaceAll('/', '\\/')}\\. 1 active fault\\.$`);
  await expect(status).toHaveText(added);
  const id = added.exec((await status.textContent()) ?? '')?.[1];
  const faults = page.getByRole('list', { name: 'Active faults' }).getByRole('listitem');
  await expect(faults).toHaveCount(1);
  await expect(faults.locator('.item-title')).toHaveText(`#${id} Any method ${STATUS_PATH}`);
  await expect(faults.locator('.item-facts')).toHaveText('error qa.err · “Boom” · until cleared · No hits');

  const site = await context.newPage();
  await site.goto(`${DEMO_ORIGIN}/m/home`);
  await expect(site.getByTestId('brand-name')).toHaveText('Lucky Star Casino');
  await expect(site.getByRole('alertdialog', { name: 'Notice' })).toContainText('Boom');

  // The request log has the failed call, answered by the fault.
  await page.bringToFront();
  const log = page.getByRole('form', { name: 'Request log' });
  await log.getByLabel('Path glob').fill(STATUS_PATH);
  await log.getByRole('button', { name: 'Show requests' }).click();
  await expect(status).toHaveText(new RegExp(`^\\d+ requests? for ${STATUS_PATH.replaceAll('/', '\\/')}\\.$`));
  const calls = page.getByRole('list', { name: 'Request log' }).getByRole('listitem');
  await expect(calls.first().locator('.item-title')).toHaveText(new RegExp(`^#\\d+ GET ${STATUS_PATH}`));
  await expect(calls.first().locator('.item-facts')).toHaveText(new RegExp(`^200 · \\d+ ms · DEMO · fault #${id} · `));
  await calls.first().getByText('Details').click();
  await expect(calls.first().locator('pre')).toContainText(`"fault": ${id}`);
  await page.getByRole('button', { name: 'Refresh faults' }).click();
  await expect(faults.locator('.item-facts')).toHaveText(/ · until cleared · \d+ hits?$/);

  expect(await layoutProblems(page)).toEqual([]);
  expect(await accessibilityProblems(page)).toEqual([]);
  // The active fault and the request log, under the sticky status bar.
  await page.getByRole('heading', { name: 'Active faults' }).evaluate((heading) => heading.scrollIntoView());
  await screenshot(page, 'qa/console');

  // A second fault, then the first removed on its own: the second stays.
  await form.getByLabel('Path glob').fill('/wps/qa/other');
  await form.getByLabel('Seed').fill('7');
  await form.getByRole('button', { name: 'Add fault' }).click();
  await expect(status).toHaveText(/^Fault #\d+ added for \/wps\/qa\/other\. 2 active faults\.$/);
  await expect(faults.nth(1).locator('.item-facts')).toContainText('seed 7');
  await page.getByRole('button', { name: `Remove fault #${id}` }).click();
  await expect(status).toHaveText(`Fault #${id} removed. 1 active fault.`);
  await expect(faults).toHaveCount(1);
  await expect(faults.locator('.item-title')).toHaveText(/ Any method \/wps\/qa\/other$/);

  // Cleared, the next load of the site starts without the notice.
  await page.getByRole('button', { name: 'Clear all faults' }).click();
  await expect(status).toHaveText('All faults cleared.');
  await expect(faults).toHaveCount(0);
  await expect(page.getByText('No active faults.')).toBeVisible();

  const before = await lastStatusId(request);
  await site.reload();
  await startupHandled(request, before);
  await expect(site.getByTestId('brand-name')).toHaveText('Lucky Star Casino');
  await expect(site.getByRole('alertdialog')).toHaveCount(0);
});
