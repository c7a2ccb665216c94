import type { SiteLanguage } from './site-language.ts';
import type { CancelTermsKind } from './cancel-policy.ts';

/**
 * The words the server writes about a stay's breakfast, cancellation and change terms, per language
 * (decision 0075). Japanese is the specification's wording, unchanged; the other languages say the
 * same. Functions, not ICU messages: the server builds these sentences before the page sees them.
 */
export interface StayTermsWords {
  /** 2 → 朝食2名様付き, 0 → 朝食なし. */
  breakfast(count: number): string;
  /** A deadline on the arrival day's clock: daysBefore 0 → the arrival day, 1 → the day before, n → n days before. */
  arrivalDeadline(daysBefore: number, hour: number): string;
  /** A date and time in hotel time, e.g. 2026年12月14日 18:00. */
  hotelDateTime(date: string, time: string): string;
  changeAllowedUntil(deadline: string): string;
  changeNever: string;
  freeCancelUntil(deadline: string): string;
  nonRefundablePrepaid: string;
  nonCancellable: string;
  /** The plan's own note after the rule (the note itself is the plan's content). */
  withNote(rule: string, note: string): string;
  changeUntilDateTime(dateTime: string, afterPayment: boolean): string;
  cancelSentence: { [K in Exclude<CancelTermsKind, 'closed' | 'free' | 'pastDeadline'>]: string } & {
    freeUntil(dateTime: string): string;
    freeNow: string;
    pastDeadline(rooms: number, amount: string): string;
  };
}

const ja: StayTermsWords = {
  breakfast: (count) => (count > 0 ? `朝食${count}名様付き` : '朝食なし'),
  arrivalDeadline: (daysBefore, hour) => `${daysBefore === 0 ? 'ご到着日' : daysBefore === 1 ? 'ご到着前日' : `ご到着日の${daysBefore}日前`}の${hour}:00`,
  hotelDateTime: (date, time) => {
    const [y, m, d] = date.split('-');
    return `${y}年${Number(m)}月${Number(d)}日 ${time}`;
  },
  changeAllowedUntil: (deadline) => `${deadline}（現地時間）までご予約内容を変更できます`,
  changeNever: 'ご予約内容の変更はできません',
  freeCancelUntil: (deadline) => `${deadline}（現地時間）まで無料でキャンセルできます。以降のキャンセルは初日1泊分の室料がかかります`,
  nonRefundablePrepaid: '事前決済・返金不可：ご予約後のキャンセル・変更はできません',
  nonCancellable: 'キャンセル不可：ご予約後のキャンセル・変更はできません',
  withNote: (rule, note) => `${rule}。${note}`,
  changeUntilDateTime: (dateTime, afterPayment) => `${afterPayment ? 'お支払い完了後、' : ''}${dateTime}（現地時間）までご予約内容を変更できます`,
  cancelSentence: {
    freeUntil: (dateTime) => `${dateTime}（現地時間）まで無料でキャンセルできます`,
    freeNow: '今なら無料でキャンセルできます',
    pastDeadline: (rooms, amount) => `今キャンセルすると 1泊分${rooms > 1 ? `（${rooms}室）` : ''} ${amount} がかかります（無料キャンセルの期限を過ぎたため、ホテルへ直接ご連絡ください）`,
    nonRefundable: '返金不可のため、キャンセルできません',
    unpaidPrepaid: 'お支払い前のため、今なら無料でキャンセルできます（お支払い後は返金不可）',
    paid: 'お支払い済みのため、オンラインではキャンセルできません。ホテルへ直接ご連絡ください',
    checkedIn: 'チェックイン済みのため、キャンセルできません',
  },
};

const zh: StayTermsWords = {
  breakfast: (count) => (count > 0 ? `含${count}份早餐` : '不含早餐'),
  arrivalDeadline: (daysBefore, hour) => `${daysBefore === 0 ? '到店当日' : daysBefore === 1 ? '到店前一天' : `到店日前${daysBefore}天`}${hour}:00`,
  hotelDateTime: (date, time) => {
    const [y, m, d] = date.split('-');
    return `${y}年${Number(m)}月${Number(d)}日 ${time}`;
  },
  changeAllowedUntil: (deadline) => `${deadline}（当地时间）前可变更预订`,
  changeNever: '预订内容不可变更',
  freeCancelUntil: (deadline) => `${deadline}（当地时间）前可免费取消，之后取消将收取首晚房费`,
  nonRefundablePrepaid: '预付・不可退款：预订后不可取消或变更',
  nonCancellable: '不可取消：预订后不可取消或变更',
  withNote: (rule, note) => `${rule}。${note}`,
  changeUntilDateTime: (dateTime, afterPayment) => `${afterPayment ? '支付完成后，' : ''}${dateTime}（当地时间）前可变更预订`,
  cancelSentence: {
    freeUntil: (dateTime) => `${dateTime}（当地时间）前可免费取消`,
    freeNow: '现在可免费取消',
    pastDeadline: (rooms, amount) => `现在取消将收取1晚${rooms > 1 ? `（${rooms}间）` : ''}房费 ${amount}（已过免费取消期限，请直接联系酒店）`,
    nonRefundable: '不可退款，无法取消',
    unpaidPrepaid: '尚未支付，现在可免费取消（支付后不可退款）',
    paid: '已支付，无法在线取消。请直接联系酒店',
    checkedIn: '已入住，无法取消',
  },
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const en: StayTermsWords = {
  breakfast: (count) => (count > 0 ? `Breakfast for ${count}` : 'No breakfast'),
  arrivalDeadline: (daysBefore, hour) => `${hour}:00 ${daysBefore === 0 ? 'on the day of arrival' : daysBefore === 1 ? 'the day before arrival' : `${daysBefore} days before arrival`}`,
  hotelDateTime: (date, time) => {
    const [y, m, d] = date.split('-');
    return `${Number(d)} ${MONTHS[Number(m) - 1]} ${y}, ${time}`;
  },
  changeAllowedUntil: (deadline) => `The booking can be changed until ${deadline} (local time)`,
  changeNever: 'The booking cannot be changed',
  freeCancelUntil: (deadline) => `Free cancellation until ${deadline} (local time); after that, the first night's room rate is charged`,
  nonRefundablePrepaid: 'Prepaid, non-refundable: cannot be cancelled or changed after booking',
  nonCancellable: 'Non-cancellable: cannot be cancelled or changed after booking',
  withNote: (rule, note) => `${rule}. ${note}`,
  changeUntilDateTime: (dateTime, afterPayment) => `${afterPayment ? 'Once paid, the booking can be changed' : 'The booking can be changed'} until ${dateTime} (local time)`,
  cancelSentence: {
    freeUntil: (dateTime) => `Free cancellation until ${dateTime} (local time)`,
    freeNow: 'Free cancellation now',
    pastDeadline: (rooms, amount) => `Cancelling now costs one night${rooms > 1 ? ` (${rooms} rooms)` : ''}, ${amount} (the free cancellation deadline has passed; please contact the hotel directly)`,
    nonRefundable: 'Non-refundable: cannot be cancelled',
    unpaidPrepaid: 'Not paid yet: free cancellation now (non-refundable once paid)',
    paid: 'Paid: cannot be cancelled online. Please contact the hotel directly',
    checkedIn: 'Checked in: cannot be cancelled',
  },
};

export const STAY_TERMS_WORDS: Record<SiteLanguage, StayTermsWords> = { ja, zh, en };

/** The words for `lang`. */
export const stayTermsWords = (lang: SiteLanguage): StayTermsWords => STAY_TERMS_WORDS[lang];

/**
 * An order's breakfast as it was stored when booked (the Japanese of `breakfast` above) in `lang`;
 * a text it does not recognise (an older or hand-written one) stays as stored.
 */
export function storedBreakfastIn(stored: string, lang: SiteLanguage): string {
  if (lang === 'ja') return stored;
  if (stored === ja.breakfast(0)) return STAY_TERMS_WORDS[lang].breakfast(0);
  const match = /^朝食(\d+)名様付き$/u.exec(stored);
  return match ? STAY_TERMS_WORDS[lang].breakfast(Number(match[1])) : stored;
}
