/** Indexing meta (spec §2; ACCEPTANCE A29–A31, Q19). */
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS } from '../../shared/constants';
import { isIndexableHost, robotsContent } from './robots';

const www = (pathname: string) => robotsContent({ hostname: 'www.demo.test', pathname });

describe('robotsContent', () => {
  it('indexes the 12 public pages and /m/, /m/home, /m/login, /m/register (A29)', () => {
    for (const path of [...PUBLIC_PAGE_PATHS, '/m/', '/m/home', '/m/login', '/m/register']) {
      expect(www(path), path).toBe('index,follow');
    }
  });

  it('does not index anything else (A29)', () => {
    for (const path of [
      '/m/member/home',
      '/m/game',
      '/m/activity',
      '/m/register.html',
      '/m/index',
      '/m/index.html',
      '/m/inviteFriends',
      '/m/launchGame',
      '/m/changePsw',
      '/m/feedback',
      '/m/agentRegister',
      '/m',
      '/',
      '/m/xyz',
      '/sports',
    ]) {
      expect(www(path), path).toBe('noindex,nofollow');
    }
  });

  it('indexes only on hosts starting with www or localhost (A30)', () => {
    expect(robotsContent({ hostname: 'm.demo.test', pathname: '/m/sports' })).toBe('noindex,nofollow');
    expect(robotsContent({ hostname: 'demo.test', pathname: '/m/sports' })).toBe('noindex,nofollow');
    expect(robotsContent({ hostname: 'aff1.demo.test', pathname: '/m/home' })).toBe('noindex,nofollow');
    expect(robotsContent({ hostname: '127.0.0.1', pathname: '/m/sports' })).toBe('noindex,nofollow');
    expect(robotsContent({ hostname: 'localhost', pathname: '/m/sports' })).toBe('index,follow');
    expect(robotsContent({ hostname: 'WWW.demo.test', pathname: '/m/sports' })).toBe('index,follow');
    expect(isIndexableHost('www.vnl.test')).toBe(true);
    expect(isIndexableHost('my.www.test')).toBe(false);
  });

  it('indexes only paths at most two segments deep (A31)', () => {
    expect(www('/m/sports/football')).toBe('noindex,nofollow');
    expect(www('/m/sports')).toBe('index,follow');
    expect(www('/m/sports/')).toBe('index,follow');
    expect(www('/m/home/x')).toBe('noindex,nofollow');
  });
});
