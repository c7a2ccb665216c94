/**
 * The change page's fields in the screen's order (the dates, the party, then the room and plan
 * searched for them) and how one choice of room type and plan is posted. No zod here: the page
 * loads the schema (forms/order-change.ts) when the form is first used (docs/decisions/0055).
 */
export const ORDER_CHANGE_FIELDS = ['checkIn', 'checkOut', 'roomQty', 'adultNum', 'childrenNum', 'room'] as const;

/** A room type and a plan as one radio value: `SK|BAR` (codes never hold a bar). */
export function roomPlanValue(roomTypeCode: string, rateCode: string): string {
  return `${roomTypeCode}|${rateCode}`;
}
