import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { FieldError, FormError, FormField } from '../../components/ui/form-field.tsx';
import { useSchemaForm } from '../../components/ui/use-schema-form.ts';
import type { CloseAccountActionData } from './close-account.server.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './privacy.module.css';

interface CloseAccountFormProps {
  /** The action's answer to the last post (a refusal or an SMS notice; success leaves the page). */
  result: CloseAccountActionData | undefined;
}

/**
 * Closing the account (decision 0033): confirmed with the password or an SMS code sent to the
 * member's number, and a box saying they read what it does. Posts to the page's action, so it
 * works without JavaScript; with it, the shared schema shows the messages before posting.
 */
export function CloseAccountForm({ result }: CloseAccountFormProps) {
  const navigation = useNavigation();
  const t = useT();
  const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'close';
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'sms';
  const [mode, setMode] = useState(result?.values.mode === '1' ? '1' : '2');
  const [seen, setSeen] = useState(result);
  if (seen !== result) {
    // A new answer of the action (an SMS sent, a refusal) may be about the code.
    setSeen(result);
    if (result?.values.mode === '1') setMode('1');
  }
  const form = useSchemaForm({ schema: () => import('@hotel/shared/forms/close-account').then((m) => m.closeAccountForm), fields: ['Pwd', 'code', 'confirmClose'], answer: result });
  const { id, errors } = form;
  return (
    <Form method="post" noValidate onSubmit={form.onSubmit} className={styles.form} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.formTitle}>
        {t('member.identityCheck')}
      </h3>
      <fieldset className={styles.modes}>
        <legend className={styles.legend}>{t('member.checkMethod')}</legend>
        <label className={styles.radio}>
          <input type="radio" name="mode" value="2" checked={mode === '2'} onChange={() => setMode('2')} />
          {t('member.password')}
        </label>
        <label className={styles.radio}>
          <input type="radio" name="mode" value="1" checked={mode === '1'} onChange={() => setMode('1')} />
          {t('member.smsCode')}
        </label>
      </fieldset>
      {mode === '2' ? (
        <FormField {...form.messageOf('Pwd')} label={t('member.password')} need="required">
          <input {...form.field('Pwd')} type="password" autoComplete="current-password" className={styles.input} aria-required="true" />
        </FormField>
      ) : (
        <FormField
          {...form.messageOf('code')}
          label={t('member.code')}
          need="required"
          hint={result?.smsNotice ?? t('member.codeHint')}
          hintId={`${id}-code-hint`}
        >
          <div className={styles.codeRow}>
            <input {...form.field('code', `${id}-code-hint`)} inputMode="numeric" autoComplete="one-time-code" maxLength={6} className={styles.input} aria-required="true" />
            <button type="submit" name="intent" value="sms" formNoValidate className="btn btn--ghost" disabled={sending}>
              {sending ? t('member.sending') : t('member.sendCode')}
            </button>
          </div>
        </FormField>
      )}
      <div>
        <label className={styles.check}>
          <input {...form.field('confirmClose')} type="checkbox" />
          <span>{t('member.confirmClose')}</span>
        </label>
        <FieldError id={form.errorId('confirmClose')} message={errors.confirmClose} />
      </div>
      <FormError message={form.formError} />
      <button type="submit" name="intent" value="close" className={`btn ${styles.danger}`} disabled={pending}>
        {pending ? t('member.processing') : t('member.closeAccount')}
      </button>
    </Form>
  );
}
