/**
 * The popup-announcement carousel (ACCEPTANCE D41, D42): a modal dialog with one slide per announcement, moved by
 * swipe (the carousel library), the previous and next buttons, the dots or the arrow keys; Close, Escape or a tap
 * outside dismisses it. The focus stays inside while it is open and returns where it was. The library loads on the
 * first touch of the slides, not with the dialog: most members close it without swiping. Until it has loaded, or when
 * no source answers (offline), a plain swipe moves one slide.
 */
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import { readRow } from '../../data/page-store';
import type { Announcement, RuntimeConfig } from '../../shared/contract';
import { CdnImage } from '../../platform/layout/CdnImage';
import { SafeHtml } from '../../platform/layout/SafeHtml';
import { afterNextPaint } from '../../platform/yield-to-main';
import { loadCarouselLibrary, type EmblaCarouselType } from './carousel/embla-loader';
import { trapTab } from './carousel/focus-trap';
import { stepSlide, swipeStep } from './rules/popups';
import './promotions.css';
import './popups.css';

type Engine = 'basic' | 'library';

/** The library once `wanted`, attached at the slide shown then (startIndex). */
function useCarouselLibrary(
  viewport: React.RefObject<HTMLDivElement | null>,
  wanted: boolean,
  startIndex: number,
  onSelect: (index: number) => void,
) {
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  useEffect(() => {
    if (!wanted) return undefined;
    let cancelled = false;
    let created: EmblaCarouselType | null = null;
    void readRow('systemState', 'config')
      .then((row) => {
        const sources = (row?.value as RuntimeConfig | undefined)?.carouselScripts;
        return loadCarouselLibrary(sources?.length ? sources : undefined);
      })
      .then((factory) => {
        const root = viewport.current;
        if (cancelled || !root) return;
        const direction = getComputedStyle(root).direction === 'rtl' ? 'rtl' : 'ltr';
        created = factory(root, { direction, loop: false, duration: 22, startIndex });
        created.on('select', (carousel) => onSelect(carousel.selectedScrollSnap()));
        setApi(created);
      })
      .catch((error: unknown) => console.warn('Carousel library unavailable; slides move without swipe.', error));
    return () => {
      cancelled = true;
      created?.destroy();
    };
    // The library attaches once per open dialog, when first wanted (viewport and onSelect are stable; startIndex is
    // read then).
  }, [wanted]);
  return api;
}

export default function PopupCarousel({ slides, onClose }: { slides: Announcement[]; onClose: () => void }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const dialog = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [libraryWanted, setLibraryWanted] = useState(false);
  const api = useCarouselLibrary(viewport, libraryWanted, index, setIndex);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const engine: Engine = api ? 'library' : 'basic';
  const count = slides.length;
  const rtl = document.documentElement.dir === 'rtl';

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // Once the dialog has painted: a focus now would restyle and lay out the whole page inside the mounting task.
    const cancelFocus = afterNextPaint(() => closeButton.current?.focus());
    return () => {
      cancelFocus();
      document.body.style.overflow = overflow;
      previous?.focus({ preventScroll: true });
    };
  }, []);

  const goTo = (target: number) => {
    const next = stepSlide(target, 0, count);
    if (api) api.scrollTo(next);
    setIndex(next);
  };
  const move = (delta: number) => goTo(stepSlide(index, delta, count));

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      return onClose();
    }
    if (dialog.current && trapTab(dialog.current, event.nativeEvent)) return;
    if (event.key === 'ArrowRight') move(rtl ? -1 : 1);
    if (event.key === 'ArrowLeft') move(rtl ? 1 : -1);
  };

  // Before the library: the first touch asks for it, and a plain swipe moves one slide meanwhile.
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    setLibraryWanted(true);
    swipeStart.current = api ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || api) return;
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y, rtl);
    if (step) move(step);
  };

  const current = slides[index];
  return createPortal(
    <div className="popup-backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialog}
        className="popup-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-roledescription="carousel"
        data-testid="popup-announcements"
        data-engine={engine}
        data-index={index}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="visually-hidden">
          {t`Announcements`}
        </h2>
        <button
          ref={closeButton}
          type="button"
          className="popup-close"
          aria-label={t`Close announcements`}
          data-testid="popup-close"
          onClick={onClose}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
        <div
          className="popup-viewport"
          ref={viewport}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeStart.current = null)}
        >
          <div className="popup-track" style={api ? undefined : { transform: `translateX(${(rtl ? 100 : -100) * index}%)` }}>
            {slides.map((slide, position) => {
              const number = position + 1;
              const hidden = position !== index;
              return (
                <section
                  key={slide.id}
                  className="popup-slide"
                  role="group"
                  aria-roledescription="slide"
                  aria-label={t`${number} of ${count}`}
                  aria-hidden={hidden || undefined}
                  inert={hidden}
                  data-testid="popup-slide"
                  data-announcement={slide.id}
                >
                  {slide.imageUrl ? <CdnImage className="popup-image" src={slide.imageUrl} alt="" draggable={false} /> : null}
                  <div className="popup-text">
                    <h3 className="popup-title" dir="auto">
                      {slide.title}
                    </h3>
                    {slide.content ? <SafeHtml className="popup-content rich-text" html={slide.content} /> : null}
                  </div>
                </section>
              );
            })}
          </div>
        </div>
        {count > 1 ? (
          <div className="popup-controls">
            <button
              type="button"
              className="popup-step"
              aria-label={t`Previous announcement`}
              data-testid="popup-previous"
              disabled={index === 0}
              onClick={() => move(-1)}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M15 5l-7 7 7 7" />
              </svg>
            </button>
            <div className="popup-dots">
              {slides.map((slide, position) => {
                const number = position + 1;
                return (
                  <button
                    key={slide.id}
                    type="button"
                    className="pager-dot"
                    aria-label={t`Show announcement ${number}`}
                    aria-current={position === index ? 'true' : undefined}
                    data-testid="popup-dot"
                    onClick={() => goTo(position)}
                  />
                );
              })}
            </div>
            <button
              type="button"
              className="popup-step"
              aria-label={t`Next announcement`}
              data-testid="popup-next"
              disabled={index === count - 1}
              onClick={() => move(1)}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M9 5l7 7-7 7" />
              </svg>
            </button>
          </div>
        ) : null}
        <p className="visually-hidden" aria-live="polite">
          {current ? current.title : ''}
        </p>
      </div>
    </div>,
    document.body,
  );
}
