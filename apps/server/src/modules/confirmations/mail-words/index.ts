import type { SiteLanguage } from '@hotel/shared/site-language';
import { EN_MAIL_WORDS } from './en.ts';
import { JA_MAIL_WORDS } from './ja.ts';
import type { MailWords } from './types.ts';
import { ZH_MAIL_WORDS } from './zh.ts';

const WORDS: Record<SiteLanguage, MailWords> = { ja: JA_MAIL_WORDS, zh: ZH_MAIL_WORDS, en: EN_MAIL_WORDS };

/** The confirmation's words in the order's language (decision 0074). */
export const mailWords = (lang: SiteLanguage): MailWords => WORDS[lang];
