import { z } from 'zod';
import { LOGIN_MODE } from '../member-contract.ts';
import { PRIVACY_MESSAGES } from '../messages.ts';
import type { CloseAccountBody } from '../schemas/privacy.ts';

/**
 * The member centre's closing form (decision 0033), checked with this schema in the browser and in
 * the route action: how the member confirms (password or SMS code), the secret, and the box saying
 * they read what closing does. Gives the body of POST /user/closeAccount.
 */
export const closeAccountForm = z
  .object({
    mode: z.enum(['1', '2'], { error: PRIVACY_MESSAGES.closeConfirmRequired }),
    Pwd: z.string().optional(),
    code: z.string().trim().optional(),
    confirmClose: z.string().optional(),
  })
  // Both checks in one refinement, so both messages show at once.
  .superRefine((form, ctx) => {
    const field = form.mode === '1' ? 'code' : 'Pwd';
    if (!form[field]) ctx.addIssue({ code: 'custom', path: [field], message: PRIVACY_MESSAGES.closeConfirmRequired });
    if (form.confirmClose !== 'on') ctx.addIssue({ code: 'custom', path: ['confirmClose'], message: PRIVACY_MESSAGES.closeAcknowledgeRequired });
  });
export type CloseAccountFormData = z.output<typeof closeAccountForm>;

export function toCloseAccountBody(form: CloseAccountFormData): CloseAccountBody {
  return form.mode === '1' ? { mode: LOGIN_MODE.smsCode, code: form.code ?? '' } : { mode: LOGIN_MODE.password, Pwd: form.Pwd ?? '' };
}
