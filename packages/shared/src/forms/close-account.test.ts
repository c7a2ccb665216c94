import { describe, expect, it } from 'vitest';
import { PRIVACY_MESSAGES } from '../messages.ts';
import { closeAccountBody } from '../schemas/privacy.ts';
import { checkForm } from './parse-form.ts';
import { closeAccountForm, toCloseAccountBody } from './close-account.ts';

describe('closeAccountForm (the member centre’s closing form)', () => {
  it('turns a password confirmation into the API body', () => {
    const result = checkForm(closeAccountForm, { mode: '2', Pwd: 'Secret123', code: '', confirmClose: 'on' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const body = toCloseAccountBody(result.data);
    expect(body).toEqual({ mode: 2, Pwd: 'Secret123' });
    expect(closeAccountBody.safeParse(body).success).toBe(true);
  });

  it('turns an SMS confirmation into the API body', () => {
    const result = checkForm(closeAccountForm, { mode: '1', Pwd: '', code: ' 123456 ', confirmClose: 'on' });
    expect(result.ok && toCloseAccountBody(result.data)).toEqual({ mode: 1, code: '123456' });
  });

  it.each([
    ['no password', { mode: '2', Pwd: '', confirmClose: 'on' }, { Pwd: PRIVACY_MESSAGES.closeConfirmRequired }],
    ['no code', { mode: '1', code: ' ', confirmClose: 'on' }, { code: PRIVACY_MESSAGES.closeConfirmRequired }],
    ['the box not ticked', { mode: '2', Pwd: 'x' }, { confirmClose: PRIVACY_MESSAGES.closeAcknowledgeRequired }],
    ['nothing at all', { mode: '2', Pwd: '' }, { Pwd: PRIVACY_MESSAGES.closeConfirmRequired, confirmClose: PRIVACY_MESSAGES.closeAcknowledgeRequired }],
  ])('%s → its message at its field', (_label, form, errors) => {
    const result = checkForm(closeAccountForm, form);
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });
});
