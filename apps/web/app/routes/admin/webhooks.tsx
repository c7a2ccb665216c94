import { useMemo } from 'react';
import { data, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/webhooks';
import { WEBHOOK_MESSAGES, webhooksEndpoints } from '@hotel/shared/schemas/admin/webhooks';
import { callAdmin } from '../../lib/admin-api.server.ts';
import { withHotel } from '../../lib/admin-hotel.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { ButtonLink } from '../../components/admin/button.tsx';
import { DataTable } from '../../components/admin/data-table.tsx';
import { TitledSection } from '../../components/admin/detail.tsx';
import { ActionNotice, Notice } from '../../components/admin/notice.tsx';
import { OneTimeSecret } from '../../features/admin-webhooks/one-time-secret.tsx';
import { VerifyHelp } from '../../features/admin-webhooks/verify-help.tsx';
import { webhookAction } from '../../features/admin-webhooks/webhook-actions.server.ts';
import { WebhookCards } from '../../features/admin-webhooks/webhook-cards.tsx';
import { webhookColumns } from '../../features/admin-webhooks/webhook-columns.tsx';
import { WebhookForm } from '../../features/admin-webhooks/webhook-form.tsx';
import { failingFirst, isFailing } from '../../features/admin-webhooks/webhook-format.ts';
import { newWebhookValues, webhookFormValues } from '../../features/admin-webhooks/webhook-form-values.ts';
import { WEBHOOKS_PATH } from '../../features/admin-webhooks/webhook-links.ts';
import { FailingWebhookNotice } from '../../features/admin-webhooks/webhook-state.tsx';
import styles from '../../features/admin-webhooks/webhooks.module.css';

export const meta: Route.MetaFunction = () => adminMeta('PMS連携（Webhook）');

/** A page that may carry a signing secret (the action's answer) is never stored by a browser or proxy. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

/**
 * /admin/webhooks (the group administrator, integrations.manage): every hotel's PMS endpoints, their
 * form (?new=1, ?edit=<id>), the secret once after a create or a rotation, and how a receiver
 * checks what it is sent. Anyone else is refused (the back office's 権限がありません page).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { status, envelope } = await callAdmin(context, request, webhooksEndpoints.list, {});
  if (!envelope.success || !envelope.data) throw data({ message: envelope.message }, { status: status >= 400 ? status : 500 });
  return { items: envelope.data.items, saved: new URL(request.url).searchParams.get('saved') === '1' };
}

export async function action({ request, context }: Route.ActionArgs) {
  return webhookAction(request, context);
}

export default function WebhooksPage({ loaderData, actionData }: Route.ComponentProps) {
  const { saved } = loaderData;
  const { hotel, hotels } = useAdminLayout();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const items = useMemo(() => failingFirst(loaderData.items), [loaderData.items]);
  const columns = useMemo(() => webhookColumns(hotel.code, busy), [hotel.code, busy]);
  // A refused form comes back with what was posted (its intent among it); anything else is a button's answer.
  const refused = actionData && 'values' in actionData ? actionData : undefined;
  const answered = actionData && !('values' in actionData) ? actionData : undefined;
  const issued = answered?.issued;
  const editing = items.find((e) => String(e.id) === params.get('edit'));
  const creating = !editing && !issued && (params.get('new') === '1' || refused?.values.intent === 'create');
  const list = withHotel(WEBHOOKS_PATH, hotel.code);
  return (
    <AdminPage
      title="PMS連携（Webhook）"
      description="各ホテルのPMSへ、予約の作成・変更・取消・チェックイン・チェックアウトを署名付きで通知します。時刻はホテル現地時間です。"
      actions={
        creating ? null : (
          <ButtonLink to={withHotel(WEBHOOKS_PATH, hotel.code, { new: 1 })} variant="primary">
            新しい送信先
          </ButtonLink>
        )
      }
    >
      {saved && !actionData ? <Notice tone="success">{WEBHOOK_MESSAGES.saved}</Notice> : null}
      {/* 登録しました / 再発行しました, then the secret itself. */}
      <ActionNotice result={answered} />
      {issued ? <OneTimeSecret endpoint={issued.endpoint} secret={issued.secret} rotated={answered.intent === 'rotate'} /> : null}
      {items.filter(isFailing).map((e) => (
        <FailingWebhookNotice key={e.id} endpoint={e} busy={busy} />
      ))}
      {creating || editing ? (
        <WebhookForm
          // A refused post (or another endpoint) draws the form afresh with what it answered.
          key={refused ? 'posted' : (editing?.id ?? 'new')}
          mode={editing ? 'update' : 'create'}
          hotelName={editing?.hotelName}
          values={refused?.values ?? (editing ? webhookFormValues(editing) : newWebhookValues(hotel.code))}
          errors={refused?.errors ?? {}}
          formError={refused?.formError}
          hotels={hotels}
          action={editing ? withHotel(WEBHOOKS_PATH, hotel.code, { edit: editing.id }) : list}
          closeTo={list}
          submitting={busy}
        />
      ) : null}
      <TitledSection id="webhook-endpoints" title={`送信先（${items.length}）`}>
        <div className={styles.wideOnly}>
          <DataTable caption="送信先一覧" columns={columns} data={items} getRowId={(e) => String(e.id)} emptyText="送信先はまだありません" minWidth="58rem" />
        </div>
        <div className={styles.phoneOnly}>
          <WebhookCards items={items} hotel={hotel.code} busy={busy} />
        </div>
      </TitledSection>
      <VerifyHelp />
    </AdminPage>
  );
}
