/** The fault console (issue 19): a page, a script and a style sheet under /__qa/, on a QA backend only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers';

const FILES = [
  { path: '/__qa/', type: 'text/html; charset=utf-8' },
  { path: '/__qa/console.js', type: 'text/javascript; charset=utf-8' },
  { path: '/__qa/console.css', type: 'text/css; charset=utf-8' },
];

/** The fields the console's forms send, with the name of each (FaultSpec and the routes' queries). */
const FIELDS: Record<string, string> = {
  'fault-path': 'path',
  'fault-method': 'method',
  'fault-merchant': 'merchant',
  'fault-status': 'status',
  'fault-error-code': 'errorCode',
  'fault-message': 'message',
  'fault-delay': 'delayMs',
  'fault-retry-after': 'retryAfter',
  'fault-drop': 'drop',
  'fault-hang': 'hang',
  'fault-times': 'times',
  'fault-probability': 'probability',
  'fault-seed': 'seed',
  'fault-value': 'value',
  'fault-redirect': 'redirect',
  'requests-path': 'path',
  'requests-limit': 'limit',
  'events-name': 'eventName',
  'push-merchant': 'merchant',
};

function directives(header: string | null): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name ?? '', values]),
  );
}

describe('the QA console with QA on', () => {
  let server: TestServer;
  let html: string;
  beforeAll(async () => {
    server = await startServer();
    html = await (await fetch(`${server.base}/__qa/`)).text();
  });
  afterAll(() => server.close());

  it('serves the page, its script and its styles with their content types, uncached', async () => {
    for (const { path, type } of FILES) {
      const answer = await fetch(`${server.base}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-type'), path).toBe(type);
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
      expect((await answer.text()).length, path).toBeGreaterThan(100);
    }
    const bare = await fetch(`${server.base}/__qa`, { redirect: 'manual' });
    expect(bare.status).toBe(302);
    expect(bare.headers.get('location')).toBe('/__qa/');
  });

  it('is a phone-sized document that loads only its own script and styles', () => {
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1" />');
    expect(html).toContain('<script type="module" src="/__qa/console.js"></script>');
    expect(html).toContain('<link rel="stylesheet" href="/__qa/console.css" />');
    expect(html.match(/<script\b/g)).toHaveLength(1);
    // Nothing inline for the policy to refuse: no script body, no <style>, no style attribute, no event handler.
    expect(html).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=|javascript:/i);
    expect(html).toMatch(/role="status"[^>]*aria-live="polite"/);
  });

  it('labels every field, and names each one as the QA routes take it', () => {
    const controls = [...html.matchAll(/<(input|select|textarea)\b[^>]*>/g)].map((match) => match[0]);
    const ids = controls.map((control) => control.match(/\sid="([^"]+)"/)?.[1]);
    expect(ids).toEqual(Object.keys(FIELDS));
    for (const [id, name] of Object.entries(FIELDS)) {
      expect(html, id).toMatch(new RegExp(`<label for="${id}">[^<]+</label>`));
      expect(
        controls.find((control) => control.includes(`id="${id}"`)),
        id,
      ).toContain(` name="${name}"`);
    }
    expect(html).toContain('<button type="submit" class="primary">Add fault</button>');
    expect(html).toContain('<button type="submit" class="danger">Yes, reset</button>');
  });

  it('puts server data into the page as text only', async () => {
    const script = await (await fetch(`${server.base}/__qa/console.js`)).text();
    expect(script).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(|new Function/);
    expect(script).toContain('textContent');
  });

  it('runs under a policy that allows its own files and nothing inline (the policy every response gets)', async () => {
    const answer = await fetch(`${server.base}/__qa/`);
    const policy = directives(answer.headers.get('content-security-policy'));
    for (const directive of ['script-src', 'style-src', 'connect-src']) {
      expect(policy.get(directive)?.[0], directive).toBe("'self'");
      expect(policy.get(directive), directive).not.toContain("'unsafe-inline'");
    }
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('is outside the request log and the faults it sets', async () => {
    await server.call('POST', '/__qa/faults', { body: { match: { path: '/**' }, status: 503 } });
    try {
      for (const { path } of FILES) expect((await fetch(`${server.base}${path}`)).status, path).toBe(200);
      const log = await server.call<{ path: string }[]>('GET', '/__qa/requests');
      expect(log.body.value?.filter((entry) => entry.path.startsWith('/__qa/'))).toEqual([]);
    } finally {
      await server.call('DELETE', '/__qa/faults');
    }
  });
});

describe('the QA console with QA off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ qa: false });
  });
  afterAll(() => server.close());

  it('does not exist', async () => {
    for (const path of [...FILES.map((file) => file.path), '/__qa']) {
      const answer = await fetch(`${server.base}${path}`, { redirect: 'manual' });
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).not.toContain('QA console');
    }
  });
});
