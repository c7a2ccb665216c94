import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { isRouteErrorResponse, useHref, useMatches, useRouteError } from 'react-router';
import { setupI18n } from '@lingui/core';
import { LinguiContext, Trans, useLingui } from '@lingui/react';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { translateWith, type MessageTable } from '@hotel/shared/message-table';
import { languageOfPath, type SiteLanguage } from '@hotel/shared/site-language';
import type { MessageId, PageMessages } from './messages.ts';

/**
 * The page's language: the router's basename (/zh, /en; none for Japanese), so it is right in
 * every component, error boundaries included, without reading any loader's data.
 */
export function useLang(): SiteLanguage {
  return languageOfPath(useHref('/'));
}

const messagesOf = (data: unknown): PageMessages['messages'] | undefined =>
  data && typeof data === 'object' && 'i18n' in data && data.i18n && typeof data.i18n === 'object' && 'messages' in data.i18n
    ? (data.i18n as PageMessages).messages
    : undefined;

/**
 * A message no catalogue the page was sent has: in development and the tests an error (the page
 * fails loudly: its route's loader does not ask for the namespace); in production its id.
 */
function missing(locale: string, id: string): string {
  if (import.meta.env.DEV) throw new Error(`missing message ${id} (${locale}): does the route's loader ask for its namespace?`);
  return id;
}

const ids = new WeakMap<object, number>();
let next = 0;
const identity = (o: object) => ids.get(o) ?? (ids.set(o, ++next), next);

/**
 * Makes the messages of every matched route's loader (`i18n: pageMessages(…)`: the root's layout,
 * the page's own) and `base` (messages the page carries in its code: the error page's) one Lingui
 * instance for the components below. A new set of loader data (a navigation) makes a new one.
 */
export function PageI18n({ base, children }: { base?: Record<string, CompiledMessage>; children: ReactNode }) {
  const lang = useLang();
  const error = useRouteError();
  const matches = useMatches();
  const table = tableOf(matches.find((m) => m.id === 'root')?.loaderData);
  const sets = [
    ...matches.map((m) => messagesOf(m.loaderData)),
    // The root loader's refusal or failure carries its messages (root.tsx withMessages).
    messagesOf(isRouteErrorResponse(error) ? error.data : undefined),
  ].filter((m) => m !== undefined);
  const key = sets.map(identity).join(',');
  const messages = useMemo(
    () => Object.assign({}, base, ...sets) as Record<string, CompiledMessage>,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names the sets
    [base, key],
  );
  return (
    <MessageTableContext.Provider value={table}>
      <MessagesProvider lang={lang} messages={messages}>
        {children}
      </MessagesProvider>
    </MessageTableContext.Provider>
  );
}

/** The root loader's table of the shared code's messages in the page's language (null: Japanese). */
const MessageTableContext = createContext<MessageTable | null>(null);
const tableOf = (data: unknown): MessageTable | null =>
  data && typeof data === 'object' && 'messageTable' in data && data.messageTable && typeof data.messageTable === 'object' ? (data.messageTable as MessageTable) : null;

/** The Lingui instance of one language's compiled messages, for the components below (PageI18n; component tests). */
export function MessagesProvider({ lang, messages, children }: { lang: SiteLanguage; messages: Record<string, CompiledMessage>; children: ReactNode }) {
  const value = useMemo(() => {
    const i18n = setupI18n({ locale: lang, messages: { [lang]: messages }, missing });
    return { i18n, _: i18n.t.bind(i18n) };
  }, [lang, messages]);
  return <LinguiContext.Provider value={value}>{children}</LinguiContext.Provider>;
}

export type MessageValues = Record<string, string | number | ReactNode>;

/** The page's translate function: `t('layout.login')`, `t('layout.hotelHome', { hotel })`. */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  const { i18n } = useLingui();
  return useMemo(() => (id: MessageId, values?: MessageValues) => i18n._(id, values), [i18n]);
}

/**
 * A message with markup: `<T id="home.hotels" values={{ count }} components={{ 0: <span className={…} /> }} />`
 * for `<0>{count}</0>軒` in the catalogue (each language places the markup where its grammar wants).
 */
export function T(props: { id: MessageId; values?: MessageValues; components?: Record<string, React.ReactElement> }) {
  return <Trans {...props} />;
}

/**
 * The page's words for a message the shared code wrote in Japanese (a form's validation, an API
 * refusal, a network error): the root loader sends Chinese and English pages their language's
 * table (shared message-translations); a Japanese page, or a message already translated, is shown as it is.
 */
export function useMessageText(): (text: string) => string {
  const table = useContext(MessageTableContext);
  return useMemo(() => (text: string) => translateWith(table, text), [table]);
}
