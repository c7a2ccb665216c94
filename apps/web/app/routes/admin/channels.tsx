import { useMemo } from 'react';
import { data, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/channels';
import { CHANNEL_MESSAGES, channelSaveInput, channelsEndpoints } from '@hotel/shared/schemas/admin/channels';
import { callAdmin } from '../../lib/admin-api.server.ts';
import { saveAdminForm } from '../../lib/admin-form.server.ts';
import { adminHotel, withHotel } from '../../lib/admin-hotel.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { readPostedForm } from '../../lib/form-action.server.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { ButtonLink } from '../../components/admin/button.tsx';
import { DataTable } from '../../components/admin/data-table.tsx';
import { TitledSection } from '../../components/admin/detail.tsx';
import { Notice } from '../../components/admin/notice.tsx';
import { redirectToSyncLogIfAllowed } from '../../features/admin-channels/channel-access.server.ts';
import { CHANNEL_LOG_PATH, CHANNELS_PATH } from '../../features/admin-channels/channel-links.ts';
import { connectionColumns } from '../../features/admin-channels/connection-columns.tsx';
import { ConnectionCards } from '../../features/admin-channels/connection-cards.tsx';
import { ConnectionForm } from '../../features/admin-channels/connection-form.tsx';
import { connectionFormValues, connectionInput, connectionRefusal, connectionShownValues, HOTELS_FIELD, NEW_CONNECTION_VALUES } from '../../features/admin-channels/connection-form-values.ts';
import { FailingNotice } from '../../features/admin-channels/connection-state.tsx';
import styles from '../../features/admin-channels/channels.module.css';

export const meta: Route.MetaFunction = () => adminMeta('チャネル連携');

/**
 * /admin/channels (the group administrator, channels.manage): every connection, and its form
 * (?new=1, ?edit=<id>). A hotel manager has only the sync log and lands there.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { status, envelope } = await callAdmin(context, request, channelsEndpoints.list, {});
  if (!envelope.success || !envelope.data) {
    if (status === 403) await redirectToSyncLogIfAllowed(context, request);
    throw data({ message: envelope.message }, { status: status >= 400 ? status : 500 });
  }
  return { items: envelope.data.items, saved: new URL(request.url).searchParams.get('saved') === '1' };
}

/** Save (add or edit) through the API's schema; saved: back to the list with its message. */
export async function action({ request, context }: Route.ActionArgs) {
  const hotels = (await request.clone().formData()).getAll(HOTELS_FIELD).filter((v) => typeof v === 'string');
  const values = await readPostedForm(request);
  return saveAdminForm(context, request, {
    values: connectionShownValues(values, hotels),
    input: connectionInput(values, hotels),
    schema: channelSaveInput,
    endpoint: channelsEndpoints.save,
    refusal: connectionRefusal,
    done: withHotel(CHANNELS_PATH, adminHotel(request), { saved: 1 }),
  });
}

export default function ChannelsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { items, saved } = loaderData;
  const { hotel, hotels } = useAdminLayout();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const names = useMemo(() => new Map(hotels.map((h) => [h.code, h.name])), [hotels]);
  const columns = useMemo(() => connectionColumns(hotel.code, names), [hotel.code, names]);
  const editing = items.find((c) => String(c.id) === params.get('edit'));
  const creating = !editing && params.get('new') === '1';
  const list = withHotel(CHANNELS_PATH, hotel.code);
  const failing = items.filter((c) => c.enabled && c.failingSince);
  return (
    <AdminPage
      title="チャネル連携"
      description="チャネルマネージャー（SiteMinder pmsXchange）と Google ホテル広告（無料掲載）への接続。在庫・料金・販売制限の変更を自動で送信します。"
      actions={
        <>
          <ButtonLink to={withHotel(CHANNEL_LOG_PATH, hotel.code)}>同期ログ</ButtonLink>
          {creating ? null : (
            <ButtonLink to={withHotel(CHANNELS_PATH, hotel.code, { new: 1 })} variant="primary">
              新しい接続
            </ButtonLink>
          )}
        </>
      }
    >
      {saved ? <Notice tone="success">{CHANNEL_MESSAGES.saved}</Notice> : null}
      {failing.map((c) => (
        <FailingNotice key={c.id} connection={c} />
      ))}
      {creating || editing ? (
        <ConnectionForm
          // A refused post (or another connection) draws the form afresh with what it answered.
          key={actionData ? 'posted' : (editing?.id ?? 'new')}
          mode={editing ? 'update' : 'create'}
          savedName={editing?.name}
          values={actionData?.values ?? (editing ? connectionFormValues(editing) : NEW_CONNECTION_VALUES)}
          errors={actionData?.errors ?? {}}
          formError={actionData?.formError}
          hotels={hotels}
          action={editing ? withHotel(CHANNELS_PATH, hotel.code, { edit: editing.id }) : withHotel(CHANNELS_PATH, hotel.code, { new: 1 })}
          closeTo={list}
          submitting={navigation.state === 'submitting'}
        />
      ) : null}
      <TitledSection id="channel-connections" title={`接続（${items.length}）`}>
        <div className={styles.wideOnly}>
          <DataTable caption="チャネル接続一覧" columns={columns} data={items} getRowId={(c) => String(c.id)} emptyText="チャネル接続はまだありません" minWidth="54rem" />
        </div>
        <div className={styles.phoneOnly}>
          <ConnectionCards items={items} hotel={hotel.code} names={names} />
        </div>
      </TitledSection>
    </AdminPage>
  );
}
