import { z } from 'zod';
import { adminEndpoint } from '../../api/admin-endpoint.ts';
import { singleLine } from '../text.ts';
import { STAFF_PASSWORD_MIN, STAFF_ROLES, staffEmail, staffMe } from './auth.ts';

/**
 * Staff accounts (group administrator, /adminapi/v1/staff/*), set-password links (public,
 * /adminapi/v1/auth/set-password) and a person's own second factor (/adminapi/v1/account/*).
 * docs/decisions/0019-staff-accounts.md and 0023-staff-second-factor.md.
 */

export const STAFF_MESSAGES = {
  nameRequired: '氏名を入力してください（100文字以内）',
  roleInvalid: '役割を選んでください',
  hotelsRequired: 'ホテル単位の役割には担当ホテルを1つ以上選んでください',
  hotelInvalid: '担当ホテルを正しく選んでください',
  idInvalid: '職員を正しく指定してください',
  notFound: 'この職員は見つかりません',
  emailTaken: 'このメールアドレスの職員はすでに登録されています',
  created: '職員を登録しました。パスワード設定用のリンクを本人に渡してください（この画面でのみ表示します）',
  updated: '職員の役割と担当ホテルを変更しました',
  disabled: '職員を無効にしました。ログイン中の端末からもログアウトされました',
  enabled: '職員を有効にしました',
  linkIssued: '新しいパスワード設定用リンクを発行しました。以前のリンクは使えません',
  lastAdmin: '有効なグループ管理者が他にいないため、この操作はできません',
  totpReset: '二段階認証を解除しました。本人は次回パスワードだけでログインします',
  // Set password (public)
  linkInvalid: 'このリンクは無効です。使用済みか期限切れの可能性があります。管理者に新しいリンクの発行を依頼してください',
  passwordTooShort: `パスワードは${STAFF_PASSWORD_MIN}文字以上で入力してください`,
  passwordTooLong: 'パスワードは200文字以内で入力してください',
  passwordsDiffer: '確認用のパスワードが一致しません',
  passwordSet: 'パスワードを設定しました。ログインしてください',
  // Second factor
  codeInvalid: '確認コードが正しくありません',
  codeFormat: '確認コード（6桁の数字）を入力してください',
  totpStarted: '認証アプリでQRコードを読み取り、表示された6桁のコードを入力してください',
  totpEnabled: '二段階認証を有効にしました。次回からログイン時に確認コードが必要です',
  totpDisabled: '二段階認証を無効にしました',
  totpNotStarted: '先に二段階認証の設定を始めてください',
  totpAlreadyOn: '二段階認証はすでに有効です',
  totpNotOn: '二段階認証は有効になっていません',
  totpLoginExpired: 'ログインの有効時間が過ぎました。もう一度メールアドレスとパスワードを入力してください',
  totpRequired: '認証アプリに表示されている6桁の確認コードを入力してください',
} as const;

/** A set-password link lives this long. */
export const STAFF_PASSWORD_LINK_HOURS = 72;
/** The back-office page a set-password link opens. */
export const SET_PASSWORD_PAGE = '/admin/set-password';

const HOTEL_BOUND_MAX = 50;
const staffId = z.coerce
  .number({ error: STAFF_MESSAGES.idInvalid })
  .int(STAFF_MESSAGES.idInvalid)
  .positive(STAFF_MESSAGES.idInvalid)
  .max(2_147_483_647, STAFF_MESSAGES.idInvalid);
const staffName = singleLine(STAFF_MESSAGES.nameRequired).trim().min(1, STAFF_MESSAGES.nameRequired).max(100, STAFF_MESSAGES.nameRequired);
const staffRole = z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.roleInvalid });
/** A list from a form (repeated checkboxes, or "pro001,pro002") or JSON. */
const hotelList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : (value ?? [])),
  z.array(z.string().trim().regex(/^pro\d{3}$/, STAFF_MESSAGES.hotelInvalid), { error: STAFF_MESSAGES.hotelInvalid }).max(HOTEL_BOUND_MAX, STAFF_MESSAGES.hotelInvalid),
);

/** A group administrator has no hotels (every hotel is theirs); the other roles need at least one. */
function hotelsFitRole(value: { role: (typeof STAFF_ROLES)[number]; hotels: string[] }, ctx: z.RefinementCtx): void {
  if (value.role !== 'group_admin' && value.hotels.length === 0) ctx.addIssue({ code: 'custom', path: ['hotels'], message: STAFF_MESSAGES.hotelsRequired });
}

export const staffAccount = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRole,
  /** Empty for a group administrator. */
  hotels: z.array(z.string()),
  disabled: z.boolean(),
  totp: z.boolean(),
  /** ISO time of the last good sign-in; null: never. */
  lastLoginAt: z.string().nullable(),
  /** The password has been set (false: waiting for the set-password link). */
  passwordSet: z.boolean(),
});
export type StaffAccount = z.infer<typeof staffAccount>;

/** A one-time link, shown once to the administrator. `path` is relative to the site. */
export const passwordLink = z.object({ path: z.string(), expiresAt: z.string() });
export type PasswordLink = z.infer<typeof passwordLink>;

export const staffIdInput = z.object({ id: staffId });

export const createStaffInput = z
  .object({ name: staffName, email: staffEmail, role: staffRole, hotels: hotelList })
  .superRefine(hotelsFitRole)
  .transform((v) => ({ ...v, hotels: v.role === 'group_admin' ? [] : [...new Set(v.hotels)].sort() }));

export const updateStaffInput = z
  .object({ id: staffId, name: staffName, role: staffRole, hotels: hotelList })
  .superRefine(hotelsFitRole)
  .transform((v) => ({ ...v, hotels: v.role === 'group_admin' ? [] : [...new Set(v.hotels)].sort() }));

export const staffEndpoints = {
  list: adminEndpoint({ method: 'GET', path: '/adminapi/v1/staff/list', input: z.object({}), output: z.object({ items: z.array(staffAccount) }) }),
  create: adminEndpoint({ method: 'POST', path: '/adminapi/v1/staff/create', input: createStaffInput, output: z.object({ staff: staffAccount, link: passwordLink }) }),
  update: adminEndpoint({ method: 'POST', path: '/adminapi/v1/staff/update', input: updateStaffInput, output: staffAccount }),
  disable: adminEndpoint({ method: 'POST', path: '/adminapi/v1/staff/disable', input: staffIdInput, output: staffAccount }),
  enable: adminEndpoint({ method: 'POST', path: '/adminapi/v1/staff/enable', input: staffIdInput, output: staffAccount }),
  passwordLink: adminEndpoint({ method: 'POST', path: '/adminapi/v1/staff/password-link', input: staffIdInput, output: z.object({ link: passwordLink }) }),
  resetTotp: adminEndpoint({ method: 'POST', path: '/adminapi/v1/staff/reset-totp', input: staffIdInput, output: staffAccount }),
};

// ---- Set password (public: the link is the credential) ----------------------------------------

const linkToken = z.string({ error: STAFF_MESSAGES.linkInvalid }).regex(/^[A-Za-z0-9_-]{43}$/, STAFF_MESSAGES.linkInvalid);
const newPassword = z
  .string({ error: STAFF_MESSAGES.passwordTooShort })
  .min(STAFF_PASSWORD_MIN, STAFF_MESSAGES.passwordTooShort)
  .max(200, STAFF_MESSAGES.passwordTooLong);

export const setPasswordQuery = z.object({ token: linkToken });
export const setPasswordInput = z.object({ token: linkToken, password: newPassword });
/** The page's form: the password twice. */
export const setPasswordForm = z
  .object({ token: linkToken, password: newPassword, confirm: z.string({ error: STAFF_MESSAGES.passwordsDiffer }) })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: STAFF_MESSAGES.passwordsDiffer });

export const setPasswordEndpoints = {
  check: adminEndpoint({
    method: 'GET',
    path: '/adminapi/v1/auth/set-password',
    input: setPasswordQuery,
    output: z.object({ email: z.string(), name: z.string(), expiresAt: z.string() }),
  }),
  set: adminEndpoint({ method: 'POST', path: '/adminapi/v1/auth/set-password', input: setPasswordInput, output: z.null() }),
};

// ---- Second factor (TOTP) --------------------------------------------------------------------

export const totpCode = z
  .string({ error: STAFF_MESSAGES.codeFormat })
  .trim()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, STAFF_MESSAGES.codeFormat));

export const staffLoginTotpInput = z.object({ pendingToken: z.string({ error: STAFF_MESSAGES.totpLoginExpired }).regex(/^[A-Za-z0-9_-]{43}$/, STAFF_MESSAGES.totpLoginExpired), code: totpCode });

export const myAccount = z.object({
  email: z.string(),
  name: z.string(),
  role: staffRole,
  hotels: z.array(z.string()).nullable(),
  totp: z.boolean(),
});
export type MyAccount = z.infer<typeof myAccount>;

/** Enrolment: the secret as text (typed into an app by hand) and as an otpauth:// QR code (SVG). */
export const totpEnrolment = z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() });
export type TotpEnrolment = z.infer<typeof totpEnrolment>;

export const accountEndpoints = {
  me: adminEndpoint({ method: 'GET', path: '/adminapi/v1/account', input: z.object({}), output: myAccount }),
  totpStart: adminEndpoint({ method: 'POST', path: '/adminapi/v1/account/totp/start', input: z.object({}), output: totpEnrolment }),
  totpConfirm: adminEndpoint({ method: 'POST', path: '/adminapi/v1/account/totp/confirm', input: z.object({ code: totpCode }), output: myAccount }),
  totpDisable: adminEndpoint({ method: 'POST', path: '/adminapi/v1/account/totp/disable', input: z.object({ code: totpCode }), output: myAccount }),
};

export const loginTotpEndpoint = adminEndpoint({ method: 'POST', path: '/adminapi/v1/auth/login/totp', input: staffLoginTotpInput, output: staffMe });
