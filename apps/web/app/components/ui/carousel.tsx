import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import styles from './carousel.module.css';
import { useT } from '../../lib/i18n/i18n.tsx';

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

/** Embla (and its autoplay plugin) as a chunk of their own: about 9 kB a first visit does not wait for. */
function loadEmbla(autoplay: boolean) {
  return Promise.all([import('embla-carousel'), autoplay ? import('embla-carousel-autoplay') : null]);
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
 * the carousel (pointer, touch, focus, an arrow): the hero's photo never waits for it.
 */
export function Carousel({ label, children, perView = 1, autoplayMs, loop = true, tone = 'light', className }: CarouselProps) {
  const t = useT();
  const slides = Children.toArray(children);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | undefined>();
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  const looping = loop && slides.length > perView;

  useEffect(() => (wanted ? undefined : whenIdle(want)), [wanted, want]);

  useEffect(() => {
    if (!wanted) return;
    let api: EmblaCarouselType | undefined;
    let cancelled = false;
    void loadEmbla(Boolean(autoplayMs)).then(([{ default: EmblaCarousel }, autoplay]) => {
      if (cancelled || !viewportRef.current) return;
      const plugins = autoplay && autoplayMs ? [autoplay.default({ delay: autoplayMs, stopOnInteraction: true, stopOnMouseEnter: true })] : [];
      api = EmblaCarousel(viewportRef.current, { loop: looping, align: 'start' }, plugins);
      setEmbla(api);
    });
    return () => {
      cancelled = true;
      api?.destroy();
      setEmbla(undefined);
    };
  }, [wanted, looping, autoplayMs, slides.length]);

  /** An arrow or dot pressed before Embla is there: load it, then do what was asked. */
  const pending = useRef<((api: EmblaCarouselType) => void) | null>(null);
  const act = (run: (api: EmblaCarouselType) => void) => {
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
      onPointerEnter={want}
      onTouchStart={want}
      onFocus={want}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track}>
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
          <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={() => act((api) => api.scrollPrev())} aria-label={t('ui.previous')}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M15 4l-8 8 8 8" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => act((api) => api.scrollNext())} aria-label={t('ui.next')}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M9 4l8 8-8 8" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </button>
          {snaps.length > 1 ? (
            <div className={styles.dots}>
              {snaps.map((_, i) => (
                <button
                  key={i}
                  type="button"
                  className={`${styles.dot} ${i === selected ? styles.dotActive : ''}`}
                  aria-label={t('ui.showSlide', { n: i + 1 })}
                  aria-current={i === selected ? 'true' : undefined}
                  onClick={() => act((api) => api.scrollTo(i))}
                />
              ))}
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
