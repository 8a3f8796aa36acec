import { expect, test } from './support/test';
import { DEMO_ORIGIN, qa } from './support/qa';
import { readStore } from './support/idb';
import { fillLogin, PASSWORD } from './auth-support';
import { storageReads, watchStorageReads } from './support/absence';
import { VIEW_CONTENT_SESSION_KEY } from '../../src/features/tracking/record';

interface OutboxRow {
  eventId: string;
  event: { eventName: string };
  state: string;
}

test.beforeEach(async ({ request }) => {
  await qa(request).reset();
});

/** Every event POST and connectivity ping answers 502 until the faults are cleared. */
async function failEventDelivery(backend: ReturnType<typeof qa>): Promise<void> {
  await backend.addFault({ match: { method: 'POST', path: '/wps/system/event' }, times: 100_000, status: 502 });
  await backend.addFault({ match: { method: 'GET', path: '/wps/system/test/ping' }, times: 100_000, status: 502 });
}

test('events recorded while the backend answers 502 survive a reload and arrive exactly once when it recovers', async ({
  page,
  request,
}) => {
  const backend = qa(request);
  await failEventDelivery(backend);
  await watchStorageReads(page, VIEW_CONTENT_SESSION_KEY);

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
  // This load has applied the once-rules (firstOpen and viewContent are requested just before viewContent reads its
  // session flag), and whatever it recorded has left the outbox for the backend.
  await expect.poll(() => storageReads(page, VIEW_CONTENT_SESSION_KEY)).toBe(1);
  await expect.poll(() => readStore(page, 'outbox')).toEqual([]);
  const names = (await backend.events()).map((event) => event.eventName).sort();
  expect(names).toEqual(['firstOpen', 'viewContent']);
});

interface ListRow {
  key: string;
}

test("logout removes the member's data but keeps the pending events, which still arrive, and the remembered login", async ({
  page,
  request,
}) => {
  const backend = qa(request);
  await failEventDelivery(backend);

  await page.goto(`${DEMO_ORIGIN}/m/login?go=%2Fm%2Fgame`);
  await fillLogin(page, 'member1', PASSWORD);
  await page.getByTestId('login-remember').check();
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/game`);
  const memberLists = async () =>
    (await readStore<ListRow>(page, 'lists'))
      .map((row) => row.key)
      .filter((key) => key === 'favouriteGames' || key === 'recentGames');
  await expect.poll(memberLists).toEqual(['favouriteGames', 'recentGames']);
  await expect.poll(async () => (await readStore(page, 'memberInfo')).length).toBe(1);
  await expect
    .poll(async () => (await readStore<OutboxRow>(page, 'outbox')).map((row) => row.event.eventName))
    .toContain('login');
  const pending = (await readStore<OutboxRow>(page, 'outbox')).map((row) => row.eventId).sort();

  await page.goto(`${DEMO_ORIGIN}/m/member/home`);
  await page.getByTestId('logout-button').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/home`);

  await expect.poll(async () => (await readStore(page, 'memberInfo')).length).toBe(0);
  expect(await memberLists()).toEqual([]);
  const [state] = await readStore<{ value: Record<string, unknown> }>(page, 'memberState');
  expect(state?.value).toMatchObject({ unreadCount: 0, totalDepositSuccessCount: 0, vipProgress: 1 });
  expect(await page.evaluate(() => sessionStorage.getItem('sessionInfo'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('rememberedLogin'))).not.toBeNull();
  const kept = (await readStore<OutboxRow>(page, 'outbox')).map((row) => row.eventId);
  expect(kept).toEqual(expect.arrayContaining(pending));

  await backend.clearFaults();
  await expect
    .poll(async () => (await backend.events()).map((event) => event.eventId), { timeout: 45_000 })
    .toEqual(expect.arrayContaining(pending));
});
