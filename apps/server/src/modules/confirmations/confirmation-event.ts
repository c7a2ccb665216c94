import type { StayFacts } from '../orders/index.ts';

/** What a confirmation is about (decision 0041). */
export type ConfirmationEvent = 'confirmed' | 'cancelled' | 'refunded';

/** Everything a confirmation says, read from the order and its hotel when the job sends it. */
export interface ConfirmationView extends StayFacts {
  event: ConfirmationEvent;
  /** checkInTime / checkOutTime: the hotel's "15:00" and "12:00" (decision 0036), null when it has none. */
  hotel: { name: string; address: string; zipCode: string; tel: string; checkInTime: string | null; checkOutTime: string | null };
  /** The rate's cancellation terms as booked, in words. */
  cancelTerms: string;
  /** A refund event: the refunded amount (whole CNY). */
  refundAmount?: number;
}

export const yuan = (amount: number) => `${amount.toLocaleString('ja-JP')}元`;

export const EVENT_TITLES: Record<ConfirmationEvent, string> = {
  confirmed: 'ご予約確定のお知らせ',
  cancelled: 'ご予約キャンセルのお知らせ',
  refunded: 'ご返金のお知らせ',
};

/** 2026/12/24 (木) */
export function stayDate(date: string): string {
  const weekday = '日月火水木金土'[new Date(`${date}T00:00:00Z`).getUTCDay()];
  return `${date.replaceAll('-', '/')}（${weekday}）`;
}

export function paymentState(view: Pick<ConfirmationView, 'payment' | 'paid' | 'event'>): string {
  if (view.event === 'refunded') return '返金済み';
  if (view.payment === 'hotel') return '現地払い（ご到着時にホテルでお支払いください）';
  return view.paid ? '事前決済（お支払い済み）' : '事前決済（未払い）';
}
