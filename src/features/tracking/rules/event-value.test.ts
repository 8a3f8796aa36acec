import { describe, expect, it } from 'vitest';
import { buildEventValue, eventPayload, trackingChannels, trackingCurrency, type TrackingContext } from './event-value';

const context: TrackingContext = {
  domain: 'a1.demo.test',
  affiliateCode: 'a1',
  tid: 'T1',
  pwaType: 'H5',
  channels: ['facebook', 'tg'],
  clickIds: { fbclid: 'F', gclid: 'G', ttclid: 'T', kwaiclid: 'K' },
  fbc: 'fb.1.1.F',
  fbp: 'fb.1.1.123',
  s2s: { idfa: 'H', adid: 'C' },
  customer: { id: 'DEMO-member1', name: 'member1' },
};

describe('tracking payload', () => {
  it('F18 maps TLB to PHP and cuts other currencies to three letters', () => {
    expect(trackingCurrency('TLB')).toBe('PHP');
    expect(trackingCurrency('USDT')).toBe('USD');
    expect(trackingCurrency('VND')).toBe('VND');
    expect(trackingCurrency('php')).toBe('PHP');
  });

  it('F17/F19 fills revenue, amount, value and af_* from the amount, and content id 99 on deposits', () => {
    expect(eventPayload('deposit', { amount: 100, currency: 'PHP' })).toEqual({
      revenue: 100,
      amount: 100,
      value: 100,
      af_revenue: 100,
      currency: 'PHP',
      af_currency: 'PHP',
      content_id: 99,
    });
    expect(eventPayload('deposit', { amount: '1', currency: 'TLB' })).toMatchObject({
      amount: 1,
      currency: 'PHP',
      af_currency: 'PHP',
    });
    expect(eventPayload('withdraw', { amount: 5 })).not.toHaveProperty('content_id');
    expect(eventPayload('firstDeposit', {})).toEqual({ content_id: 99 });
    expect(eventPayload('deposit', { amount: 'abc' })).toEqual({ content_id: 99 });
  });

  it('F17 names the customer of the input, else the signed-in member', () => {
    expect(eventPayload('login', {}, { id: 'c1', name: 'n1' })).toEqual({ customerId: 'c1', customerName: 'n1' });
    expect(eventPayload('register', { customerId: 42, customerName: 'new' }, { id: 'c1', name: 'n1' })).toEqual({
      customerId: '42',
      customerName: 'new',
    });
    expect(eventPayload('viewContent', {})).toEqual({});
  });

  it('F16/F10 carries channels, tid, click ids, pwaType, fbc, fbp and the s2s fields', () => {
    expect(buildEventValue('register', { customerId: 'c9', customerName: 'u9' }, context)).toEqual({
      customerId: 'c9',
      customerName: 'u9',
      channels: ['facebook', 'tg'],
      tid: 'T1',
      fbclid: 'F',
      gclid: 'G',
      ttclid: 'T',
      kwaiclid: 'K',
      pwaType: 'H5',
      fbc: 'fb.1.1.F',
      fbp: 'fb.1.1.123',
      idfa: 'H',
      adid: 'C',
    });
  });

  it("keeps the caller's extra keys but never lets them hide the context", () => {
    const value = buildEventValue('gameLaunch', { extra: { vendor: 'PG', tid: 'spoofed' } }, context);
    expect(value.vendor).toBe('PG');
    expect(value.tid).toBe('T1');
  });

  it('Q88 channels are the active pixels plus the traffic source', () => {
    expect(trackingChannels(['facebook', 'tiktok'], 'tg')).toEqual(['facebook', 'tiktok', 'tg']);
    expect(trackingChannels([], undefined)).toEqual([]);
  });
});
