import { Children, useCallback, useEffect, useState, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import styles from './carousel.module.css';

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

/**
 * Swipeable carousel (Embla: touch, mouse drag and keyboard-reachable controls). Slides are
 * server-rendered in place, so the first slide is visible before any JavaScript runs.
 */
export function Carousel({ label, children, perView = 1, autoplayMs, loop = true, tone = 'light', className }: CarouselProps) {
  const slides = Children.toArray(children);
  const [viewportRef, embla] = useEmblaCarousel(
    { loop: loop && slides.length > perView, align: 'start' },
    autoplayMs ? [Autoplay({ delay: autoplayMs, stopOnInteraction: true, stopOnMouseEnter: true })] : [],
  );
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
    <section className={`${styles.carousel} ${styles[tone]} ${className ?? ''}`} aria-roledescription="carousel" aria-label={label}>
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
          <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={() => embla?.scrollPrev()} aria-label="前へ">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M15 4l-8 8 8 8" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => embla?.scrollNext()} aria-label="次へ">
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
                  aria-label={`${i + 1}枚目を表示`}
                  aria-current={i === selected ? 'true' : undefined}
                  onClick={() => embla?.scrollTo(i)}
                />
              ))}
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
