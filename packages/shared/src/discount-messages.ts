/** Promotions and member coupons (decision 0042): why a discount does not apply. */
export const DISCOUNT_MESSAGES = {
  promotionEnded: 'このプロモーションは終了しました',
  promotionCodeMismatch: 'プロモーションコードが正しくありません',
  promotionNotForHotel: 'このプロモーションはこのホテルではご利用いただけません',
  promotionNotForRate: 'このプロモーションはこの料金プランではご利用いただけません',
  promotionNotForDates: 'このプロモーションはご指定の宿泊日にはご利用いただけません',
  promotionOutsideBookingWindow: 'このプロモーションの予約受付期間外です',
  promotionMinNightsPrefix: 'このプロモーションは',
  promotionNotForLevel: 'このプロモーションは対象の会員ランクの方のみご利用いただけます',
  promotionSoldOut: 'このプロモーションは利用上限に達したため終了しました',
  promotionMemberCapReached: 'このプロモーションはご利用回数の上限に達しています',
  /** The search's code matches no promotion and unlocks no rate plan (decision 0044). */
  discountCodeUnknown: 'この割引コードは見つかりません。コードをご確認ください',
  /** Before the reason, next to a code the search did not apply. */
  discountNotApplied: '割引は適用されていません',
  /** The order's transaction found the promotion gone since the rooms were held. */
  promotionGoneAtOrder: 'お申し込みの間にプロモーションが終了したため、割引を適用できませんでした。もう一度お部屋を検索してください',
  couponUsed: 'このクーポンはすでに使用されています',
  couponUnavailable: 'このクーポンはご利用いただけません',
  couponExpired: 'このクーポンは有効期限が切れています',
  couponNotForHotel: 'このクーポンはこのホテルではご利用いただけません',
  couponNotWithPromotion: 'このクーポンは適用中のプロモーションと併用できません',
  couponNotFound: 'クーポンが見つかりません',
  couponInvalid: 'クーポンを正しく選択してください',
} as const;
