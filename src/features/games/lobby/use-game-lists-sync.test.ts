// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../platform/session', () => ({
  useSession: () => null,
  whenMerchantKnown: () => Promise.resolve('DEMO'),
}));

const { useGameListsSync } = await import('./use-game-lists-sync');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Api = Parameters<typeof useGameListsSync>[0];

function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('the lobby lists sync (D9): an absent list counts as empty only once a refresh has ended', () => {
  let root: Root;
  let mount: HTMLElement;

  beforeEach(() => {
    mount = document.createElement('div');
    document.body.append(mount);
    root = createRoot(mount);
  });

  afterEach(async () => {
    await act(async () => root.unmount());
    mount.remove();
  });

  function Probe({ api }: { api: Api }) {
    return createElement('output', null, String(useGameListsSync(api)));
  }

  for (const outcome of ['resolve', 'reject'] as const) {
    it(`is not settled while the refresh runs, and settled once it ${outcome}s`, async () => {
      const refresh = deferred();
      const api = { refresh: vi.fn(() => refresh.promise) } as unknown as Api;
      await act(async () => root.render(createElement(Probe, { api })));
      expect(api.refresh).toHaveBeenCalledWith(['gameLists']);
      expect(mount.textContent).toBe('false');
      await act(async () => (outcome === 'resolve' ? refresh.resolve() : refresh.reject(new Error('worker gone'))));
      expect(mount.textContent).toBe('true');
    });
  }
});
