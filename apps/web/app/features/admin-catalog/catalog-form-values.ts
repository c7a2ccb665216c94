import type { FieldErrors, FormValues } from '@hotel/shared/forms/parse-form';
import { CATALOG_MESSAGES, type AdminRatePlan, type AdminRoomType } from '@hotel/shared/schemas/admin/catalog';

/** A saved plan as the form's text values (what an edit form starts from). */
export function planFormValues(plan: AdminRatePlan): FormValues {
  return {
    code: plan.code,
    name: plan.name,
    payment: plan.payment,
    breakfastCount: String(plan.breakfastCount),
    breakfastSupplement: String(plan.breakfastSupplement),
    priceMode: plan.priceMode,
    priceFactor: String(plan.priceFactor),
    fixedPrice: plan.fixedPrice === null ? '' : String(plan.fixedPrice),
    memberOnly: plan.memberOnly ? 'on' : '',
    discountType: plan.discountType ?? '',
    discountCode: plan.discountCode ?? '',
    cancelPolicy: plan.cancelPolicy,
    freeCancelHours: String(plan.freeCancelHours),
    cancelNote: plan.cancelNote,
    changePolicy: plan.changePolicy,
    changesUntilHours: plan.changesUntilHours === null ? '' : String(plan.changesUntilHours),
    sortOrder: String(plan.sortOrder),
    isActive: plan.isActive ? 'on' : '',
  };
}

/** What a new plan starts as: pay at the hotel, the base price, free cancellation by the spec's rule. */
export const NEW_PLAN_VALUES: FormValues = {
  code: '',
  name: '',
  payment: 'hotel',
  breakfastCount: '0',
  breakfastSupplement: '0',
  priceMode: 'rule',
  priceFactor: '100',
  fixedPrice: '',
  memberOnly: '',
  discountType: '',
  discountCode: '',
  cancelPolicy: 'free',
  freeCancelHours: '0',
  cancelNote: '',
  changePolicy: 'until',
  changesUntilHours: '0',
  sortOrder: '50',
  isActive: 'on',
};

export function roomTypeFormValues(room: AdminRoomType): FormValues {
  return {
    code: room.code,
    name: room.name,
    nameEn: room.nameEn,
    remark: room.remark,
    maxOccupancy: String(room.maxOccupancy),
    bedType: room.bedType,
    sizeSqm: String(room.sizeSqm),
    features: room.features.join('\n'),
    facilities: room.facilities.join('\n'),
    shortImage: room.shortImage,
    images: room.images.join('\n'),
    isRecommended: room.isRecommended ? 'on' : '',
    sortOrder: String(room.sortOrder),
    defaultRooms: String(room.defaultRooms),
    basePrice: String(room.basePrice),
  };
}

export const NEW_ROOM_TYPE_VALUES: FormValues = {
  code: '',
  name: '',
  nameEn: '',
  remark: '',
  maxOccupancy: '2',
  bedType: '',
  sizeSqm: '',
  features: '',
  facilities: '',
  shortImage: '',
  images: '',
  isRecommended: '',
  sortOrder: '50',
  defaultRooms: '10',
  basePrice: '',
};

/** The API's refusals that belong to one field of the form (the rest show above the form). */
const FIELD_OF_MESSAGE: Record<string, string> = {
  [CATALOG_MESSAGES.planCodeTaken]: 'code',
  [CATALOG_MESSAGES.discountCodeTaken]: 'discountCode',
  [CATALOG_MESSAGES.roomTypeCodeTaken]: 'code',
};

export function apiRefusal(message: string): { errors: FieldErrors; formError?: string } {
  const field = FIELD_OF_MESSAGE[message];
  return field ? { errors: { [field]: message } } : { errors: {}, formError: message };
}
