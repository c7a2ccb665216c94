import { Form } from 'react-router';
import { Button } from '../../components/admin/button.tsx';
import { FormError, FormField } from '../../components/ui/form-field.tsx';
import { fieldA11y } from '../../components/admin/form-fields.tsx';

/**
 * The sign-in's second step for a person with TOTP: the pending sign-in (valid 5 minutes) travels
 * in a hidden field, the code is typed from the authenticator app.
 */
export function LoginTotpStep({
  action,
  pendingToken,
  error,
  styles,
}: {
  action: string;
  pendingToken: string;
  error?: string | undefined;
  /** The sign-in page's own classes (form, note, submit), so both steps look alike. */
  styles: Readonly<Record<string, string>>;
}) {
  return (
    <Form method="post" action={action} className={styles.form} noValidate>
      <p className={styles.note}>認証アプリに表示されている6桁の確認コードを入力してください。</p>
      <FormError message={error} />
      <input type="hidden" name="pendingToken" value={pendingToken} />
      <FormField htmlFor="admin-code" label="確認コード" errorId="admin-code-error">
        <input {...fieldA11y('admin-code', undefined)} name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*" maxLength={8} required aria-required="true" autoFocus key={error ?? ''} />
      </FormField>
      <Button type="submit" className={styles.submit}>
        確認してログイン
      </Button>
    </Form>
  );
}
