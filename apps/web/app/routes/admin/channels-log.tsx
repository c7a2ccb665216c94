import { data, Link, useNavigation } from 'react-router';
import type { Route } from './+types/channels-log';
import { channelsEndpoints } from '@hotel/shared/schemas/admin/channels';
import { roleHas } from '@hotel/shared/schemas/admin/permissions';
import { adminLoad, callAdmin } from '../../lib/admin-api.server.ts';
import { adminHotel, withHotel } from '../../lib/admin-hotel.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { readPostedForm } from '../../lib/form-action.server.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { DataTable } from '../../components/admin/data-table.tsx';
import { TitledSection } from '../../components/admin/detail.tsx';
import { ActionNotice, Notice } from '../../components/admin/notice.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { CHANNEL_LOG_PATH, CHANNELS_PATH } from '../../features/admin-channels/channel-links.ts';
import { ConnectionStatus, SYNC_INTENTS, type SyncIntent, type SyncResult } from '../../features/admin-channels/connection-status.tsx';
import { SyncLogCards } from '../../features/admin-channels/sync-log-cards.tsx';
import { syncLogColumns } from '../../features/admin-channels/sync-log-columns.tsx';
import styles from '../../features/admin-channels/channels.module.css';

export const meta: Route.MetaFunction = () => adminMeta('チャネル同期ログ');

/**
 * /admin/channels/log?hotel=&page=: a hotel's channel connections and what was sent for it, newest
 * first (channels.sync: the hotel's manager and the group administrator; the top bar picks the hotel).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = new URL(request.url).searchParams.get('page') ?? '1';
  return adminLoad(context, request, channelsEndpoints.log, { hotel: adminHotel(request), page });
}

/** 全件同期 and 予約を今すぐ取得: the API starts them and answers at once (409 while a send holds the connection, or when it is off). */
export async function action({ request, context }: Route.ActionArgs) {
  const values = await readPostedForm(request);
  const intent = SYNC_INTENTS.find((i) => i === values.intent);
  if (!intent) return data<SyncResult>({ ok: false, message: '操作を選んでください' }, { status: 400 });
  const endpoint = ({ 'full-sync': channelsEndpoints.fullSync, pull: channelsEndpoints.pull } satisfies Record<SyncIntent, unknown>)[intent];
  const { status, envelope } = await callAdmin(context, request, endpoint, { id: values.id ?? '', hotel: adminHotel(request) });
  return data<SyncResult>({ ok: envelope.success, message: envelope.message, id: values.id }, { status: envelope.success ? 200 : status });
}

export default function ChannelLogPage({ loaderData, actionData }: Route.ComponentProps) {
  const { connections, items, page, pageSize, total } = loaderData;
  const { hotel, me } = useAdminLayout();
  const navigation = useNavigation();
  const administrator = roleHas(me.role, 'channels.manage');
  const pageHref = (n: number) => withHotel(CHANNEL_LOG_PATH, hotel.code, { page: n > 1 ? n : undefined });
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  // A failing connection comes first: it is what the manager opens the page for.
  const ordered = connections.toSorted((a, b) => Number(b.enabled && b.failingSince !== null) - Number(a.enabled && a.failingSince !== null));
  return (
    <AdminPage
      title="チャネル同期ログ"
      description={`${hotel.name}：チャネルマネージャーへ送った内容と応答（新しい順、時刻はホテル現地時間）`}
      breadcrumbs={administrator ? [{ label: 'チャネル連携', to: withHotel(CHANNELS_PATH, hotel.code) }, { label: '同期ログ' }] : undefined}
    >
      {/* A connection's answer shows in its card; one that names no connection shows here. */}
      <ActionNotice result={actionData && !connections.some((c) => String(c.id) === actionData.id) ? actionData : null} />
      <TitledSection id="channel-connections" title="接続の状態">
        {connections.length === 0 ? (
          <Notice tone="info">
            {hotel.name}を販売するチャネル接続はありません。
            {administrator ? (
              <>
                {' '}
                <Link className="text-link" to={withHotel(CHANNELS_PATH, hotel.code, { new: 1 })}>
                  接続を追加する
                </Link>
              </>
            ) : (
              '接続はグループ管理者が設定します。'
            )}
          </Notice>
        ) : (
          <div className={styles.statusGrid}>
            {ordered.map((c) => (
              <ConnectionStatus key={c.id} connection={c} hotelName={hotel.name} busy={navigation.state === 'submitting'} result={actionData} />
            ))}
          </div>
        )}
      </TitledSection>
      <TitledSection id="channel-log" title="同期ログ">
        <p className={styles.summary}>
          <span>{total === 0 ? '0件' : `${total.toLocaleString('ja-JP')}件中 ${first}–${Math.min(page * pageSize, total)}件`}</span>
          <Link className="text-link" to={pageHref(page)} replace preventScrollReset>
            最新の状態に更新
          </Link>
        </p>
        <div className={styles.wideOnly}>
          <DataTable caption="同期ログ" columns={syncLogColumns} data={items} getRowId={(l) => String(l.id)} emptyText="同期ログはまだありません" dense minWidth="56rem" />
        </div>
        <div className={styles.phoneOnly}>
          <SyncLogCards items={items} />
        </div>
        <Pager page={page} pageSize={pageSize} total={total} hrefFor={pageHref} />
      </TitledSection>
    </AdminPage>
  );
}
