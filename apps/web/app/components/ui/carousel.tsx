import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import styles from './carousel.module.css';
import { useT } from '../../lib/i18n/i18n.tsx';
import { useCarouselAutoplay, useReducedMotion } from './use-carousel-autoplay.ts';

interface CarouselProps {
  /** Accessible name, e.g. 'メインビジュアル'. */
  label: string;
  children: ReactNode;
  /** Slides visible at once on wide screens (1 = full width). Mobile always shows one with a peek. */
  perView?: 1 | 2 | 3;
  autoplayMs?: number;
  loop?: boolean;
  /** Arrow and dot colours: light over photos, dark on paper. */
  tone?: 'light' | 'dark';
  className?: string;
}

/** Embla as a chunk of its own: about 8 kB a first visit does not wait for. */
function loadEmbla() {
  return import('embla-carousel');
}

/** After the page has loaded and the browser is idle (or at once where there is no idle callback). */
function whenIdle(run: () => void): () => void {
  let idle: number | undefined;
  const schedule = () => {
    idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : window.setTimeout(run, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) (typeof cancelIdleCallback === 'function' ? cancelIdleCallback : clearTimeout)(idle);
  };
}

/**
 * Swipeable carousel (Embla: touch, mouse drag and keyboard-reachable controls). Slides are
 * server-rendered in place, so the first slide is visible before any JavaScript runs. Embla itself
 * loads when the browser is idle after the page has loaded, or at once when the guest reaches for
 * the carousel (pointer, touch, focus, an arrow): the hero's photo never waits for it. One that
 * advances by itself has a pause button and holds still on hover, on focus and under reduced
 * motion, where the arrows and dots jump instead of sliding (decision 0080).
 */
export function Carousel({ label, children, perView = 1, autoplayMs, loop = true, tone = 'light', className }: CarouselProps) {
  const t = useT();
  const slides = Children.toArray(children);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | undefined>();
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  const looping = loop && slides.length > perView;
  const reduced = useReducedMotion();

  useEffect(() => (wanted ? undefined : whenIdle(want)), [wanted, want]);

  useEffect(() => {
    if (!wanted) return;
    let api: EmblaCarouselType | undefined;
    let cancelled = false;
    void loadEmbla().then(({ default: EmblaCarousel }) => {
      if (cancelled || !viewportRef.current) return;
      api = EmblaCarousel(viewportRef.current, { loop: looping, align: 'start' });
      setEmbla(api);
    });
    return () => {
      cancelled = true;
      api?.destroy();
      setEmbla(undefined);
    };
  }, [wanted, looping, slides.length]);

  const autoplay = useCarouselAutoplay(embla, autoplayMs, reduced);

  /** An arrow or dot pressed before Embla is there: load it, then do what was asked. */
  const pending = useRef<((api: EmblaCarouselType) => void) | null>(null);
  const act = (run: (api: EmblaCarouselType) => void) => {
    autoplay.takeOver();
    if (embla) return run(embla);
    pending.current = run;
    want();
  };
  useEffect(() => {
    if (!embla || !pending.current) return;
    pending.current(embla);
    pending.current = null;
  }, [embla]);

  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);

  const onSelect = useCallback(() => {
    if (!embla) return;
    setSelected(embla.selectedScrollSnap());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    setSnaps(embla.scrollSnapList());
    onSelect();
    embla.on('select', onSelect);
    embla.on('reInit', () => {
      setSnaps(embla.scrollSnapList());
      onSelect();
    });
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla, onSelect]);

  const many = slides.length > perView;
  return (
    <section
      className={`${styles.carousel} ${styles[tone]} ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={(event) => {
        want();
        autoplay.holdProps.onPointerEnter(event);
      }}
      onPointerLeave={autoplay.holdProps.onPointerLeave}
      onTouchStart={want}
      onFocus={() => {
        want();
        autoplay.holdProps.onFocus();
      }}
      onBlur={autoplay.holdProps.onBlur}
    >
      <div className={styles.viewport} ref={viewportRef}>
        {/* Announced when the guest moves it, quiet while it moves itself (the APG carousel). */}
        <div className={styles.track} aria-live={autoplay.running ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <div
              key={i}
              className={perView === 1 ? styles.slide : `${styles.slide} ${styles[`per${perView}`]}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${slides.length}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {many ? (
        <>
          <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={() => act((api) => api.scrollPrev(reduced))} aria-label={t('ui.previous')}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M15 4l-8 8 8 8" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => act((api) => api.scrollNext(reduced))} aria-label={t('ui.next')}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M9 4l8 8-8 8" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </button>
          <div className={styles.dots}>
            {autoplay.enabled ? (
              <button type="button" className={styles.pause} onClick={autoplay.togglePaused} aria-label={t(autoplay.paused ? 'ui.playSlides' : 'ui.pauseSlides')}>
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                  {autoplay.paused ? <path d="M8 5l11 7-11 7z" fill="currentColor" /> : <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />}
                </svg>
              </button>
            ) : null}
            {snaps.length > 1
              ? snaps.map((_, i) => (
                  <button
                    key={i}
                    type="button"
                    className={`${styles.dot} ${i === selected ? styles.dotActive : ''}`}
                    aria-label={t('ui.showSlide', { n: i + 1 })}
                    aria-current={i === selected ? 'true' : undefined}
                    onClick={() => act((api) => api.scrollTo(i, reduced))}
                  />
                ))
              : null}
          </div>
        </>
      ) : null}
    </section>
  );
}
