import { describe, expect, it } from 'vitest';
import { cancelPolicyText, cancelTermsSentence, changePolicyText, changeTermsSentence, freeCancelDeadlineWording } from './cancel-policy.ts';
import { formatMoney } from './language-format.ts';
import { SITE_LANGUAGES } from './site-language.ts';
import { STAY_TERMS_WORDS, storedBreakfastIn } from './stay-terms-words.ts';

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const deadline = new Date('2026-12-14T10:00:00Z');
const kinds = ['free', 'pastDeadline', 'nonRefundable', 'unpaidPrepaid', 'paid', 'checkedIn'] as const;

/** Every sentence the tables make, for one language. */
function everySentence(lang: (typeof SITE_LANGUAGES)[number]): string[] {
  const words = STAY_TERMS_WORDS[lang];
  return [
    words.breakfast(0),
    words.breakfast(2),
    ...[0, 20, 72].map((hours) => freeCancelDeadlineWording(hours, lang)),
    changePolicyText(null, lang),
    changePolicyText(24, lang),
    cancelPolicyText({ isFreeCancel: true, payment: 'hotel', freeCancelHours: 0 }, lang),
    cancelPolicyText({ isFreeCancel: false, payment: 'prepaid' }, lang),
    cancelPolicyText({ isFreeCancel: false, payment: 'hotel' }, lang),
    changeTermsSentence(deadline, false, lang),
    changeTermsSentence(deadline, true, lang),
    ...kinds.map((kind) => cancelTermsSentence(kind, deadline, 680, 2, (cny) => formatMoney(cny, lang), lang) ?? ''),
    cancelTermsSentence('free', null, 0, 1, (cny) => formatMoney(cny, lang), lang) ?? '',
  ];
}

describe('the stay terms in each language (decision 0075)', () => {
  it('has every sentence in every language, and no kana outside Japanese', () => {
    for (const lang of SITE_LANGUAGES) {
      const sentences = everySentence(lang);
      for (const sentence of sentences) expect(sentence, lang).not.toBe('');
      if (lang !== 'ja') for (const sentence of sentences) expect(sentence, `${lang}: ${sentence}`).not.toMatch(JAPANESE);
    }
  });

  it('keeps the Japanese as the specification words it', () => {
    expect(everySentence('ja')).toContain('ご到着日の18:00（現地時間）まで無料でキャンセルできます。以降のキャンセルは初日1泊分の室料がかかります');
    expect(cancelTermsSentence('pastDeadline', deadline, 680, 2, (cny) => formatMoney(cny, 'ja'))).toBe(
      '今キャンセルすると 1泊分（2室） 680元 がかかります（無料キャンセルの期限を過ぎたため、ホテルへ直接ご連絡ください）',
    );
    expect(changeTermsSentence(deadline, true)).toBe('お支払い完了後、2026年12月14日 18:00（現地時間）までご予約内容を変更できます');
  });

  it('words Chinese and English', () => {
    expect(cancelPolicyText({ isFreeCancel: true, payment: 'hotel', freeCancelHours: 20 }, 'en')).toBe(
      "Free cancellation until 22:00 the day before arrival (local time); after that, the first night's room rate is charged",
    );
    expect(STAY_TERMS_WORDS.zh.breakfast(2)).toBe('含2份早餐');
    expect(changeTermsSentence(deadline, false, 'en')).toBe('The booking can be changed until 14 Dec 2026, 18:00 (local time)');
  });

  it("reads an order's stored Japanese breakfast in the guest's language, and leaves other text as stored", () => {
    expect(storedBreakfastIn('朝食2名様付き', 'en')).toBe('Breakfast for 2');
    expect(storedBreakfastIn('朝食なし', 'zh')).toBe('不含早餐');
    expect(storedBreakfastIn('朝食2名様付き', 'ja')).toBe('朝食2名様付き');
    expect(storedBreakfastIn('和朝食付き', 'en')).toBe('和朝食付き');
  });
});
