import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Each booking step opens at its top. The guest form posts with preventScrollReset (a refusal
 * must stay where the guest is), and React Router carries that through the action's redirect,
 * so without this the pay step opened as far down as the form had been scrolled. Before paint,
 * so the step never shows at the form's old position.
 */
export function useStepStartsAtTop(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}
