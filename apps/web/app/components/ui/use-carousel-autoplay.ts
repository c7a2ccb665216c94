import { useEffect, useState, type FocusEvent, type PointerEvent } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';

/** Whether the guest asked their system for less motion; false on the server and until hydration. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * A carousel's advance on its own (WCAG 2.2.2, decision 0080): never under reduced motion; held
 * while the mouse is over it or the focus is inside it (the guest is reading or choosing); stopped
 * by the guest's pause button, and by an arrow, a dot or a drag, as the guest has taken over. Our
 * own timer rather than Embla's plugin: the four reasons to hold belong together in one place.
 */
export function useCarouselAutoplay(embla: EmblaCarouselType | undefined, delayMs: number | undefined, reduced: boolean) {
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const enabled = Boolean(delayMs) && !reduced;
  const running = enabled && !paused && !hovered && !focused;

  useEffect(() => {
    if (!embla || !running || !delayMs) return;
    const timer = window.setInterval(() => (embla.canScrollNext() ? embla.scrollNext() : embla.scrollTo(0)), delayMs);
    return () => window.clearInterval(timer);
  }, [embla, running, delayMs]);

  useEffect(() => {
    if (!embla) return;
    const takeOver = () => setPaused(true);
    embla.on('pointerDown', takeOver);
    return () => void embla.off('pointerDown', takeOver);
  }, [embla]);

  return {
    /** Whether the carousel advances by itself at all (the pause button shows only then). */
    enabled,
    paused,
    running,
    togglePaused: () => setPaused((p) => !p),
    takeOver: () => setPaused(true),
    /** Spread on the carousel's root. */
    holdProps: {
      onPointerEnter: (event: PointerEvent) => event.pointerType === 'mouse' && setHovered(true),
      onPointerLeave: (event: PointerEvent) => event.pointerType === 'mouse' && setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent) => !event.currentTarget.contains(event.relatedTarget) && setFocused(false),
    },
  };
}
