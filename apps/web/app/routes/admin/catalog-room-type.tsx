import { data } from 'react-router';
import { TranslationLink } from '../../features/admin-translations/translation-link.tsx';
import type { Route } from './+types/catalog-room-type';
import { CATALOG_MESSAGES, listRoomTypes, roomTypeSaveInput, saveRoomType } from '@hotel/shared/schemas/admin/catalog';
import { adminLoad } from '../../lib/admin-api.server.ts';
import { saveAdminForm } from '../../lib/admin-form.server.ts';
import { adminHotel, withHotel } from '../../lib/admin-hotel.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { readPostedForm } from '../../lib/form-action.server.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { apiRefusal, NEW_ROOM_TYPE_VALUES, roomTypeFormValues } from '../../features/admin-catalog/catalog-form-values.ts';
import { useCatalogEditor } from '../../features/admin-catalog/catalog-form.tsx';
import { RoomTypeForm } from '../../features/admin-catalog/room-type-form.tsx';

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.mode === 'update' ? `客室タイプ ${loaderData.values.code}` : '新規客室タイプ');

/** /admin/catalog/room-type?hotel=&code=: edit a room type (with code) or create one (without). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const hotel = adminHotel(request);
  const code = new URL(request.url).searchParams.get('code');
  const { roomTypes, imageChoices } = await adminLoad(context, request, listRoomTypes, { hotel });
  if (!code) return { mode: 'create' as const, values: NEW_ROOM_TYPE_VALUES, name: null, imageChoices };
  const room = roomTypes.find((r) => r.code === code);
  if (!room) throw data({ message: CATALOG_MESSAGES.roomTypeNotFound }, { status: 404 });
  return { mode: 'update' as const, values: roomTypeFormValues(room), name: room.name, imageChoices };
}

export async function action({ request, context }: Route.ActionArgs) {
  const hotel = adminHotel(request);
  // Images ticked in the picker (several fields of one name) join the list after the typed ones.
  const picked = (await request.clone().formData()).getAll('pickImage').filter((v): v is string => typeof v === 'string');
  const posted = await readPostedForm(request);
  const typed = (posted.images ?? '').split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  const values = { ...posted, images: [...typed, ...picked.filter((p) => !typed.includes(p))].join('\n') };
  const done = withHotel('/admin/catalog', hotel, { saved: 'room-type' });
  return saveAdminForm(context, request, { values, input: { ...values, hotel }, schema: roomTypeSaveInput, endpoint: saveRoomType, refusal: apiRefusal, done });
}

export default function CatalogRoomType({ loaderData, actionData }: Route.ComponentProps) {
  const { hotel, formKey, crumbs, form } = useCatalogEditor(loaderData, actionData);
  const { mode, name, imageChoices } = loaderData;
  return (
    <AdminPage
      title={mode === 'update' ? `客室タイプの編集：${name ?? ''}` : '新しい客室タイプ'}
      description={mode === 'create' ? `${hotel.name}・作成するとすぐに販売日が用意され、検索に表示されます` : hotel.name}
      breadcrumbs={crumbs('新規客室タイプ')}
      actions={mode === 'update' ? <TranslationLink hotel={hotel.code} kind="roomType" itemKey={loaderData.values.code ?? ''} /> : null}
    >
      <RoomTypeForm key={formKey} {...form} imageChoices={imageChoices} />
    </AdminPage>
  );
}
