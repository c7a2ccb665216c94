/** A mainland mobile number's text box (11 digits, the phone's number pad, the browser's own number offered). */
export const MOBILE_INPUT = { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national', maxLength: 11 } as const;
