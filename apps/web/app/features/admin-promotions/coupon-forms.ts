/** The member page's coupon forms say which they are (the points form beside them posts to the same action). */
export const COUPON_FORM_FIELD = 'couponForm';
export const COUPON_FORMS = { issue: 'issue', void: 'void' } as const;
