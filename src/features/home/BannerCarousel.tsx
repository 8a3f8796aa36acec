/**
 * The banner carousel: CSS scroll-snap (no carousel library), dots, and an auto-advance every few seconds that stops
 * while the user interacts, the page is hidden, or reduced motion is asked for. A tap follows the banner's rule (D22–D25).
 */
import { memo, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useAnnouncements, useSiteSettings } from '../../data/hooks';
import { useAppNavigate } from '../../platform/routing';
import { useSession } from '../../platform/session';
import { DRAG_SCROLL_ATTRIBUTE, useReducedMotion } from '../../platform/layout';
import { CdnImage } from '../../platform/layout/CdnImage';
import type { Announcement } from '../../shared/contract';
import { launchRequestFromPath, useGameLauncher } from '../launch';
import { bannerAction } from './rules/banners';
import { BANNER_TYPE } from '../../shared/constants';
import { ofType } from './rules/announcements';

export const BANNER_ADVANCE_MS = 5_000;

export const BannerCarousel = memo(function BannerCarousel() {
  const { t } = useLingui();
  const stored = useAnnouncements(BANNER_TYPE);
  const settings = useSiteSettings();
  const session = useSession();
  const navigate = useAppNavigate();
  const { launch } = useGameLauncher();
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reduced = useReducedMotion();
  const banners = ofType(stored, BANNER_TYPE);

  // The current slide follows the scroll position (swipe, drag, keyboard or dots).
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const onScroll = () => {
      const width = element.clientWidth || 1;
      setIndex(Math.round(Math.abs(element.scrollLeft) / width));
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [banners.length]);

  useEffect(() => {
    if (banners.length < 2 || paused || reduced) return;
    const timer = window.setInterval(() => {
      if (document.hidden) return;
      const element = track.current;
      if (!element) return;
      const next = (Math.round(Math.abs(element.scrollLeft) / (element.clientWidth || 1)) + 1) % banners.length;
      const dir = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
      element.scrollTo({ left: dir * next * element.clientWidth, behavior: 'smooth' });
    }, BANNER_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [banners.length, paused, reduced]);

  // Until the banners are known their place is kept, so the screen does not jump when they arrive.
  if (stored === undefined)
    return (
      <div className="banner-carousel" aria-hidden="true" data-testid="banner-skeleton">
        <div className="banner-skeleton" />
        <div className="banner-dots" />
      </div>
    );
  if (banners.length === 0) return null;

  const open = (banner: Announcement) => {
    const action = bannerAction(banner, {
      session: session ? { token: session.token, userName: session.userName } : null,
      domains: settings?.domainRoute ?? [],
    });
    // A member's game banner launches from the tap itself, with its vendor, gameType, roomId and nodeId (D23).
    const game = action.kind === 'navigate' && banner.linkageType === 'G' ? launchRequestFromPath(action.to) : null;
    if (game) void launch(game, { fromTap: true });
    else if (action.kind === 'navigate') navigate(action.to);
    else if (action.kind === 'open') window.open(action.url, '_blank', 'noopener');
  };
  const goTo = (slide: number) => {
    const element = track.current;
    if (!element) return;
    const dir = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
    element.scrollTo({ left: dir * slide * element.clientWidth, behavior: reduced ? 'auto' : 'smooth' });
  };

  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t`Featured`}
      data-testid="banner-carousel"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ul className="banner-track" ref={track} {...{ [DRAG_SCROLL_ATTRIBUTE]: '' }}>
        {banners.map((banner, slide) => {
          const position = slide + 1;
          const total = banners.length;
          return (
            <li key={banner.id} className="banner-slide" aria-roledescription="slide" aria-label={t`${position} of ${total}`}>
              <button
                type="button"
                className="banner-button"
                onClick={() => open(banner)}
                data-testid="banner"
                data-banner={banner.id}
                data-linkage-type={banner.linkageType}
              >
                {banner.imageUrl ? (
                  <CdnImage src={banner.imageUrl} alt="" loading={slide === 0 ? 'eager' : 'lazy'} decoding="async" />
                ) : null}
                {/* A game banner is titled with the game's name: a name, as on the game tiles. */}
                <span className="banner-title" {...(banner.linkageType === 'G' ? { translate: 'no', dir: 'auto' } : {})}>
                  {banner.title}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {/* The row is there with one banner too: the skeleton's height does not depend on the count. */}
      <div className="banner-dots">
        {banners.length > 1 &&
          banners.map((banner, slide) => {
            const position = slide + 1;
            return (
              <button
                key={banner.id}
                type="button"
                className="pager-dot"
                aria-label={t`Show banner ${position}`}
                aria-current={slide === index ? 'true' : undefined}
                onClick={() => goTo(slide)}
              />
            );
          })}
      </div>
    </section>
  );
});
