import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Each booking step opens at its top. The guest form posts with preventScrollReset (a refusal
 * must stay where the guest is), and React Router carries that through the action's redirect,
 * so without this the pay step opened as far down as the form had been scrolled.
 */
export function useStepStartsAtTop(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
