import { describe, expect, it } from 'vitest';
import { statusTrack } from './status-track';

describe('the status track parameter (E40, Q76)', () => {
  it('carries affiliateCode, referralCode, tid, from, the click ids and the s2s fields, and nothing empty', () => {
    const track = statusTrack({
      regInfo: { affiliateCode: 'a1', referralCode: 'R9', originalDomain: 'www.demo.test' },
      s2s: { gpsAdid: 'B1', idfa: '' },
      tid: 'T7',
      entry: { from: 'telegram', clickIds: { gclid: 'G', fbclid: '' } },
    });
    expect(JSON.parse(track ?? 'null')).toEqual({
      affiliateCode: 'a1',
      referralCode: 'R9',
      tid: 'T7',
      from: 'telegram',
      gclid: 'G',
      gpsAdid: 'B1',
    });
  });

  it('is absent when nothing is stored', () => {
    expect(statusTrack({ entry: {} })).toBeUndefined();
    expect(
      statusTrack({ regInfo: { originalDomain: 'www.demo.test' }, tid: null, entry: { fullscreenOff: true } }),
    ).toBeUndefined();
  });
});
