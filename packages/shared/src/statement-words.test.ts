import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from './site-language.ts';
import { STATEMENT_PAY_METHOD_LABELS, STATEMENT_PAY_METHODS, STATEMENT_REFUND_STATE_LABELS, STATEMENT_REFUND_STATES } from './schemas/statement.ts';
import { refundReasonIn, STATEMENT_WORDS } from './statement-words.ts';

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Every string a language's table holds (the functions called with a count). */
function allWords(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [(value as (n: number) => string)(2)];
  return Object.values(value as object).flatMap(allWords);
}

describe("the statement's words in each language (decision 0075)", () => {
  it('words every pay method and refund state in every language, none empty, no kana outside Japanese', () => {
    for (const lang of SITE_LANGUAGES) {
      const words = STATEMENT_WORDS[lang];
      for (const method of STATEMENT_PAY_METHODS) expect(words.payMethods[method], `${lang} ${method}`).toBeTruthy();
      for (const state of STATEMENT_REFUND_STATES) expect(words.refundStates[state], `${lang} ${state}`).toBeTruthy();
      for (const word of allWords(words)) {
        expect(word.trim(), lang).not.toBe('');
        if (lang !== 'ja') expect(word, `${lang}: ${word}`).not.toMatch(KANA);
      }
    }
  });

  it('keeps the Japanese labels staff and the receipt read', () => {
    expect(STATEMENT_WORDS.ja.payMethods).toBe(STATEMENT_PAY_METHOD_LABELS);
    expect(STATEMENT_WORDS.ja.refundStates).toBe(STATEMENT_REFUND_STATE_LABELS);
  });

  it("translates the system's refund reasons and leaves staff's own as written", () => {
    expect(refundReasonIn('ご予約変更', 'en')).toBe('Booking changed');
    expect(refundReasonIn('予約取消返金', 'zh')).toBe('预订取消退款');
    expect(refundReasonIn('ご予約変更', 'ja')).toBe('ご予約変更');
    expect(refundReasonIn('お客様都合', 'en')).toBe('お客様都合');
  });
});
