/** Referral on the reference backend (ACCEPTANCE D54, D55, Q63, Q64): member info carries the member's own referral code, and a registration with an agent's code is stored as that agent's downline. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberInfo, RegisterValue } from '../../src/shared/contract';
import { login, postEncrypted, startServer, type TestServer } from './helpers';

describe('referral', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('member info carries the member’s own referral code (D54)', async () => {
    for (const [account, code] of [
      ['member1', 'MEMBER1REF'],
      ['agent1', 'AGENT1REF'],
      ['vip1', 'VIP1REF'],
    ] as const) {
      const info = await server.call<MemberInfo>('GET', '/wps/member/info', { token: await login(server, account) });
      expect(info.body.value?.referralCode, account).toBe(code);
    }
  });

  it('a downline registered with the agent’s code (login false) is stored as referred by the agent (D55)', async () => {
    const answer = await postEncrypted<RegisterValue>(
      server,
      '/wps/member/register',
      {
        username: 'downline01',
        password: 'Secret#1',
        login: false,
        referralCode: 'AGENT1REF',
        registerMethod: 'H5',
        registerUrl: 'https://www.demo.test/m/agentRegister',
        loginDeviceId: 'd'.repeat(36),
      },
      { headers: { ModuleId: 'REG3' } },
    );
    expect(answer.body.success).toBe(true);
    expect(answer.body.value?.userName).toBe('downline01');
    expect(answer.body.value?.token).toBeUndefined();

    const row = server.app.ctx.db
      .prepare('SELECT referred_by, referral_code FROM members WHERE merchant = ? AND account = ?')
      .get('DEMO', 'downline01') as { referred_by: string | null; referral_code: string };
    expect(row.referred_by).toBe('AGENT1REF');
    // The new member has a code of its own, not the agent's.
    expect(row.referral_code).not.toBe('AGENT1REF');
    const own = await server.call<MemberInfo>('GET', '/wps/member/info', {
      token: await login(server, 'downline01', 'Secret#1'),
    });
    expect(own.body.value?.referralCode).toBe(row.referral_code);
  });
});
