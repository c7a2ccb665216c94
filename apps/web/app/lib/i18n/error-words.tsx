import type { ReactNode } from 'react';
import { errorMessages } from './error-messages.ts';
import { PageI18n, useLang } from './i18n.tsx';

/**
 * The error page's words from the page's code, for the one error page that has no root loader data
 * to take them from (root.tsx ErrorBoundary: the root loader failed without data()). Every other
 * page gets them with the root loader's messages; this module, with the three languages' words,
 * loads only when such a page is drawn (lib/later.tsx, decision 0082).
 */
export function WithErrorWords({ children }: { children: ReactNode }) {
  return <PageI18n base={errorMessages(useLang())}>{children}</PageI18n>;
}
