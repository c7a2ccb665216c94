/** The salutation picklist (spec §2: Mr. = 1, Ms. = 0), shown on Register and in the member centre. */
export const SALUTATIONS = [
  { value: 1, label: 'Mr.（男性）' },
  { value: 0, label: 'Ms.（女性）' },
] as const;
