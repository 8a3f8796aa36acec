import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FailurePresenterDeps } from './present-failure';
import type { ApiError } from '../../shared/errors/result';
import type { RefreshSummary } from '../../../workers/api/refresh-summary';

// The Lingui macros are compiled away in the app; here msg() gives back its descriptor, as the compiled code does.
vi.mock('@lingui/core/macro', () => ({ msg: (descriptor: unknown) => descriptor }));

const { createFailurePresenter } = await import('./present-failure');
const { presentStartupStatus, isHttpProtocol } = await import('./startup-status');
type Deps = FailurePresenterDeps;

const err = (code: string, extra: Partial<ApiError> = {}): ApiError => ({ code, path: '/wps/member/info', ...extra });
const textOf = (text: unknown) => (typeof text === 'string' ? text : (text as { id: string }).id);

function fakes(online = true) {
  const calls: string[] = [];
  let retry: (() => void) | undefined;
  const deps: Deps = {
    dialogs: {
      showAlert: vi.fn(async (message) => void calls.push(`alert:${textOf(message)}`)),
      showNotice: vi.fn(async (message) => void calls.push(`notice:${textOf(message)}`)),
      showNetworkNotice: vi.fn(async (options: { onRetry?: () => void }) => {
        retry = options.onRetry;
        calls.push(`network${options.onRetry ? '+retry' : ''}`);
        return false;
      }),
      showDomainUnavailable: vi.fn(async () => void calls.push('domain')),
    },
    clearSession: vi.fn(() => calls.push('clearSession')),
    navigate: vi.fn((path: string) => calls.push(`navigate:${path}`)),
    isOnline: () => online,
  };
  return { deps, calls, retry: () => retry };
}

describe('presentFailure (spec §8)', () => {
  let f: ReturnType<typeof fakes>;
  beforeEach(() => {
    f = fakes();
  });

  it('logs out on not-logged-in: clears the session, tells the worker, alerts "please login", goes to /m/login', () => {
    const present = createFailurePresenter(f.deps);
    expect(present(err('CUSTOMER_NOT_LOGIN', { status: 200 })).kind).toBe('logout');
    expect(f.calls).toEqual(['clearSession', 'alert:please_login', 'navigate:/m/login']);
  });

  it('alerts the server message, or unknown_error without one (A32, B30)', () => {
    const present = createFailurePresenter(f.deps);
    present(err('qa.err', { status: 200, message: 'Boom' }));
    present(err('qa.err', { status: 200 }));
    expect(f.calls).toEqual(['alert:Boom', 'alert:unknown_error']);
  });

  it('is silent for TOO_MANY_REQUEST*, 502 and silent calls (B31–B33): no dialog, no logout', () => {
    const present = createFailurePresenter(f.deps);
    present(err('TOO_MANY_REQUEST', { status: 200 }));
    present(err('TOO_MANY_REQUESTS_IP', { status: 200 }));
    present(err('http.error', { status: 502 }));
    present(err('qa.err', { status: 200, message: 'Boom' }), { silent: true });
    expect(f.calls).toEqual([]);
  });

  it('shows the network notice with Retry when the caller can re-send the call (B34, A33)', () => {
    const present = createFailurePresenter(f.deps);
    const resend = vi.fn();
    present(err('network.error'), { retry: resend });
    expect(f.calls).toEqual(['network+retry']);
    f.retry()?.();
    expect(resend).toHaveBeenCalledTimes(1);
    present(err('ECONNABORTED'));
    expect(f.calls).toEqual(['network+retry', 'network']);
  });

  it('leaves a no-response failure to the offline toast while the browser is offline', () => {
    const offline = fakes(false);
    createFailurePresenter(offline.deps)(err('network.error'), { retry: () => undefined });
    expect(offline.calls).toEqual([]);
  });

  it('times out a game launch with timeout_retry_please', () => {
    createFailurePresenter(f.deps)(err('ECONNABORTED'), { call: 'launchGame' });
    expect(f.calls).toEqual(['alert:timeout_retry_please']);
  });

  it('leaves the verification and choose dialogs to the login flow', () => {
    const present = createFailurePresenter(f.deps);
    expect(present(err('login_verify_required', { status: 200, value: { verifyToken: 'v' } })).kind).toBe('verifyDialog');
    expect(present(err('bind_customer_required', { status: 200 })).kind).toBe('bindOrRegister');
    expect(f.calls).toEqual([]);
  });
});

describe('start-up status check (E41–E43)', () => {
  const summary = (failed: RefreshSummary['failed']) => ({ ok: true as const, value: { updated: [], failed } });
  const status = (error: ApiError) => summary([{ part: 'status', error: { ...error, path: '/wps/v2/system/status' } }]);

  it('domain_not_available opens the popup and no notice (E41)', () => {
    const f = fakes();
    const action = presentStartupStatus(
      status(err('domain_not_available', { status: 200 })),
      { protocol: 'https:', retry: vi.fn() },
      createFailurePresenter(f.deps),
    );
    expect(action?.kind).toBe('domainUnavailable');
    expect(f.calls).toEqual(['domain']);
  });

  it('another errorCode gives a notice with the server message (E42)', () => {
    const f = fakes();
    presentStartupStatus(
      status(err('site.closed', { status: 200, message: 'Closed' })),
      { protocol: 'http:', retry: vi.fn() },
      createFailurePresenter(f.deps),
    );
    expect(f.calls).toEqual(['notice:Closed']);
  });

  it.each(['file:', 'capacitor:'])(
    'over %s a failed request gives "Internet lost, please refresh the page" (E43)',
    (protocol) => {
      const f = fakes();
      const failed = status(err('network.error', { message: 'Failed to fetch' }));
      presentStartupStatus(failed, { protocol, retry: vi.fn() }, createFailurePresenter(f.deps));
      expect(f.calls).toEqual(['notice:internet_lost']);
    },
  );

  it('over https the same failure gives the network notice, whose Retry runs the sync again (B34)', () => {
    const f = fakes();
    const retry = vi.fn();
    presentStartupStatus(
      status(err('network.error', { message: 'Failed to fetch' })),
      { protocol: 'https:', retry },
      createFailurePresenter(f.deps),
    );
    expect(f.calls).toEqual(['network+retry']);
    f.retry()?.();
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('a sync whose status succeeded shows nothing, whatever other parts failed', () => {
    const f = fakes();
    const other = summary([{ part: 'country', error: err('network.error') }]);
    expect(presentStartupStatus(other, { protocol: 'https:', retry: vi.fn() }, createFailurePresenter(f.deps))).toBeUndefined();
    expect(f.calls).toEqual([]);
  });

  it('a sync that never ran (worker unavailable) counts as a status failure without response', () => {
    const f = fakes();
    const failed = { ok: false as const, error: err('worker.unavailable', { path: 'syncSettings' }) };
    presentStartupStatus(failed, { protocol: 'https:', retry: vi.fn() }, createFailurePresenter(f.deps));
    expect(f.calls).toEqual(['network+retry']);
  });

  it('knows the http protocols', () => {
    expect(isHttpProtocol('https:')).toBe(true);
    expect(isHttpProtocol('http:')).toBe(true);
    expect(isHttpProtocol('file:')).toBe(false);
  });
});
