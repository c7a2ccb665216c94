import { MESSAGES, SERVER_MESSAGES } from '@hotel/shared/messages';
import { registerForm, toRegisterBody, type RegisterBody } from '@hotel/shared/schemas/user';
import { countryByIso, countryByName, DEFAULT_COUNTRY } from '../../lib/countries.ts';

/** What the Register screen holds while the guest types (selects keep strings). */
export interface RegisterDraft {
  lname: string;
  fname: string;
  Sex: '' | '1' | '0';
  birthYear: string;
  birthMonth: string;
  birthDay: string;
  country: string;
  dialIso: string;
  mobile: string;
  SmsCode: string;
  Pwd: string;
  rePwd: string;
  agreeStatus: boolean;
}

/** The fields in screen order: the first one with a message gets the focus. */
export const REGISTER_FIELDS = ['lname', 'fname', 'Sex', 'BirthDay', 'country', 'dialCode', 'mobile', 'SmsCode', 'Pwd', 'rePwd', 'agreeStatus'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterErrors = Partial<Record<RegisterField, string>>;

export const EMPTY_DRAFT: RegisterDraft = {
  lname: '',
  fname: '',
  Sex: '',
  birthYear: '',
  birthMonth: '',
  birthDay: '',
  country: '',
  dialIso: DEFAULT_COUNTRY.iso,
  mobile: '',
  SmsCode: '',
  Pwd: '',
  rePwd: '',
  agreeStatus: false,
};

/** '' when no part is picked, YYYY-MM-DD when all are, else something the schema refuses. */
function composeBirthDay({ birthYear, birthMonth, birthDay }: RegisterDraft): string {
  if (!birthYear && !birthMonth && !birthDay) return '';
  if (!birthYear || !birthMonth || !birthDay) return 'incomplete';
  return `${birthYear}-${birthMonth.padStart(2, '0')}-${birthDay.padStart(2, '0')}`;
}

/**
 * Checks the draft with the shared registerForm schema (the server's rules and messages).
 * zod skips the schema's cross-field checks while a field is invalid; they are repeated here
 * so every message shows at once next to its field.
 */
export function checkRegisterDraft(draft: RegisterDraft): { errors: RegisterErrors; body: RegisterBody | null } {
  const country = draft.country.trim();
  const result = registerForm.safeParse({
    lname: draft.lname,
    fname: draft.fname,
    mobile: draft.mobile,
    SmsCode: draft.SmsCode,
    Pwd: draft.Pwd,
    rePwd: draft.rePwd,
    BirthDay: composeBirthDay(draft),
    Sex: draft.Sex,
    country: country || undefined,
    dialCode: (countryByIso(draft.dialIso) ?? DEFAULT_COUNTRY).dial,
    agreeStatus: draft.agreeStatus,
  });
  const errors: RegisterErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as RegisterField;
    errors[field] ??= issue.message;
  }
  if (draft.rePwd !== draft.Pwd) errors.rePwd ??= MESSAGES.passwordMismatch;
  if (!draft.agreeStatus) errors.agreeStatus ??= MESSAGES.termsRequired;
  if (country && !countryByName(country)) errors.country ??= SERVER_MESSAGES.countryInvalid;
  const clean = Object.keys(errors).length === 0;
  return { errors, body: result.success && clean ? toRegisterBody(result.data) : null };
}
