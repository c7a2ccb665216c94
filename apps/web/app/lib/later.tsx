import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A part of the page whose code is not in its first-load JavaScript (issue 31, decision 0082): the
 * server renders it in place, the browser keeps that HTML and hydrates it once `load` has fetched
 * the code, which starts when hydration reaches it (or, `eagerWhen`, when the module is evaluated
 * and the page holds the part). A tap on it meanwhile is replayed by React once it has hydrated.
 *
 * The server loads every such part when the module is first evaluated, entry.server.tsx waits for
 * them before its first render (laterPartsLoaded), and React gets the loaded part synchronously:
 * a render never suspends on one, so no part is streamed after the shell (React would reveal it
 * later, behind an inline script) and a page's HTML is the same on every render (the page cache
 * keeps it, decision 0035). A static import would not do: the browser build keeps a module's
 * import for its side effects (its CSS module) even when nothing uses it.
 * Keep the part's module out of the chunk groups that /home loads (guest-chunks.ts).
 */
const serverLoads: Promise<unknown>[] = [];

/** On the server: settles once every part made so far is loaded (at once after the first time). */
export function laterPartsLoaded(): Promise<unknown> {
  return Promise.all(serverLoads);
}

export function later<P extends object>(load: () => Promise<ComponentType<P>>, { eagerWhen }: { eagerWhen?: string } = {}): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (part) => (loaded = part),
      (error: unknown) => {
        // A failed load (offline, a new build) is tried again when the part is drawn.
        loading = undefined;
        throw error;
      },
    ));
  // The server loads it before its first render. The browser loads it when hydration reaches it,
  // or, `eagerWhen` (a CSS selector), as soon as the module that made it is evaluated, before
  // hydration starts, if the server's page holds an element matching it: for a part a first tap
  // needs, which then does not share the phone's bandwidth with the rest. A page drawn without the
  // part (a pre-opening hotel's notice in place of the search box) does not fetch it. Module
  // scripts run once the document is parsed; after a client-side navigation the selector sees the
  // page being left, and the render fetches the part as it would anyway.
  if (import.meta.env.SSR) serverLoads.push(start());
  else if (eagerWhen && document.querySelector(eagerWhen)) start().catch(() => undefined);
  // React's lazy takes a thenable: one that calls back at once makes the part ready in this very render.
  const Part = lazy(() => (loaded ? ({ then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve({ default: loaded! }) } as unknown as Promise<{ default: ComponentType<P> }>) : start().then((part) => ({ default: part }))));
  function Later(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return Later;
}
