import { createContext, useContext } from 'react';

/**
 * This response's Content-Security-Policy nonce, provided by entry.server.tsx around the app.
 * React Router's own scripts take it from <ServerRouter nonce>; our own inline script in root.tsx
 * reads it here. In the browser there is none (the scripts already ran), so it is undefined.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
