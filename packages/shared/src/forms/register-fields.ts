/**
 * The Register screen's fields in screen order: the first one with a message gets the focus.
 * No zod here: the page loads the schema (forms/register.ts) when the form is first used
 * (docs/decisions/0055).
 */
export const REGISTER_FIELDS = ['lname', 'fname', 'Sex', 'BirthDay', 'country', 'dialCode', 'mobile', 'SmsCode', 'Pwd', 'rePwd', 'agreeStatus'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
