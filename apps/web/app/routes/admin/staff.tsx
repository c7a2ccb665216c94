import { Form, Link, useSearchParams } from 'react-router';
import type { Route } from './+types/staff';
import { GROUP_CODE } from '@hotel/shared/constants';
import { STAFF_ROLE_LABELS } from '@hotel/shared/schemas/admin/permissions';
import { staffEndpoints, type StaffAccount } from '@hotel/shared/schemas/admin/staff';
import { adminLoad } from '../../lib/admin-api.server.ts';
import { withHotel } from '../../lib/admin-hotel.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { Button, ButtonLink } from '../../components/admin/button.tsx';
import { adminColumnHelper, DataTable } from '../../components/admin/data-table.tsx';
import { ActionNotice } from '../../components/admin/notice.tsx';
import { StatusBadge } from '../../components/admin/status-badge.tsx';
import { OneTimeLink } from '../../features/admin-staff/one-time-link.tsx';
import { staffAction } from '../../features/admin-staff/staff-actions.server.ts';
import { GROUP_CONTENT_LABEL, StaffForm } from '../../features/admin-staff/staff-form.tsx';
import styles from '../../features/admin-staff/staff.module.css';

export const meta: Route.MetaFunction = () => adminMeta('スタッフ');

export async function loader({ request, context }: Route.LoaderArgs) {
  return adminLoad(context, request, staffEndpoints.list, {});
}

export async function action({ request, context }: Route.ActionArgs) {
  return staffAction(request, context);
}

const formatTime = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat('ja-JP', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Shanghai' }).format(new Date(iso)) : '—';

const col = adminColumnHelper<StaffAccount>();

/** /admin/staff (group administrators): every account; create, edit, disable, a new link, reset TOTP. */
export default function StaffPage({ loaderData, actionData }: Route.ComponentProps) {
  const { hotels, hotel } = useAdminLayout();
  const [params] = useSearchParams();
  const editing = loaderData.items.find((s) => String(s.id) === params.get('edit'));
  const creating = params.get('new') === '1' && !(actionData?.ok && actionData.intent === 'create');
  const names = new Map([[GROUP_CODE, GROUP_CONTENT_LABEL], ...hotels.map((h) => [h.code, h.name] as const)]);
  const here = withHotel('/admin/staff', hotel.code);
  const columns = [
    col.accessor('name', { header: '氏名', cell: (c) => <Link to={withHotel('/admin/staff', hotel.code, { edit: c.row.original.id })}>{c.getValue()}</Link>, meta: { nowrap: true } }),
    col.accessor('email', { header: 'メールアドレス' }),
    col.accessor('role', { header: '役割', cell: (c) => STAFF_ROLE_LABELS[c.getValue()], meta: { nowrap: true } }),
    col.accessor('hotels', { header: '担当ホテル', enableSorting: false, cell: (c) => (c.getValue().length === 0 ? '全ホテル' : c.getValue().map((code) => names.get(code) ?? code).join('、')) }),
    col.display({
      id: 'state',
      header: '状態',
      cell: (c) => {
        const s = c.row.original;
        if (s.disabled) return <StatusBadge tone="danger">無効</StatusBadge>;
        if (!s.passwordSet) return <StatusBadge tone="warning">パスワード未設定</StatusBadge>;
        return <StatusBadge tone="success">有効</StatusBadge>;
      },
      meta: { nowrap: true },
    }),
    col.accessor('totp', { header: '二段階認証', cell: (c) => (c.getValue() ? 'あり' : '—'), meta: { align: 'center' } }),
    col.accessor('lastLoginAt', { header: '最終ログイン', cell: (c) => formatTime(c.getValue()), meta: { nowrap: true } }),
  ];
  return (
    <AdminPage
      title="スタッフ"
      description="管理画面のアカウント、役割と担当ホテル。変更はすべて監査ログに記録されます。"
      actions={creating ? null : <ButtonLink to={withHotel('/admin/staff', hotel.code, { new: 1 })} variant="primary">新規登録</ButtonLink>}
    >
      <ActionNotice result={actionData?.link ? null : actionData} />
      {actionData?.link ? <OneTimeLink link={actionData.link} /> : null}
      {creating ? <StaffForm hotels={hotels} errors={actionData?.intent === 'create' ? (actionData.errors ?? {}) : {}} action={withHotel('/admin/staff', hotel.code, { new: 1 })} /> : null}
      {editing ? (
        <>
          <StaffForm key={editing.id} person={editing} hotels={hotels} errors={actionData?.intent === 'update' ? (actionData.errors ?? {}) : {}} action={withHotel('/admin/staff', hotel.code, { edit: editing.id })} />
          <div className={styles.rowActions}>
            <PersonAction person={editing} intent={editing.disabled ? 'enable' : 'disable'} label={editing.disabled ? '有効にする' : '無効にする（ログイン中の端末もログアウト）'} variant={editing.disabled ? 'secondary' : 'danger'} />
            <PersonAction person={editing} intent="link" label="パスワード設定用リンクを再発行" variant="secondary" />
            {editing.totp ? <PersonAction person={editing} intent="reset-totp" label="二段階認証をリセット" variant="secondary" /> : null}
            <Link to={here}>閉じる</Link>
          </div>
        </>
      ) : null}
      <DataTable caption="スタッフ一覧" columns={columns} data={loaderData.items} getRowId={(s) => String(s.id)} sortable emptyText="スタッフはまだいません" rowClassName={(s) => (s.disabled ? styles.muted : undefined)} />
    </AdminPage>
  );
}

function PersonAction({ person, intent, label, variant }: { person: StaffAccount; intent: string; label: string; variant: 'secondary' | 'danger' }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={person.id} />
      <input type="hidden" name="name" value={person.name} />
      <Button type="submit" variant={variant} size="sm">
        {label}
      </Button>
    </Form>
  );
}
