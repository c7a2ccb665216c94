import { translateWith, type MessageTable } from '../message-table.ts';
import type { SiteLanguage } from '../site-language.ts';
import { EN_MESSAGES } from './en.ts';
import { ZH_MESSAGES } from './zh.ts';

/** Each language's table; Japanese is the source and needs none. */
const TABLES: Record<Exclude<SiteLanguage, 'ja'>, MessageTable> = { zh: ZH_MESSAGES, en: EN_MESSAGES };

export function messageTable(lang: SiteLanguage): MessageTable | null {
  return lang === 'ja' ? null : TABLES[lang];
}

/** A Japanese message (an API refusal, a form's) in `lang`: the specification's words stay Japanese for Japanese. */
export function translateMessage(text: string, lang: SiteLanguage): string {
  return translateWith(messageTable(lang), text);
}
