/**
 * The change page's fields in the screen's order (the dates, the party, then the room and plan
 * searched for them), how one choice of room type and plan is posted, and the page's own words. No
 * zod here: the page loads the schema (forms/order-change.ts) when the form is first used
 * (docs/decisions/0055). The words are here, not in messages.ts: that file is in every guest page's
 * first load, and what the browser uses of it is shipped to all of them.
 */
export const ORDER_CHANGE_FIELDS = ['checkIn', 'checkOut', 'roomQty', 'adultNum', 'childrenNum', 'room'] as const;

/** A room type and a plan as one radio value: `SK|BAR` (codes never hold a bar). */
export function roomPlanValue(roomTypeCode: string, rateCode: string): string {
  return `${roomTypeCode}|${rateCode}`;
}

/** The change page's words (the API's refusals are CHANGE_MESSAGES, shown as the server words them). */
export const ORDER_CHANGE_PAGE_MESSAGES = {
  roomPlanRequired: '客室タイプと料金プランを選択してください',
  applied: 'ご予約を変更しました',
  lapsedTitle: '変更のお手続き期限が過ぎました',
  lapsed: 'お手続きの期限が過ぎたため、変更は取り消されました',
  withdrawn: '変更を取り消しました',
  unchanged: 'ご予約は変更前の内容のまま有効です',
  notChangeableTitle: 'このご予約はオンラインで変更できません',
  notChangeable: 'このご予約は変更できません',
} as const;
