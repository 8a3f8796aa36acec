/**
 * The end-to-end `test`: every context starts with the home screen's automatic overlays (popup announcements,
 * install sheet, notification prompt, download popup) already dealt with for the session, so tests of other
 * screens are not covered by them. Specs that test those overlays import from '@playwright/test' instead, or call
 * test.use({ quietOverlays: false }). Contexts a test makes itself get the same with quietOverlays(context).
 */
import { test as base, type BrowserContext } from '@playwright/test';

export { expect } from '@playwright/test';

function markOverlaysHandled() {
  try {
    sessionStorage.setItem('popupAnnouncementsShown', '1');
    sessionStorage.setItem('a2hsDeclined', '1');
    sessionStorage.setItem('downloadPopupClosed', '1');
    const now = new Date();
    const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    localStorage.setItem('push.promptClosedOn', day);
  } catch {
    // Pages without storage (about:blank) have no overlays either.
  }
}

export async function quietOverlays(context: BrowserContext): Promise<void> {
  await context.addInitScript(markOverlaysHandled);
}

/** The notification prompt counts as closed today (specs of the other overlays). */
export async function closeNotificationPromptToday(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    localStorage.setItem('push.promptClosedOn', `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`);
  });
}

/** This session has declined the install sheet (it goes before the notification prompt and the download popup). */
export async function declineInstallSheet(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => sessionStorage.setItem('a2hsDeclined', '1'));
}

export const test = base.extend<{ quietOverlays: boolean }>({
  quietOverlays: [true, { option: true }],
  context: async ({ context, quietOverlays: quiet }, use) => {
    if (quiet) await quietOverlays(context);
    await use(context);
  },
});
