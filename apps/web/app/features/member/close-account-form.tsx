import { useId, useState, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { closeAccountForm } from '@hotel/shared/forms/close-account';
import { checkForm, formValues, type FieldErrors } from '@hotel/shared/forms/parse-form';
import { fieldA11y, FieldError, FormError, FormField } from '../../components/ui/form-field.tsx';
import type { CloseAccountActionData } from './close-account.server.ts';
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
  const id = useId();
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'close';
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'sms';
  const [mode, setMode] = useState(result?.values.mode === '1' ? '1' : '2');
  const [errors, setErrors] = useState<FieldErrors>(result?.errors ?? {});
  const [seen, setSeen] = useState(result);
  if (seen !== result) {
    // A new answer of the action: its messages replace the browser's.
    setSeen(result);
    setErrors(result?.errors ?? {});
    if (result?.values.mode === '1') setMode('1');
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === 'sms') return;
    const check = checkForm(closeAccountForm, formValues(new FormData(event.currentTarget)));
    if (check.ok) return;
    event.preventDefault();
    setErrors(check.errors);
  }

  const fieldId = (name: string) => `${id}-${name}`;
  const a11y = (name: string) => fieldA11y(fieldId(name), errors[name]);
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className={styles.form} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.formTitle}>
        本人確認
      </h3>
      <fieldset className={styles.modes}>
        <legend className={styles.legend}>確認方法</legend>
        <label className={styles.radio}>
          <input type="radio" name="mode" value="2" checked={mode === '2'} onChange={() => setMode('2')} />
          パスワード
        </label>
        <label className={styles.radio}>
          <input type="radio" name="mode" value="1" checked={mode === '1'} onChange={() => setMode('1')} />
          SMS確認コード
        </label>
      </fieldset>
      {mode === '2' ? (
        <FormField htmlFor={fieldId('Pwd')} label="パスワード" need="required" error={errors.Pwd} errorId={`${fieldId('Pwd')}-error`}>
          <input {...a11y('Pwd')} name="Pwd" type="password" autoComplete="current-password" className={styles.input} aria-required="true" />
        </FormField>
      ) : (
        <FormField
          htmlFor={fieldId('code')}
          label="確認コード"
          need="required"
          error={errors.code}
          errorId={`${fieldId('code')}-error`}
          hint={result?.smsNotice ?? 'ご登録の携帯電話番号に確認コードをお送りします'}
          hintId={`${fieldId('code')}-hint`}
        >
          <div className={styles.codeRow}>
            <input {...a11y('code')} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} className={styles.input} aria-required="true" />
            <button type="submit" name="intent" value="sms" className="btn btn--ghost" disabled={sending}>
              {sending ? '送信中…' : 'コードを送信'}
            </button>
          </div>
        </FormField>
      )}
      <div>
        <label className={styles.check}>
          <input {...a11y('confirmClose')} name="confirmClose" type="checkbox" />
          <span>上記の内容を確認し、退会します（元に戻すことはできません）</span>
        </label>
        <FieldError id={`${fieldId('confirmClose')}-error`} message={errors.confirmClose} />
      </div>
      <FormError message={result?.formError} />
      <button type="submit" name="intent" value="close" className={`btn ${styles.danger}`} disabled={pending}>
        {pending ? '処理中…' : '退会する'}
      </button>
    </Form>
  );
}
