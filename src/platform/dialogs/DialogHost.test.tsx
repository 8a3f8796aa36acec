// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@lingui/core/macro', () => ({ msg: (descriptor: unknown) => descriptor }));

const { i18n } = await import('@lingui/core');
const { DialogHost } = await import('./DialogHost');
const { createDialogStore } = await import('./store');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
i18n.loadAndActivate({ locale: 'en', messages: {} });

describe('dialog host (A32, A33: an accessible dialog family)', () => {
  let root: Root;
  let app: HTMLElement;
  let opener: HTMLButtonElement;
  let store: ReturnType<typeof createDialogStore>;

  beforeEach(async () => {
    document.body.innerHTML = '<div id="root"><button id="opener">Open</button></div><div id="mount"></div>';
    app = document.getElementById('root')!;
    opener = document.getElementById('opener') as HTMLButtonElement;
    store = createDialogStore();
    root = createRoot(document.getElementById('mount')!);
    await act(async () => root.render(createElement(DialogHost, { store })));
  });

  afterEach(async () => {
    await act(async () => root.unmount());
  });

  const dialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
  const key = (key: string, shiftKey = false) =>
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true }));

  it('is a labelled, described modal that takes the focus, traps Tab, makes the page inert and gives it all back', async () => {
    opener.focus();
    let result: Promise<string | null> | undefined;
    await act(async () => {
      result = store.open({
        variant: 'confirm',
        title: 'Confirmation',
        message: 'Log out?',
        dismissible: true,
        actions: [
          { id: 'cancel', label: 'Cancel' },
          { id: 'ok', label: 'Ok', primary: true },
        ],
      });
    });
    const element = dialog()!;
    expect(element.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(element.getAttribute('aria-labelledby')!)?.textContent).toBe('Confirmation');
    expect(document.getElementById(element.getAttribute('aria-describedby')!)?.textContent).toBe('Log out?');
    expect(document.activeElement?.textContent).toBe('Ok');
    expect(app.hasAttribute('inert')).toBe(true);

    await act(async () => key('Tab'));
    expect(document.activeElement?.textContent).toBe('Cancel');
    await act(async () => key('Tab'));
    expect(document.activeElement?.textContent).toBe('Ok');
    await act(async () => key('Tab', true));
    expect(document.activeElement?.textContent).toBe('Cancel');

    await act(async () => key('Escape'));
    await expect(result).resolves.toBeNull();
    expect(dialog()).toBeNull();
    expect(app.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('a dialog that may not be dismissed ignores Escape; its button closes it with its action', async () => {
    let result: Promise<string | null> | undefined;
    await act(async () => {
      result = store.open({
        variant: 'alert',
        title: 'Notice',
        message: 'Boom',
        actions: [{ id: 'ok', label: 'Ok', primary: true }],
      });
    });
    await act(async () => key('Escape'));
    expect(dialog()).not.toBeNull();
    await act(async () => (document.activeElement as HTMLButtonElement).click());
    await expect(result).resolves.toBe('ok');
    expect(dialog()).toBeNull();
  });

  it('shows queued dialogs one after the other, and toasts and the loader as live regions', async () => {
    await act(async () => {
      void store.open({
        variant: 'alert',
        title: 'Notice',
        message: 'first',
        actions: [{ id: 'ok', label: 'Ok', primary: true }],
      });
      void store.open({
        variant: 'alert',
        title: 'Notice',
        message: 'second',
        actions: [{ id: 'ok', label: 'Ok', primary: true }],
      });
      store.toast('Coming soon');
      store.loader();
    });
    expect(document.querySelectorAll('[role="alertdialog"]')).toHaveLength(1);
    expect(dialog()?.textContent).toContain('first');
    expect(document.querySelector('[data-testid="toast"]')?.getAttribute('role')).toBe('alert');
    expect(document.querySelector('[data-testid="loader"] [role="status"]')?.textContent).toBe('Please wait...');
    await act(async () => (document.activeElement as HTMLButtonElement).click());
    expect(dialog()?.textContent).toContain('second');
  });
});
