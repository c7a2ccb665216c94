import { data } from 'react-router';
import type { FieldErrors, FormValues } from '@hotel/shared/forms/parse-form';
import { formValues } from '@hotel/shared/forms/parse-form';
import { requireSameOrigin } from './same-origin.server.ts';

/** What an action answers when a form is refused: the messages by field, and what was posted. */
export interface FormRefusal {
  ok: false;
  errors: FieldErrors;
  values: FormValues;
  /** A refusal of the whole form, e.g. the API's message. */
  formError?: string;
}

/** The posted form as text, after the CSRF check (a cross-site post is refused with 403). */
export async function readPostedForm(request: Request): Promise<FormValues> {
  requireSameOrigin(request);
  return formValues(await request.formData());
}

/** 400 with the messages next to the fields (or a message for the whole form). */
export function refuseForm(values: FormValues, errors: FieldErrors, formError?: string, status = 400) {
  const { Pwd: _pwd, rePwd: _rePwd, cardPwd: _cardPwd, ...safeValues } = values;
  // Passwords are never sent back into the page.
  return data<FormRefusal>({ ok: false, errors, values: safeValues, ...(formError ? { formError } : {}) }, { status });
}
