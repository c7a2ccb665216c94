import { useEffect, useRef } from 'react';
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/login';
import { checkForm, type FieldErrors } from '@hotel/shared/forms/parse-form';
import { staffLoginBody, staffLoginEndpoint, staffMeEndpoint } from '@hotel/shared/schemas/admin/auth';
import { callAdminPublic, cookieHeaders } from '../../lib/admin-api.server.ts';
import { safeAdminNext } from '../../lib/admin-next.ts';
import { adminLinks, adminMeta } from '../../lib/admin-meta.ts';
import { readPostedForm } from '../../lib/form-action.server.ts';
import { FormError, FormField } from '../../components/ui/form-field.tsx';
import { fieldA11y } from '../../components/admin/form-fields.tsx';
import { Button } from '../../components/admin/button.tsx';
import { Notice } from '../../components/admin/notice.tsx';
import styles from '../../features/admin-shell/admin-login.module.css';
import { SignInCard } from '../../features/admin-shell/sign-in-card.tsx';
import { LoginTotpStep } from '../../features/admin-staff/login-totp.tsx';
import { loginWithCode } from '../../features/admin-staff/login-totp.server.ts';

export const links: Route.LinksFunction = adminLinks;
export const meta: Route.MetaFunction = () => adminMeta('ログイン');

const SIGNED_OUT: Record<string, string> = {
  this: 'ログアウトしました。',
  all: 'すべての端末からログアウトしました。',
};

/** Already signed in: straight on to where they were going. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeAdminNext(url.searchParams.get('next'));
  const { status } = await callAdminPublic(context, staffMeEndpoint, {});
  if (status === 200) throw redirect(next);
  return { next, signedOut: SIGNED_OUT[url.searchParams.get('signedOut') ?? ''] ?? null, demoMode: context.demoMode };
}

interface LoginRefusal {
  errors: FieldErrors;
  email: string;
  formError?: string;
  /** The password was right and a TOTP code is still owed (features/admin-staff/login-totp). */
  totp?: { pendingToken: string };
}

/**
 * POST /adminapi/v1/auth/login in-process; its staff_session cookie goes on to the browser with
 * the redirect. Works without JavaScript. The API's message (wrong password, locked) is shown as is.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const values = await readPostedForm(request);
  const next = safeAdminNext(new URL(request.url).searchParams.get('next'));
  const email = values.email ?? '';
  if (values.pendingToken !== undefined) {
    const step = await loginWithCode(context, values);
    if (step.ok) throw redirect(next, { headers: cookieHeaders(step.setCookies) });
    return data<LoginRefusal>({ errors: {}, email, formError: step.message, totp: { pendingToken: step.pendingToken } }, { status: 401 });
  }
  const checked = checkForm(staffLoginBody, { email, password: values.password ?? '' });
  if (!checked.ok) return data<LoginRefusal>({ errors: checked.errors, email }, { status: 400 });
  const { status, envelope, setCookies } = await callAdminPublic(context, staffLoginEndpoint, checked.data);
  if (envelope.data && 'totpRequired' in envelope.data) return data<LoginRefusal>({ errors: {}, email, totp: { pendingToken: envelope.data.pendingToken } });
  if (envelope.success) throw redirect(next, { headers: cookieHeaders(setCookies) });
  return data<LoginRefusal>({ errors: {}, email, formError: envelope.message }, { status: status >= 400 ? status : 500 });
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { next, signedOut, demoMode } = loaderData;
  const errors = actionData?.errors ?? {};
  const submitting = useNavigation().state === 'submitting';
  // A refused attempt empties the password (the page without JavaScript comes back empty anyway).
  const password = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (actionData && password.current) password.current.value = '';
  }, [actionData]);
  const action = next === '/admin' ? '/admin/login' : `/admin/login?next=${encodeURIComponent(next)}`;
  return (
    <SignInCard title="スタッフログイン">
      {signedOut && !actionData ? <Notice tone="success">{signedOut}</Notice> : null}
      {actionData?.totp ? (
        <LoginTotpStep action={action} pendingToken={actionData.totp.pendingToken} error={actionData.formError} styles={styles} />
      ) : (
        <Form method="post" action={action} className={styles.form} noValidate>
          <FormError message={actionData?.formError} />
          <FormField htmlFor="admin-email" label="メールアドレス" error={errors.email} errorId="admin-email-error">
            <input
              {...fieldA11y('admin-email', errors.email)}
              name="email"
              type="email"
              autoComplete="username"
              inputMode="email"
              required
              aria-required="true"
              defaultValue={actionData?.email ?? ''}
              key={actionData?.email ?? ''}
            />
          </FormField>
          <FormField htmlFor="admin-password" label="パスワード" error={errors.password} errorId="admin-password-error">
            <input ref={password} {...fieldA11y('admin-password', errors.password)} name="password" type="password" autoComplete="current-password" required aria-required="true" />
          </FormField>
          <Button type="submit" disabled={submitting} className={styles.submit}>
            {submitting ? 'ログイン中…' : 'ログイン'}
          </Button>
        </Form>
      )}
      <p className={styles.note}>
        パスワードを忘れた場合は、グループ管理者にお問い合わせください。
        {demoMode ? (
          <>
            <br />
            デモ：admin@demo.felton ／ FeltonStaff2026
          </>
        ) : null}
      </p>
    </SignInCard>
  );
}
