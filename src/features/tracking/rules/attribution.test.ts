import { describe, expect, it } from 'vitest';
import {
  attributionDomain,
  attributionFromQuery,
  mayBeAffiliateHost,
  mergeRegInfo,
  originalDomain,
  parseRegInfo,
  parseS2sInfo,
  s2sFromQuery,
} from './attribution';

describe('reg_info', () => {
  it('F3/Q80 replaces the first label of 3+ label hosts, prepends to 2-label hosts, keeps localhost and IPs', () => {
    expect(originalDomain('m.demo.test', 'a1')).toBe('a1.demo.test');
    expect(originalDomain('www.demo.test', 'a1')).toBe('a1.demo.test');
    expect(originalDomain('x.y.demo.test', 'a1')).toBe('a1.y.demo.test');
    expect(originalDomain('demo.test', 'a1')).toBe('a1.demo.test');
    expect(originalDomain('localhost', 'a1')).toBe('localhost');
    expect(originalDomain('127.0.0.1', 'a1')).toBe('127.0.0.1');
    expect(originalDomain('WWW.Demo.Test.', 'a1')).toBe('a1.demo.test');
  });

  it('F2/Q79 takes referralCode before its alias r', () => {
    expect(attributionFromQuery(new URLSearchParams('r=R2'))).toEqual({ referralCode: 'R2' });
    expect(attributionFromQuery(new URLSearchParams('referralCode=R1&r=R2'))).toEqual({ referralCode: 'R1' });
    expect(attributionFromQuery(new URLSearchParams('affiliateCode=a1&referralCode='))).toEqual({ affiliateCode: 'a1' });
    expect(attributionFromQuery(new URLSearchParams('x=1'))).toEqual({});
  });

  it('F1 keeps stored fields the entry does not carry, and a new affiliate recomputes originalDomain', () => {
    const stored = { affiliateCode: 'a1', referralCode: 'R1', originalDomain: 'a1.demo.test' };
    expect(mergeRegInfo(stored, {}, 'www.demo.test')).toEqual(stored);
    expect(mergeRegInfo(stored, { referralCode: 'R9' }, 'www.demo.test')).toEqual({ ...stored, referralCode: 'R9' });
    expect(mergeRegInfo(stored, { affiliateCode: 'b2' }, 'm.demo.test')).toEqual({
      affiliateCode: 'b2',
      referralCode: 'R1',
      originalDomain: 'b2.demo.test',
    });
    expect(mergeRegInfo(undefined, { affiliateCode: 'aff1', originalDomain: 'aff1.demo.test' }, 'x.demo.test')).toEqual({
      affiliateCode: 'aff1',
      originalDomain: 'aff1.demo.test',
    });
    expect(mergeRegInfo(undefined, {}, 'www.demo.test')).toBeUndefined();
  });

  it('parses only well-formed reg_info', () => {
    expect(parseRegInfo('{"affiliateCode":"a1","x":1,"referralCode":""}')).toEqual({ affiliateCode: 'a1' });
    expect(parseRegInfo('[1]')).toBeUndefined();
    expect(parseRegInfo('{broken')).toBeUndefined();
    expect(parseRegInfo(null)).toBeUndefined();
  });

  it('registration reports the stored original domain, else the current host', () => {
    const info = parseRegInfo(JSON.stringify({ affiliateCode: 'a1', originalDomain: 'a1.demo.test' }));
    expect(attributionDomain(info, 'm.demo.test')).toBe('a1.demo.test');
    expect(attributionDomain(undefined, 'm.demo.test')).toBe('m.demo.test');
  });

  it('F4 looks affiliates up only on hosts that can be affiliate sub-domains', () => {
    expect(mayBeAffiliateHost('aff1.demo.test')).toBe(true);
    expect(mayBeAffiliateHost('www.demo.test')).toBe(false);
    expect(mayBeAffiliateHost('m.demo.test')).toBe(false);
    expect(mayBeAffiliateHost('demo.test')).toBe(false);
    expect(mayBeAffiliateHost('localhost')).toBe(false);
    expect(mayBeAffiliateHost('127.0.0.1')).toBe(false);
  });
});

describe('s2s_info', () => {
  it('F9 maps the nine entry parameters to their s2s_info names', () => {
    const query = new URLSearchParams(
      'ad_app_token=A&gps_adid=B&adid=C&af_app_id=D&appsflyer_id=E&advertising_id=F&oaid=G&idfa=H&idfv=I&other=Z',
    );
    expect(s2sFromQuery(query)).toEqual({
      adAppToken: 'A',
      gpsAdid: 'B',
      adid: 'C',
      afAppId: 'D',
      appsflyerId: 'E',
      afAdvertisingId: 'F',
      afOaid: 'G',
      idfa: 'H',
      idfv: 'I',
    });
    expect(s2sFromQuery(new URLSearchParams('tid=1'))).toBeUndefined();
  });

  it('parses only the nine fields', () => {
    expect(parseS2sInfo('{"idfa":"H","evil":"x","adid":""}')).toEqual({ idfa: 'H' });
    expect(parseS2sInfo('nope')).toBeUndefined();
  });
});
