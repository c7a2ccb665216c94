import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in the server's HTML (and so without JavaScript), true once the page's scripts run. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
