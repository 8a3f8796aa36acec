/** The affiliate lookup (F4) and the fullscreen rule (F7, Q82). */
import { describe, expect, it } from 'vitest';
import { lookUpAffiliate } from './affiliate';
import { wantsFullscreen } from './fullscreen';
import type { AffiliateValue } from '../../shared/contract';
import type { ApiResult } from '../../shared/errors/result';
import { MemoryStorage, err, ok } from '../../../tests/unit/support/auth-helpers';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';

describe('affiliate lookup', () => {
  function deps(
    hostname: string,
    search = '',
    answer: ApiResult<AffiliateValue | null> = ok({ code: 'aff1', domain: 'aff1.demo.test', referralCode: 'REF1' }),
  ) {
    const lookups: string[] = [];
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    return {
      lookups,
      local,
      session,
      deps: { hostname, search, local, session, lookup: async (domain: string) => (lookups.push(domain), answer) },
    };
  }

  it('F4 stores the affiliate of an affiliate sub-domain in reg_info, once per tab', async () => {
    const { deps: d, local, lookups } = deps('aff1.demo.test');
    expect(await lookUpAffiliate(d)).toBe(true);
    expect(JSON.parse(local.getItem('reg_info') ?? '')).toEqual({
      affiliateCode: 'aff1',
      referralCode: 'REF1',
      originalDomain: 'aff1.demo.test',
    });
    expect(await lookUpAffiliate(d)).toBe(false);
    expect(lookups).toEqual(['aff1.demo.test']);
  });

  it('does not look up on the main hosts, or when the entry names the affiliate; the entry referral wins', async () => {
    const main = deps('www.demo.test');
    expect(await lookUpAffiliate(main.deps)).toBe(false);
    const named = deps('aff1.demo.test', '?affiliateCode=zz');
    expect(await lookUpAffiliate(named.deps)).toBe(false);
    expect(main.lookups.concat(named.lookups)).toEqual([]);
    const referred = deps('aff1.demo.test', '?r=MINE');
    referred.local.setItem('reg_info', JSON.stringify({ referralCode: 'MINE' }));
    await lookUpAffiliate(referred.deps);
    expect(JSON.parse(referred.local.getItem('reg_info') ?? '')).toMatchObject({ affiliateCode: 'aff1', referralCode: 'MINE' });
  });

  it('an unknown domain stores nothing; a failed lookup is tried again later', async () => {
    const unknown = deps('x.demo.test', '', ok(null));
    expect(await lookUpAffiliate(unknown.deps)).toBe(false);
    expect(unknown.local.getItem('reg_info')).toBeNull();
    const failed = deps('aff1.demo.test', '', err('network.error'));
    expect(await lookUpAffiliate(failed.deps)).toBe(false);
    expect(failed.session.getItem('tracking.affiliateLookup')).toBeNull();
  });
});

describe('fullscreen', () => {
  const env = (userAgent: string, extra = {}) => ({ userAgent, search: '', displayStandalone: false, ...extra });
  it('F7 asks in mobile browsers unless fullscreen=0, the app or standalone', () => {
    expect(wantsFullscreen(env(ANDROID), false)).toBe(true);
    expect(wantsFullscreen(env(ANDROID), true)).toBe(false);
    expect(wantsFullscreen(env(ANDROID, { search: '?inApp=1' }), false)).toBe(false);
    expect(wantsFullscreen(env(ANDROID, { displayStandalone: true }), false)).toBe(false);
    expect(wantsFullscreen(env(DESKTOP), false)).toBe(false);
  });
});
