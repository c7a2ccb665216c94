import { Link, useNavigation } from 'react-router';
import type { Route } from './+types/webhooks-log';
import { WEBHOOK_LOG_SIZE, webhooksEndpoints } from '@hotel/shared/schemas/admin/webhooks';
import { adminLoad } from '../../lib/admin-api.server.ts';
import { withHotel } from '../../lib/admin-hotel.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { DataTable } from '../../components/admin/data-table.tsx';
import { Facts, TitledSection } from '../../components/admin/detail.tsx';
import { ActionNotice } from '../../components/admin/notice.tsx';
import { webhookAction } from '../../features/admin-webhooks/webhook-actions.server.ts';
import { hotelTimeOr, isFailing, pendingLabel } from '../../features/admin-webhooks/webhook-format.ts';
import { editWebhookHref, webhookLogHref, WEBHOOKS_PATH } from '../../features/admin-webhooks/webhook-links.ts';
import { WebhookLogCards } from '../../features/admin-webhooks/webhook-log-cards.tsx';
import { webhookLogColumns } from '../../features/admin-webhooks/webhook-log-columns.tsx';
import { UrlAndMemo } from '../../features/admin-webhooks/webhook-columns.tsx';
import { FailingWebhookNotice, WebhookStateBadge } from '../../features/admin-webhooks/webhook-state.tsx';
import styles from '../../features/admin-webhooks/webhooks.module.css';

export const meta: Route.MetaFunction = () => adminMeta('Webhook配信ログ');

/** /admin/webhooks/log?id=: an endpoint's state and its latest events with their tries (integrations.manage). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return adminLoad(context, request, webhooksEndpoints.log, { id: new URL(request.url).searchParams.get('id') ?? '' });
}

/** 今すぐ再送 in the red box: the list page's action (the only intent this page posts). */
export async function action({ request, context }: Route.ActionArgs) {
  return webhookAction(request, context);
}

export default function WebhookLogPage({ loaderData, actionData }: Route.ComponentProps) {
  const { endpoint, items } = loaderData;
  const { hotel } = useAdminLayout();
  const navigation = useNavigation();
  const answered = actionData && !('values' in actionData) ? actionData : undefined;
  const columns = webhookLogColumns(endpoint.hotelCode);
  return (
    <AdminPage
      title="Webhook配信ログ"
      description={`${endpoint.hotelName}の送信先へ通知したイベント（新しい順に最新${WEBHOOK_LOG_SIZE}件、時刻はホテル現地時間）`}
      breadcrumbs={[{ label: 'PMS連携（Webhook）', to: withHotel(WEBHOOKS_PATH, hotel.code) }, { label: '配信ログ' }]}
    >
      <ActionNotice result={answered} />
      <section className={`${styles.card} ${isFailing(endpoint) ? styles.cardFailing : ''}`} aria-labelledby="webhook-endpoint">
        <div className={styles.cardTop}>
          <h2 id="webhook-endpoint" className={styles.cardTitle}>
            {endpoint.hotelName}
          </h2>
          <WebhookStateBadge endpoint={endpoint} />
        </div>
        <FailingWebhookNotice endpoint={endpoint} busy={navigation.state === 'submitting'} />
        <Facts
          compact
          facts={[
            ['送信先', <UrlAndMemo endpoint={endpoint} />],
            ['未送信', pendingLabel(endpoint.pending)],
            ['最終成功', hotelTimeOr(endpoint.lastSuccessAt, 'まだ送信に成功していません')],
            ...(endpoint.enabled ? [] : [['送信', '無効（有効にするまで通知を作成・送信しません）'] as const]),
          ]}
        />
        <p className={styles.summary}>
          <Link className="text-link" to={editWebhookHref(hotel.code, endpoint.id)}>
            送信先を編集
          </Link>
        </p>
      </section>
      <TitledSection id="webhook-log" title="配信ログ">
        <p className={styles.summary}>
          <span>{items.length}件</span>
          <Link className="text-link" to={webhookLogHref(hotel.code, endpoint.id)} replace preventScrollReset>
            最新の状態に更新
          </Link>
        </p>
        <div className={styles.wideOnly}>
          <DataTable caption="配信ログ" columns={columns} data={items} getRowId={(i) => i.eventId} emptyText="イベントはまだありません" dense minWidth="50rem" />
        </div>
        <div className={styles.phoneOnly}>
          <WebhookLogCards items={items} hotel={endpoint.hotelCode} />
        </div>
      </TitledSection>
    </AdminPage>
  );
}
