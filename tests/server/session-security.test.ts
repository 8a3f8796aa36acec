/** Sessions are stored as SHA-256 hashes, and a password change or reset ends the member's other sessions. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { lastSmsCode, login, PASSWORD, postEncrypted, startServer, type TestServer } from './helpers';

describe('session storage and password changes', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer();
  });
  afterEach(() => server.close());

  const info = (token: string) => server.call('GET', '/wps/member/info', { token });

  it('keeps only the SHA-256 of each token, and finds the session by it', async () => {
    const token = await login(server, 'member1');
    expect((await info(token)).status).toBe(200);
    const db = new Database(server.options.dbPath, { readonly: true });
    try {
      const rows = db.prepare("SELECT * FROM sessions WHERE member_id = 'DEMO-member1'").all() as Record<string, unknown>[];
      expect(rows.map((row) => row.token_hash)).toEqual([createHash('sha256').update(token).digest('hex')]);
      expect(JSON.stringify(rows)).not.toContain(token);
    } finally {
      db.close();
    }
    expect((await info(createHash('sha256').update(token).digest('hex'))).status).toBe(401);
  });

  it('a password change keeps the current session and ends the others', async () => {
    const current = await login(server, 'member1');
    const other = await login(server, 'member1');
    const elsewhere = await login(server, 'agent1');
    const changed = await postEncrypted(
      server,
      '/wps/member/password/change',
      { oldPassword: PASSWORD, newPassword: 'Changed#123' },
      { token: current },
    );
    expect(changed.body.success).toBe(true);
    expect((await info(current)).status).toBe(200);
    const refused = await info(other);
    expect([refused.status, refused.body.errorCode]).toEqual([401, 'CUSTOMER_NOT_LOGIN']);
    expect((await info(elsewhere)).status).toBe(200);
  });

  it('a password reset by SMS code ends every session of the member', async () => {
    const first = await login(server, 'member1');
    const second = await login(server, 'member1');
    await server.call('POST', '/wps/verification/sms/noLogin', { body: { countryDialingCode: '63', mobileNum: '9170000001' } });
    const verifyCode = await lastSmsCode(server, '9170000001');
    const reset = await postEncrypted(server, '/wps/member/password/reset', {
      countryDialingCode: '63',
      mobileNum: '9170000001',
      verifyCode,
      newPassword: 'Reset#1234',
    });
    expect(reset.body.success).toBe(true);
    expect((await info(first)).status).toBe(401);
    expect((await info(second)).status).toBe(401);
    expect((await info(await login(server, 'member1', 'Reset#1234'))).status).toBe(200);
  });
});
