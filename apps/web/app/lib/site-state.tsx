import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface SiteState {
  /** The login modal (spec: dialog visibility kept in client state). */
  loginOpen: boolean;
  openLogin: () => void;
  closeLogin: () => void;
  /** Logged-in member's display name, or null for visitors. */
  userName: string | null;
}

const SiteStateContext = createContext<SiteState | null>(null);

export function SiteStateProvider({ userName, children }: { userName: string | null; children: ReactNode }) {
  const [loginOpen, setLoginOpen] = useState(false);
  const openLogin = useCallback(() => setLoginOpen(true), []);
  const closeLogin = useCallback(() => setLoginOpen(false), []);
  const value = useMemo(() => ({ loginOpen, openLogin, closeLogin, userName }), [loginOpen, openLogin, closeLogin, userName]);
  return <SiteStateContext.Provider value={value}>{children}</SiteStateContext.Provider>;
}

export function useSiteState(): SiteState {
  const state = useContext(SiteStateContext);
  if (!state) throw new Error('useSiteState outside SiteStateProvider');
  return state;
}
