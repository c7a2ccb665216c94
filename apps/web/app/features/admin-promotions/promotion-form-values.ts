import type { FieldErrors, FormValues } from '@hotel/shared/forms/parse-form';
import { PROMOTIONS_MESSAGES, type AdminPromotion } from '@hotel/shared/schemas/admin/promotions';

/** A saved promotion as the form's text values (lists comma-separated, as the checkboxes post them). */
export function promotionFormValues(p: AdminPromotion): FormValues {
  return {
    id: String(p.id),
    name: p.name,
    kind: p.kind,
    value: String(p.value),
    hotels: p.hotels.join(','),
    rateCodes: p.rateCodes.join(', '),
    stayFrom: p.stayFrom ?? '',
    stayTo: p.stayTo ?? '',
    bookFrom: p.bookFrom ?? '',
    bookTo: p.bookTo ?? '',
    minNights: String(p.minNights),
    memberLevels: p.memberLevels.join(','),
    code: p.code ?? '',
    totalCap: p.totalCap === null ? '' : String(p.totalCap),
    perMemberCap: p.perMemberCap === null ? '' : String(p.perMemberCap),
    stackable: p.stackable ? 'on' : '',
    active: p.active ? 'on' : '',
  };
}

/** What a new promotion starts as: percent off, one night, running at once; the person's hotel ticked. */
export function newPromotionValues(hotel: string | null): FormValues {
  return { kind: 'percent', value: '', minNights: '1', hotels: hotel ?? '', active: 'on', stackable: '' };
}

/** The API's refusals that belong to one field of the form (the rest show above it). */
export function promotionRefusal(message: string): { errors: FieldErrors; formError?: string } {
  const field =
    message === PROMOTIONS_MESSAGES.codeTaken
      ? 'code'
      : message.startsWith('総利用上限')
        ? 'totalCap'
        : message.includes('料金プラン')
          ? 'rateCodes'
          : message === PROMOTIONS_MESSAGES.hotelsRequired || message === PROMOTIONS_MESSAGES.hotelsForbidden || message === PROMOTIONS_MESSAGES.hotelsInvalid
            ? 'hotels'
            : null;
  return field ? { errors: { [field]: message } } : { errors: {}, formError: message };
}
