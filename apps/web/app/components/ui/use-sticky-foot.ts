import { useLayoutEffect, type RefObject } from 'react';

/**
 * A sticky footer (a dialog's apply bar) keeps the browser from scrolling a focused control
 * under it: its scroll container gets a bottom scroll-padding of the footer's height, which the
 * browser honours when focus or scrollIntoView brings an element into view (WCAG 2.4.11).
 */
export function useStickyFoot(foot: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = foot.current;
    const scroller = element ? scrollParent(element) : null;
    if (!element || !scroller) return;
    const pad = () => {
      scroller.style.scrollPaddingBottom = `${element.offsetHeight}px`;
    };
    pad();
    const observer = new ResizeObserver(pad);
    observer.observe(element);
    return () => {
      observer.disconnect();
      scroller.style.scrollPaddingBottom = '';
    };
  }, [foot]);
}

function scrollParent(element: HTMLElement): HTMLElement | null {
  for (let e = element.parentElement; e; e = e.parentElement) {
    const { overflowY } = getComputedStyle(e);
    if (overflowY === 'auto' || overflowY === 'scroll') return e;
  }
  return null;
}
