import { expect, test } from './support/test';
import { DEMO_ORIGIN, qa } from './support/qa';
import { readStore } from './support/idb';

interface OutboxRow {
  eventId: string;
  event: { eventName: string };
  state: string;
}

test.beforeEach(async ({ request }) => {
  await qa(request).reset();
});

test('events recorded while the backend answers 502 survive a reload and arrive exactly once when it recovers', async ({
  page,
  request,
}) => {
  const backend = qa(request);
  await backend.addFault({ match: { method: 'POST', path: '/wps/system/event' }, times: 100_000, status: 502 });
  await backend.addFault({ match: { method: 'GET', path: '/wps/system/test/ping' }, times: 100_000, status: 502 });

  await page.goto(`${DEMO_ORIGIN}/m/home`);
  await expect(page.getByTestId('brand-name')).toBeVisible();
  await expect
    .poll(async () => (await readStore<OutboxRow>(page, 'outbox')).map((row) => row.event.eventName).sort())
    .toEqual(['firstOpen', 'viewContent']);
  const recorded = (await readStore<OutboxRow>(page, 'outbox')).map((row) => row.eventId).sort();

  await page.reload();
  await expect(page.getByTestId('brand-name')).toBeVisible();
  expect((await readStore<OutboxRow>(page, 'outbox')).map((row) => row.eventId).sort()).toEqual(recorded);
  expect(await backend.events()).toEqual([]);

  await backend.clearFaults();
  await expect
    .poll(async () => (await backend.events()).map((event) => event.eventId).sort(), { timeout: 45_000 })
    .toEqual(recorded);
  await expect
    .poll(async () => (await readStore<OutboxRow>(page, 'outbox')).filter((row) => row.state === 'pending'))
    .toEqual([]);

  await page.reload();
  await expect(page.getByTestId('brand-name')).toBeVisible();
  await page.waitForTimeout(1_500);
  const names = (await backend.events()).map((event) => event.eventName).sort();
  expect(names).toEqual(['firstOpen', 'viewContent']);
});
