/**
 * The announcement marquee (D39, D40): the PR announcements in order, moving left at 60 px per second. It is a Web
 * Animation of the strip's transform, which the compositor runs: no script runs per frame, and the browser stops it
 * where nothing would show (a hidden page). It stops while the pointer is over it. With reduced motion the texts are
 * shown still, one per line. Screen readers get the texts as a plain list. Until the PR announcements have been
 * stored once, an empty marquee holds their place.
 */
import { memo, useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useAnnouncements } from '../../data/hooks';
import { useReducedMotion } from '../../platform/layout';
import { MARQUEE_TYPE } from '../../shared/constants';
import { MARQUEE_SPEED_PX_PER_S, marqueeDurationS, marqueeTexts } from './rules/announcements';

export const Marquee = memo(function Marquee({ speed = MARQUEE_SPEED_PX_PER_S }: { speed?: number }) {
  const { t } = useLingui();
  const stored = useAnnouncements(MARQUEE_TYPE);
  const texts = marqueeTexts(stored);
  const reduced = useReducedMotion();
  const viewport = useRef<HTMLDivElement>(null);
  const strip = useRef<HTMLDivElement>(null);
  const animation = useRef<Animation | null>(null);
  const key = texts.join('\u0000');

  useEffect(() => {
    const element = strip.current;
    const box = viewport.current;
    if (reduced || !element || !box || !key || typeof element.animate !== 'function') return;
    // Each pass enters at the right edge and leaves past the left one.
    const pass = () => {
      const from = box.clientWidth;
      const to = -element.scrollWidth;
      const keyframes = [{ transform: `translateX(${from}px)` }, { transform: `translateX(${to}px)` }];
      return { keyframes, duration: marqueeDurationS(from - to, speed) * 1000 };
    };
    // Started and fitted from the size observer, which reads the sizes after the browser's own layout: measured in
    // this effect they would force a layout of the whole page inside the render's task. A new size (fonts, a rotation)
    // keeps the pass's progress.
    let running: Animation | null = null;
    const fit = () => {
      const next = pass();
      if (running) {
        (running.effect as KeyframeEffect).setKeyframes(next.keyframes);
        running.effect?.updateTiming({ duration: next.duration });
        return;
      }
      running = element.animate(next.keyframes, { duration: next.duration, iterations: Infinity });
      animation.current = running;
    };
    const resized = new ResizeObserver(fit);
    resized.observe(box);
    resized.observe(element);
    return () => {
      resized.disconnect();
      running?.cancel();
      animation.current = null;
    };
  }, [key, reduced, speed]);

  // Until the announcements are known its place is kept, so the screen does not jump when they arrive.
  if (texts.length === 0)
    return stored !== undefined ? null : <div className="marquee" aria-hidden="true" data-testid="marquee-pending" />;

  return (
    <section className="marquee" aria-label={t`Announcements`} data-testid="marquee" data-reduced-motion={reduced || undefined}>
      <svg className="marquee-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M4 10v4h3l5 4V6L7 10zm12-1.5a4 4 0 0 1 0 7M18.5 6a7.5 7.5 0 0 1 0 12"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {reduced ? (
        <ul className="marquee-static">
          {texts.map((text, index) => (
            <li key={index} dir="auto">
              {text}
            </li>
          ))}
        </ul>
      ) : (
        <div
          className="marquee-viewport"
          ref={viewport}
          onPointerEnter={() => animation.current?.pause()}
          onPointerLeave={() => animation.current?.play()}
        >
          <ul className="visually-hidden">
            {texts.map((text, index) => (
              <li key={index} dir="auto">
                {text}
              </li>
            ))}
          </ul>
          <div className="marquee-strip" ref={strip} aria-hidden="true" data-testid="marquee-strip">
            {texts.map((text, index) => (
              <span key={index} className="marquee-item" dir="auto">
                {text}
              </span>
            ))}
          </div>
        </div>
      )}
    </section>
  );
});
