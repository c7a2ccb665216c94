import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface SiteState {
  /** The login modal (spec: dialog visibility kept in client state). */
  loginOpen: boolean;
  openLogin: () => void;
  closeLogin: () => void;
  /** Logged-in member's display name, or null for visitors. */
  userName: string | null;
  /** Marks the visitor as signed in at once, before the page data is read again. */
  signedIn: (name: string) => void;
  /**
   * How many logins succeeded in this page's life: what asked for a login (booking a rate)
   * compares it to carry on by itself once the guest has logged in.
   */
  signIns: number;
}

const SiteStateContext = createContext<SiteState | null>(null);

export function SiteStateProvider({ userName: loadedName, children }: { userName: string | null; children: ReactNode }) {
  const [loginOpen, setLoginOpen] = useState(false);
  // The name from a login that just succeeded, until the root loader has read the session
  // again; without it a click in that moment would ask the member to log in a second time.
  const [justSignedIn, setJustSignedIn] = useState<string | null>(null);
  const [signIns, setSignIns] = useState(0);
  const [lastLoaded, setLastLoaded] = useState(loadedName);
  if (lastLoaded !== loadedName) {
    setLastLoaded(loadedName);
    setJustSignedIn(null);
  }
  const userName = loadedName ?? justSignedIn;
  const openLogin = useCallback(() => setLoginOpen(true), []);
  const closeLogin = useCallback(() => setLoginOpen(false), []);
  const signedIn = useCallback((name: string) => {
    setJustSignedIn(name);
    setSignIns((n) => n + 1);
  }, []);
  const value = useMemo(
    () => ({ loginOpen, openLogin, closeLogin, userName, signedIn, signIns }),
    [loginOpen, openLogin, closeLogin, userName, signedIn, signIns],
  );
  return <SiteStateContext.Provider value={value}>{children}</SiteStateContext.Provider>;
}

export function useSiteState(): SiteState {
  const state = useContext(SiteStateContext);
  if (!state) throw new Error('useSiteState outside SiteStateProvider');
  return state;
}
