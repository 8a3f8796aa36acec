import { describe, expect, it } from 'vitest';
import { downloadOptions } from './download-options';

const links = {
  Android: 'https://www.demo.test/download/demo.apk',
  IOS: 'https://apps.apple.com/app/id1',
  MOBILECONFIG: 'https://www.demo.test/download/demo.mobileconfig',
};
const kinds = (options: { kind: string }[]) => options.map((option) => option.kind);

describe('the download page’s options', () => {
  it('puts the detected platform first', () => {
    expect(kinds(downloadOptions(links, 'android', false))).toEqual(['android', 'ios', 'iosProfile']);
    expect(kinds(downloadOptions(links, 'ios', false))).toEqual(['ios', 'iosProfile', 'android']);
    expect(kinds(downloadOptions(links, 'desktop', false))).toEqual(['android', 'ios', 'iosProfile']);
  });

  it('offers only the links the setting has, each with its own url', () => {
    expect(downloadOptions({ MOBILECONFIG: links.MOBILECONFIG }, 'ios', false)).toEqual([
      { kind: 'iosProfile', platform: 'ios', url: links.MOBILECONFIG },
    ]);
    expect(downloadOptions({}, 'android', false)).toEqual([]);
  });

  it('offers the home-screen install first on phones when asked, never on a desktop', () => {
    expect(kinds(downloadOptions(links, 'android', true))).toEqual(['homeScreen', 'android', 'ios', 'iosProfile']);
    expect(downloadOptions({}, 'ios', true)).toEqual([{ kind: 'homeScreen', platform: 'ios' }]);
    expect(kinds(downloadOptions(links, 'desktop', true))).toEqual(['android', 'ios', 'iosProfile']);
  });
});
