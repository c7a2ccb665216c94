import type { SiteLanguage } from '@hotel/shared/site-language';
import { EN_RECEIPT_WORDS } from './en.ts';
import { JA_RECEIPT_WORDS } from './ja.ts';
import type { ReceiptWords } from './types.ts';
import { ZH_RECEIPT_WORDS } from './zh.ts';

const WORDS: Record<SiteLanguage, ReceiptWords> = { ja: JA_RECEIPT_WORDS, zh: ZH_RECEIPT_WORDS, en: EN_RECEIPT_WORDS };

/** The receipt's printed words in the order's language (decision 0074). */
export const receiptWords = (lang: SiteLanguage): ReceiptWords => WORDS[lang];
