import { data, Form, redirect } from 'react-router';
import type { Route } from './+types/account';
import { checkForm } from '@hotel/shared/forms/parse-form';
import { staffLogoutAllEndpoint } from '@hotel/shared/schemas/admin/auth';
import { STAFF_ROLE_LABELS } from '@hotel/shared/schemas/admin/permissions';
import { accountEndpoints, type TotpEnrolment } from '@hotel/shared/schemas/admin/staff';
import { adminLoad, callAdmin, cookieHeaders } from '../../lib/admin-api.server.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { readPostedForm } from '../../lib/form-action.server.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { Button } from '../../components/admin/button.tsx';
import { FormActions, FormSection } from '../../components/admin/form-section.tsx';
import { ActionNotice } from '../../components/admin/notice.tsx';
import { StatusBadge } from '../../components/admin/status-badge.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { fieldA11y } from '../../components/admin/form-fields.tsx';
import styles from '../../features/admin-staff/staff.module.css';

export const meta: Route.MetaFunction = () => adminMeta('マイアカウント');

export async function loader({ request, context }: Route.LoaderArgs) {
  return adminLoad(context, request, accountEndpoints.me, {});
}

interface AccountResult {
  ok: boolean;
  message?: string;
  codeError?: string;
  enrolment?: TotpEnrolment;
}

/** TOTP on (start, confirm) and off, and sign out everywhere. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = await readPostedForm(request);
  const intent = values.intent;
  if (intent === 'logout-all') {
    const { setCookies } = await callAdmin(context, request, staffLogoutAllEndpoint, {});
    throw redirect('/admin/login?signedOut=all', { headers: cookieHeaders(setCookies) });
  }
  if (intent === 'totp-start') {
    const { status, envelope } = await callAdmin(context, request, accountEndpoints.totpStart, {});
    if (!envelope.success || !envelope.data) return data<AccountResult>({ ok: false, message: envelope.message }, { status });
    return data<AccountResult>({ ok: true, message: envelope.message, enrolment: envelope.data });
  }
  const endpoint = intent === 'totp-confirm' ? accountEndpoints.totpConfirm : intent === 'totp-disable' ? accountEndpoints.totpDisable : null;
  if (!endpoint) return data<AccountResult>({ ok: false, message: '操作を選んでください' }, { status: 400 });
  const checked = checkForm(accountEndpoints.totpConfirm.input, { code: values.code ?? '' });
  if (!checked.ok) return data<AccountResult>({ ok: false, codeError: checked.errors.code }, { status: 400 });
  const { status, envelope } = await callAdmin(context, request, endpoint, checked.data);
  if (!envelope.success) return data<AccountResult>({ ok: false, codeError: envelope.message }, { status });
  return data<AccountResult>({ ok: true, message: envelope.message });
}

/** /admin/account: my account, my second factor, sign out everywhere. */
export default function AccountPage({ loaderData: me, actionData }: Route.ComponentProps) {
  const enrolment = actionData?.enrolment;
  return (
    <AdminPage title="マイアカウント" description={`${me.name}（${me.email}）・${STAFF_ROLE_LABELS[me.role]}`}>
      <ActionNotice result={actionData?.codeError ? null : actionData} />
      <FormSection
        title="二段階認証（認証アプリ）"
        description={
          <>
            状態：{me.totp ? <StatusBadge tone="success">有効</StatusBadge> : <StatusBadge>無効</StatusBadge>}
            <br />
            有効にすると、ログイン時にパスワードに加えて認証アプリ（Google Authenticator、Microsoft Authenticator など）の6桁の確認コードが必要になります。
          </>
        }
      >
        {me.totp ? (
          <CodeForm intent="totp-disable" label="無効にする" hint="無効にするには、現在の確認コードを入力してください。" error={actionData?.codeError} danger />
        ) : enrolment ? (
          <>
            <p>1. 認証アプリでこのQRコードを読み取ってください。</p>
            {/* SVG drawn by the server's qrcode package from our own otpauth:// address. */}
            <div className={styles.qr} role="img" aria-label="二段階認証の設定用QRコード" dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }} />
            <p className={styles.muted}>
              読み取れない場合は、次のキーを手で入力してください：<span className={styles.secret}>{enrolment.secret}</span>
            </p>
            <CodeForm intent="totp-confirm" label="確認して有効にする" hint="2. アプリに表示された6桁のコードを入力してください。" error={actionData?.codeError} />
          </>
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="totp-start" />
            <FormActions>
              <Button type="submit">二段階認証を設定する</Button>
            </FormActions>
          </Form>
        )}
      </FormSection>
      <FormSection title="すべての端末からログアウト" description="この端末を含め、ログイン中のすべての端末からログアウトします。端末をなくした場合などに使ってください。">
        <Form method="post">
          <input type="hidden" name="intent" value="logout-all" />
          <FormActions>
            <Button type="submit" variant="danger">
              すべての端末からログアウト
            </Button>
          </FormActions>
        </Form>
      </FormSection>
    </AdminPage>
  );
}

function CodeForm({ intent, label, hint, error, danger }: { intent: string; label: string; hint: string; error: string | undefined; danger?: boolean }) {
  return (
    <Form method="post" noValidate>
      <input type="hidden" name="intent" value={intent} />
      <FormField htmlFor={`${intent}-code`} label="確認コード" hint={hint} hintId={`${intent}-code-hint`} error={error} errorId={`${intent}-code-error`}>
        <input {...fieldA11y(`${intent}-code`, error, `${intent}-code-hint`)} name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*" maxLength={8} required aria-required="true" />
      </FormField>
      <FormActions>
        <Button type="submit" variant={danger ? 'danger' : 'primary'}>
          {label}
        </Button>
      </FormActions>
    </Form>
  );
}
