import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * React Router's default client entry, except that hydration waits for the browser to paint the
 * server-rendered page once (docs/decisions/0031). The scripts usually arrive before the first
 * frame; hydrating at once put the whole render of the page (most of a second on a slow phone)
 * ahead of the first paint, and of the hero photo with it. A hidden tab paints nothing: it hydrates
 * at once, and a timer bounds the wait should no frame come.
 */
function afterFirstPaint(run: () => void) {
  if (document.visibilityState === 'hidden') return run();
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  // A requestAnimationFrame callback runs just before a paint; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
}

afterFirstPaint(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
