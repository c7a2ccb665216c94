import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/set-password';
import { checkForm, type FieldErrors } from '@hotel/shared/forms/parse-form';
import { setPasswordEndpoints, setPasswordForm, STAFF_MESSAGES } from '@hotel/shared/schemas/admin/staff';
import { STAFF_PASSWORD_MIN } from '@hotel/shared/schemas/admin/auth';
import { callAdminPublic } from '../../lib/admin-api.server.ts';
import { adminLinks, adminMeta } from '../../lib/admin-meta.ts';
import { readPostedForm } from '../../lib/form-action.server.ts';
import { FormError, FormField } from '../../components/ui/form-field.tsx';
import { fieldA11y } from '../../components/admin/form-fields.tsx';
import { Button } from '../../components/admin/button.tsx';
import { Notice } from '../../components/admin/notice.tsx';
import styles from '../../features/admin-shell/admin-login.module.css';
import { SignInCard } from '../../features/admin-shell/sign-in-card.tsx';

export const links: Route.LinksFunction = adminLinks;
export const meta: Route.MetaFunction = () => adminMeta('パスワードの設定');

/** /admin/set-password?token=…: public (the one-time link is the credential), outside the admin layout. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const { envelope } = await callAdminPublic(context, setPasswordEndpoints.check, { token });
  return { token, person: envelope.success ? envelope.data : null, refusal: envelope.success ? null : envelope.message };
}

interface SetPasswordResult {
  done: boolean;
  errors: FieldErrors;
  formError?: string;
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = await readPostedForm(request);
  const checked = checkForm(setPasswordForm, { token: values.token ?? '', password: values.password ?? '', confirm: values.confirm ?? '' });
  if (!checked.ok) return data<SetPasswordResult>({ done: false, errors: checked.errors }, { status: 400 });
  const { status, envelope } = await callAdminPublic(context, setPasswordEndpoints.set, { token: checked.data.token, password: checked.data.password });
  if (envelope.success) return data<SetPasswordResult>({ done: true, errors: {} });
  return data<SetPasswordResult>({ done: false, errors: {}, formError: envelope.message }, { status: status >= 400 ? status : 500 });
}

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { token, person, refusal } = loaderData;
  const errors = actionData?.errors ?? {};
  const submitting = useNavigation().state === 'submitting';
  return (
    <SignInCard title="パスワードの設定">
      {actionData?.done ? (
        <>
          <Notice tone="success">{STAFF_MESSAGES.passwordSet}</Notice>
          <Link to="/admin/login">ログイン画面へ</Link>
        </>
      ) : !person ? (
        <>
          <Notice tone="error">{refusal ?? STAFF_MESSAGES.linkInvalid}</Notice>
          <Link to="/admin/login">ログイン画面へ</Link>
        </>
      ) : (
        <Form method="post" className={styles.form} noValidate>
          <p className={styles.note}>
            {person.name} さん（{person.email}）のパスワードを設定します。{STAFF_PASSWORD_MIN}文字以上で、他のサイトと同じものは使わないでください。
          </p>
          <FormError message={actionData?.formError} />
          <input type="hidden" name="token" value={token} />
          <input type="email" name="email" autoComplete="username" value={person.email} readOnly hidden />
          <FormField htmlFor="new-password" label="新しいパスワード" error={errors.password} errorId="new-password-error">
            <input {...fieldA11y('new-password', errors.password)} name="password" type="password" autoComplete="new-password" minLength={STAFF_PASSWORD_MIN} required aria-required="true" />
          </FormField>
          <FormField htmlFor="confirm-password" label="新しいパスワード（確認）" error={errors.confirm} errorId="confirm-password-error">
            <input {...fieldA11y('confirm-password', errors.confirm)} name="confirm" type="password" autoComplete="new-password" required aria-required="true" />
          </FormField>
          <Button type="submit" disabled={submitting} className={styles.submit}>
            {submitting ? '設定中…' : 'パスワードを設定する'}
          </Button>
        </Form>
      )}
    </SignInCard>
  );
}
