import type { MessageId } from './i18n/messages.ts';

/**
 * How a rate or a booking is paid, from the catalogues: the page words the API's `paymentType`
 * code, not its Japanese `payment` label (decision 0075). Pages that use it send `rooms`.
 */
export const PAYMENT_TYPE_WORDS: Record<'hotel' | 'prepaid', MessageId> = { hotel: 'rooms.paymentHotel', prepaid: 'rooms.paymentPrepaid' };
