import { createElement, type ReactNode } from 'react';
import type { SiteLanguage } from '@hotel/shared/site-language';
import { pageMessages } from './catalogs.server.ts';
import { MessagesProvider } from './i18n.tsx';
import type { Namespace } from './messages.ts';

/** Component tests: `node` with the messages a page would send it (the generic components' by default), in Japanese unless asked. */
export function withMessages(node: ReactNode, namespaces: readonly Namespace[] = ['ui'], lang: SiteLanguage = 'ja'): ReactNode {
  return createElement(MessagesProvider, { lang, messages: pageMessages(lang, namespaces).messages, children: node });
}
