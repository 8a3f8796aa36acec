/**
 * The announcement marquee (D39, D40): the PR announcements in order, moving left at 60 px per second, driven by
 * requestAnimationFrame so it pauses when the page is hidden or the marquee is off screen, and stops on hover or focus.
 * With reduced motion the texts are shown still, one per line. Screen readers get the texts as a plain list.
 * Until the PR announcements have been stored once, an empty marquee holds their place.
 */
import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useAnnouncements } from '../../data/hooks';
import { MARQUEE_TYPE } from '../../shared/constants';
import { MARQUEE_SPEED_PX_PER_S, marqueeTexts } from './rules/announcements';

/** Longest frame gap counted as running time: after a hidden tab or a stall the marquee resumes where it was. */
const MAX_FRAME_MS = 100;

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(
    () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia('(prefers-reduced-motion: reduce)');
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

export function Marquee({ speed = MARQUEE_SPEED_PX_PER_S }: { speed?: number }) {
  const { t } = useLingui();
  const stored = useAnnouncements(MARQUEE_TYPE);
  const texts = marqueeTexts(stored);
  const reduced = useReducedMotion();
  const viewport = useRef<HTMLDivElement>(null);
  const strip = useRef<HTMLDivElement>(null);
  const held = useRef(false);
  const key = texts.join('\u0000');

  useEffect(() => {
    const element = strip.current;
    const box = viewport.current;
    if (reduced || !element || !box || !key) return;
    let offset = box.clientWidth;
    // Measured when a pass starts, not every frame: reading it after moving the strip forces a style recalculation.
    let stripWidth = element.scrollWidth;
    let last: number | undefined;
    let frame = 0;
    let visible = true;
    const step = (now: number) => {
      frame = requestAnimationFrame(step);
      const elapsed = last === undefined ? 0 : Math.min(now - last, MAX_FRAME_MS);
      last = now;
      if (held.current || !visible || document.hidden) return;
      offset -= (elapsed / 1000) * speed;
      if (offset < -stripWidth) {
        offset = box.clientWidth;
        stripWidth = element.scrollWidth;
      }
      element.style.transform = `translateX(${offset.toFixed(2)}px)`;
    };
    const observer = new IntersectionObserver(([entry]) => {
      visible = entry?.isIntersecting ?? true;
    });
    observer.observe(box);
    frame = requestAnimationFrame(step);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
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
          onPointerEnter={() => (held.current = true)}
          onPointerLeave={() => (held.current = false)}
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
}
