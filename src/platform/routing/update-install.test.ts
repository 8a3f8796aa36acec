/** After-update navigation and the install-prompt paths (spec §2; ACCEPTANCE A24–A26, Q16). */
import { describe, expect, it } from 'vitest';
import { UPDATE_RELOAD_PATHS } from '../../shared/constants';
import { isInstallPromptPath } from './install-prompt';
import { afterUpdateTarget, reloadsInPlaceAfterUpdate } from './update-reload';

describe('afterUpdateTarget', () => {
  it('reloads in place on the eight listed paths (A24)', () => {
    for (const path of UPDATE_RELOAD_PATHS) expect(afterUpdateTarget(path, '?gclid=G'), path).toEqual({ kind: 'reload' });
    expect(reloadsInPlaceAfterUpdate('/m/home/')).toBe(true);
  });

  it('goes to /m/home from any other path, with the tracking parameters (A25)', () => {
    expect(afterUpdateTarget('/m/activity', '?id=PROMO1&gclid=G')).toEqual({ kind: 'navigate', to: '/m/home?gclid=G' });
    expect(afterUpdateTarget('/m/inviteFriends')).toEqual({ kind: 'navigate', to: '/m/home' });
    for (const path of ['/m/', '/m/sports', '/m/changePsw', '/m/launchGame', '/m/feedback', '/m/member/other', '/']) {
      expect(reloadsInPlaceAfterUpdate(path), path).toBe(false);
    }
  });
});

describe('isInstallPromptPath (A26)', () => {
  it('is true on /, /m/home and /m/index.html only', () => {
    expect(isInstallPromptPath('/')).toBe(true);
    expect(isInstallPromptPath('/m/home')).toBe(true);
    expect(isInstallPromptPath('/m/index.html')).toBe(true);
    for (const path of ['/m/index', '/m/login', '/m/game', '/m/member/home', '/m/', '/m/register', '/m/index.htm']) {
      expect(isInstallPromptPath(path), path).toBe(false);
    }
  });
});
