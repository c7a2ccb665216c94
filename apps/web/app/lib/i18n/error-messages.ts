import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { SiteLanguage } from '@hotel/shared/site-language';
import ja from '../../locales/ja/errors.json';
import zh from '../../locales/zh/errors.json';
import en from '../../locales/en/errors.json';

/**
 * The error page's words in every language, in the page's own code: the error page must speak
 * when the root loader (which sends every other message) is what failed. Plain sentences only (the
 * catalogue check refuses ICU syntax in errors.json), so each is its own compiled form.
 */
const ERRORS: Record<SiteLanguage, Record<string, string>> = { ja, zh, en };

const compiled = new Map<SiteLanguage, Record<string, CompiledMessage>>();

/** The same object for a language every time (PageI18n keeps its instance while its messages stay). */
export function errorMessages(lang: SiteLanguage): Record<string, CompiledMessage> {
  let made = compiled.get(lang);
  if (!made) {
    made = Object.fromEntries(Object.entries(ERRORS[lang]).map(([id, text]) => [`errors.${id}`, [text]]));
    compiled.set(lang, made);
  }
  return made;
}
