/**
 * The guest information step's fields in spec order (name, mobile, email; then arrival time and
 * request) and the name parts' length. No zod here: the page loads the schema (forms/guest.ts)
 * when the form is first used (docs/decisions/0055).
 */
export const GUEST_FIELDS = ['lastName', 'firstName', 'mobile', 'email', 'country', 'arrivalTime', 'remark'] as const;

export const GUEST_NAME_PART_MAX = 25;
