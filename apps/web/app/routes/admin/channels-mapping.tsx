import { data, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/channels-mapping';
import { CHANNEL_MESSAGES, channelsEndpoints } from '@hotel/shared/schemas/admin/channels';
import { adminLoad, callAdmin } from '../../lib/admin-api.server.ts';
import { adminHotel, withHotel } from '../../lib/admin-hotel.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { readPostedForm, refuseForm, type FormRefusal } from '../../lib/form-action.server.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { ButtonLink } from '../../components/admin/button.tsx';
import { Notice } from '../../components/admin/notice.tsx';
import { CHANNEL_MAPPING_PATH, CHANNELS_PATH, mappingHref } from '../../features/admin-channels/channel-links.ts';
import { MappingForm } from '../../features/admin-channels/mapping-form.tsx';
import { checkMapping, mappingFormValues, unmappedItems } from '../../features/admin-channels/mapping-values.ts';
import styles from '../../features/admin-channels/channels.module.css';

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData ? `対応表 ${loaderData.connection.name}` : '対応表');

/**
 * /admin/channels/mapping?id=&hotel=: the group administrator maps one hotel of a connection. The
 * page's hotel (the top bar's) is the hotel mapped; one the connection does not sell shows its
 * hotels to choose from. Without an id: the list of connections.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const hotel = adminHotel(request);
  const id = new URL(request.url).searchParams.get('id');
  if (!id) throw redirect(withHotel(CHANNELS_PATH, hotel));
  const { items } = await adminLoad(context, request, channelsEndpoints.list, {});
  const connection = items.find((c) => String(c.id) === id);
  if (!connection) throw data({ message: CHANNEL_MESSAGES.notFound }, { status: 404 });
  if (!connection.hotelCodes.includes(hotel)) return { connection, mapping: null, saved: false };
  const saved = new URL(request.url).searchParams.get('saved') === '1';
  return { connection, mapping: await adminLoad(context, request, channelsEndpoints.mapping, { id, hotel }), saved };
}

/**
 * Save the hotel's mapping: every code checked at its own field, then the API. Saved: the page
 * again from its top with the message (the button is at the foot of a long form).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const values = await readPostedForm(request);
  const hotel = adminHotel(request);
  const id = new URL(request.url).searchParams.get('id') ?? '';
  const checked = checkMapping(values, id, hotel);
  if (!checked.ok) return refuseForm(values, checked.errors);
  const { status, envelope } = await callAdmin(context, request, channelsEndpoints.saveMapping, checked.data);
  if (!envelope.success) return refuseForm(values, {}, envelope.message, status);
  throw redirect(withHotel(CHANNEL_MAPPING_PATH, hotel, { id, saved: 1 }));
}

export default function ChannelMappingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { connection, mapping, saved } = loaderData;
  const { hotel, hotels } = useAdminLayout();
  const navigation = useNavigation();
  const names = new Map(hotels.map((h) => [h.code, h.name]));
  const back = withHotel(CHANNELS_PATH, hotel.code);
  const refused: FormRefusal | undefined = actionData;
  const tabs =
    mapping && connection.hotelCodes.length > 1 ? (
      <nav className={styles.tabs} aria-label="対応表のホテル">
        {connection.hotelCodes.map((code) => (
          <Link key={code} to={mappingHref(connection.id, code)} className={styles.tab} aria-current={code === hotel.code ? 'page' : undefined}>
            {names.get(code) ?? code}
          </Link>
        ))}
      </nav>
    ) : null;
  const open = mapping ? unmappedItems(mapping) : 0;
  return (
    <AdminPage
      title={`対応表：${connection.name}`}
      description={
        mapping
          ? `${hotel.name}の客室タイプ・料金プランを、チャネルマネージャー側で設定したコードに対応付けます。コードが空欄の項目は送信されません。`
          : 'ホテルごとの客室タイプ・料金プランを、チャネルマネージャー側で設定したコードに対応付けます。'
      }
      breadcrumbs={[{ label: 'チャネル連携', to: back }, { label: mapping ? `対応表（${hotel.name}）` : '対応表' }]}
      actions={
        <ButtonLink to={back} variant="secondary">
          一覧へ戻る
        </ButtonLink>
      }
    >
      {tabs}
      {saved && !refused ? <Notice tone="success">{CHANNEL_MESSAGES.mappingSaved}</Notice> : null}
      {mapping ? (
        <>
          <p className={styles.summary}>
            <span>
              客室タイプ {mapping.rooms.length}件・料金プラン {mapping.rates.length}件のうち、
              {open === 0 ? 'すべて対応済みです' : `未対応 ${open}件（送信されません）`}
              {mapping.hotel.channelCode === null ? '。ホテルコードが未設定のため、このホテルは何も送信されません' : ''}
            </span>
          </p>
          <MappingForm
            // Saved or refused, the form is drawn afresh: with what was saved, or what was typed.
            key={refused ? 'refused' : JSON.stringify(mappingFormValues(mapping))}
            mapping={mapping}
            values={refused?.values ?? mappingFormValues(mapping)}
            errors={refused?.errors ?? {}}
            formError={refused?.formError}
            backTo={back}
            submitting={navigation.state === 'submitting'}
          />
        </>
      ) : (
        <Notice tone="warning" title={CHANNEL_MESSAGES.hotelNotSold}>
          <div className={styles.lines}>
            <p>{hotel.name}はこの接続の販売ホテルではありません。対応表を設定するホテルを選んでください。</p>
            <ul className={styles.hotelLinks}>
              {connection.hotelCodes.map((code) => (
                <li key={code}>
                  <Link className="text-link" to={mappingHref(connection.id, code)}>
                    {names.get(code) ?? code}の対応表
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </Notice>
      )}
    </AdminPage>
  );
}
