import type { CancelTerms } from '@hotel/shared/cancel-policy';
import type { DiscountLine } from '@hotel/shared/discounts';
import type { ChargeParts } from '@hotel/shared/taxes';
import type { MailRow } from '../../../lib/mail-body.ts';
import type { ConfirmationEvent } from '../confirmation-event.ts';

/** What the price rows are made from: the booking's (or a change's) amounts. */
export interface PriceFacts {
  amount: number;
  listAmount: number;
  discountLines: readonly DiscountLine[];
  charges?: ChargeParts | undefined;
}

/**
 * Everything a guest's confirmation says in one language (decision 0074): one table per
 * language with this shape, so a word missing in one of them does not compile. Values that
 * depend on the booking are functions; the mail's layout is confirmation-mail.ts's.
 */
export interface MailWords {
  /** <html lang>. */
  htmlLang: string;
  titles: Record<ConfirmationEvent, string>;
  subject(title: string, orderNo: string): string;
  /** The greeting and the opening sentence, per event. */
  lead(event: ConfirmationEvent, guestName: string): string;
  footer: string;
  label: {
    orderNo: string;
    guest: string;
    hotel: string;
    address: string;
    tel: string;
    checkIn: string;
    checkOut: string;
    room: string;
    plan: string;
    party: string;
    payment: string;
    refundAmount: string;
    cancelTerms: string;
    before: string;
    after: string;
    difference: string;
    toPay: string;
    charge: string;
    rule: string;
    discountNote: string;
  };
  guestName(name: string): string;
  address(zipCode: string, address: string): string;
  money(amount: number): string;
  checkIn(date: string, time: string | null): string;
  checkOut(date: string, time: string | null, nights: number): string;
  room(name: string, qty: number): string;
  plan(name: string, breakfast: string): string;
  party(adults: number, children: number): string;
  /** The total, the discounts and the tax parts (every amount includes service and VAT, decision 0068). */
  priceRows(facts: PriceFacts): MailRow[];
  /** A change's before and after: the stay's amount, as one line of the block. */
  priceLabel: string;
  /** A line of a change's before or after block. */
  blockLine(label: string, value: string): string;
  payment: { refunded: string; atHotel: string; prepaidPaid: string; prepaidUnpaid: string };
  noDifference: string;
  refundedTheWayPaid(amount: string): string;
  /** The booking's cancellation terms; `japanese` is the wording as booked (cancelPolicyText). */
  cancelTerms(terms: CancelTerms | undefined, japanese: string): string;
  /**
   * Whether a change's rule and discount note (written in Japanese by changeMoney and the
   * discounts) are told: the other languages leave them out rather than mix languages; the
   * money rows above them say what the change did.
   */
  tellsJapaneseChangeNotes: boolean;
  ics: { summary(hotelName: string): string; description(orderNo: string, room: string, hotelTel: string): string };
}
