/** The permission modal's actions (F38, F40): due once a day while undecided, closed for the day, allow's outcomes. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPermissionPrompt, type PermissionPromptDeps } from './permission-prompt';
import { PUSH_PROMPT_CLOSED_KEY } from './storage-keys';

function setup(answer: NotificationPermission = 'granted', storage?: PermissionPromptDeps['storage']) {
  const stored = new Map<string, string>();
  let permission: NotificationPermission = 'default';
  const deps: PermissionPromptDeps = {
    permission: () => permission,
    requestPermission: vi.fn(async () => (permission = answer)),
    storage:
      storage === undefined
        ? { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) }
        : storage,
    showDeniedTips: vi.fn(),
    onGranted: vi.fn(),
    now: () => Date.now(),
  };
  return {
    prompt: createPermissionPrompt(deps),
    deps,
    stored,
    setPermission: (value: NotificationPermission) => (permission = value),
  };
}

describe('permission prompt', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 2, 9, 12));
  });
  afterEach(() => vi.useRealTimers());

  it('is due with permission default, and closing it stores today: not again today, again tomorrow', () => {
    const { prompt, stored } = setup();
    expect(prompt.due(true)).toBe(true);
    prompt.close();
    expect(stored.get(PUSH_PROMPT_CLOSED_KEY)).toBe('2026-03-09');
    expect(prompt.due(true)).toBe(false);
    vi.setSystemTime(new Date(2026, 2, 10, 0, 5));
    expect(prompt.due(true)).toBe(true);
  });

  it('is not due without a push configuration, nor once the browser decided', () => {
    const { prompt, setPermission } = setup();
    expect(prompt.due(false)).toBe(false);
    setPermission('denied');
    expect(prompt.due(true)).toBe(false);
  });

  it('allow + granted: closed for today, the set-up is told, no hint', async () => {
    const { prompt, deps, stored } = setup('granted');
    expect(await prompt.allow()).toBe('granted');
    expect(stored.get(PUSH_PROMPT_CLOSED_KEY)).toBe('2026-03-09');
    expect(deps.onGranted).toHaveBeenCalledTimes(1);
    expect(deps.showDeniedTips).not.toHaveBeenCalled();
  });

  it('allow + denied, dismissed or failing: the hint, and no set-up', async () => {
    for (const answer of ['denied', 'default'] as const) {
      const { prompt, deps } = setup(answer);
      expect(await prompt.allow()).toBe(answer);
      expect(deps.showDeniedTips).toHaveBeenCalledTimes(1);
      expect(deps.onGranted).not.toHaveBeenCalled();
    }
    const failing = setup();
    vi.mocked(failing.deps.requestPermission).mockRejectedValueOnce(new Error('not allowed'));
    expect(await failing.prompt.allow()).toBe('default');
    expect(failing.deps.showDeniedTips).toHaveBeenCalledTimes(1);
  });

  it('a storage that throws, or none at all: due (nothing stored), and closing does not throw', () => {
    const refusing = {
      getItem: (): string | null => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const storage of [refusing, null]) {
      const { prompt } = setup('granted', storage);
      expect(prompt.due(true)).toBe(true);
      expect(() => prompt.close()).not.toThrow();
    }
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
