import { describe, expect, it } from 'vitest';
import { decodeComponent, stripCredentials } from './url';

describe('stripCredentials', () => {
  it('removes token, tokens and authorization in any case and keeps the rest, hash included', () => {
    expect(stripCredentials('/m/home?token=T&a=1&Authorization=x&tokens=u#top')).toBe('/m/home?a=1#top');
    expect(stripCredentials('https://h.test/m/home?token=T')).toBe('https://h.test/m/home');
    expect(stripCredentials('/m/home?%74oken=T&b=2')).toBe('/m/home?b=2');
  });

  it('takes malformed escapes as they come instead of throwing', () => {
    expect(stripCredentials('/m/home?%E0=1')).toBe('/m/home?%E0=1');
    expect(stripCredentials('/m/home?%=1&token=T&%zz')).toBe('/m/home?%=1&%zz');
  });
});

describe('decodeComponent', () => {
  it('decodes, and leaves a malformed escape as it is', () => {
    expect(decodeComponent('a%20b')).toBe('a b');
    expect(decodeComponent('%E0%A4%A')).toBe('%E0%A4%A');
  });
});
