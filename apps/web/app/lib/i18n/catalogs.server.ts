import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { isSiteLanguage, languageOfPath, type SiteLanguage } from '@hotel/shared/site-language';
import { setupI18n } from '@lingui/core';
import type { MessageId, Namespace, PageMessages } from './messages.ts';

/**
 * The message catalogues (app/locales/<lang>/<namespace>.json, ICU MessageFormat; decision 0072),
 * compiled once on the server: a page is sent only its own language's messages of the namespaces
 * its routes ask for, already compiled, so no browser carries another language or a message parser.
 */
const sources = import.meta.glob<Record<string, string>>('../../locales/*/*.json', { eager: true, import: 'default' });

const FILE = /\/locales\/([a-z]+)\/([\w-]+)\.json$/;
const raw = new Map<string, Record<string, string>>();
for (const [file, messages] of Object.entries(sources)) {
  const [, lang, namespace] = FILE.exec(file) ?? [];
  if (lang && namespace && isSiteLanguage(lang)) raw.set(`${lang}/${namespace}`, messages);
}

const compiled = new Map<string, Record<string, CompiledMessage>>();

/** One namespace of one language, its ids prefixed with the namespace (`layout.login`). */
function catalog(lang: SiteLanguage, namespace: Namespace): Record<string, CompiledMessage> {
  const key = `${lang}/${namespace}`;
  const kept = compiled.get(key);
  if (kept) return kept;
  const messages = raw.get(key);
  // The catalogue check (scripts/check-messages.ts) fails the lint before this can happen.
  if (!messages) throw new Error(`no message catalogue ${key}`);
  const made = Object.fromEntries(Object.entries(messages).map(([id, text]) => [`${namespace}.${id}`, compileMessageOrThrow(text)]));
  compiled.set(key, made);
  return made;
}

/** The messages a route's loader hands its page: `lang`'s, of `namespaces`. */
export function pageMessages(lang: SiteLanguage, namespaces: readonly Namespace[]): PageMessages {
  return { lang, messages: Object.assign({}, ...namespaces.map((n) => catalog(lang, n))) as PageMessages['messages'] };
}

/** A loader's `i18n`: the messages of `namespaces` in the language of the requested address (/zh/… Chinese). */
export function routeMessages(request: Request, namespaces: readonly Namespace[]): PageMessages {
  return pageMessages(languageOfPath(new URL(request.url).pathname), namespaces);
}

/**
 * Messages a loader writes itself (a page's description for its meta, a title in its data): `t`
 * over `namespaces` in the language of the requested address.
 */
export function routeTranslator(request: Request, namespaces: readonly Namespace[]): (id: MessageId, values?: Record<string, string | number>) => string {
  const { lang, messages } = routeMessages(request, namespaces);
  const i18n = setupI18n({ locale: lang, messages: { [lang]: messages } });
  return (id, values) => i18n._(id, values);
}
