import { createContext } from 'react';

/**
 * The script's text (early-tap-script.ts), given by entry.server.tsx to root.tsx. In the browser
 * it is '' (hydration keeps the script as the server wrote it), so no client file carries the text
 * or the modal's class names it is made with.
 */
export const EarlyTapScriptContext = createContext('');
