import type { Route } from './+types/catalog';
import { listRatePlans, listRoomTypes } from '@hotel/shared/schemas/admin/catalog';
import { adminLoad } from '../../lib/admin-api.server.ts';
import { adminHotel, withHotel } from '../../lib/admin-hotel.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { ButtonLink } from '../../components/admin/button.tsx';
import { TitledSection } from '../../components/admin/detail.tsx';
import { Notice } from '../../components/admin/notice.tsx';
import { PlanTable, RoomTypeTable } from '../../features/admin-catalog/catalog-tables.tsx';

export const meta: Route.MetaFunction = () => adminMeta('料金プラン・客室タイプ');

const SAVED: Record<string, string> = { plan: '料金プランを保存しました。検索と予約にすぐ反映されます。', 'room-type': '客室タイプを保存しました。客室ページと検索にすぐ反映されます。' };

/** /admin/catalog: the chosen hotel's rate plans and room types, each row a link to its form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const hotel = adminHotel(request);
  const [{ plans }, { roomTypes }] = await Promise.all([adminLoad(context, request, listRatePlans, { hotel }), adminLoad(context, request, listRoomTypes, { hotel })]);
  const saved = new URL(request.url).searchParams.get('saved');
  return { plans, roomTypes, saved: saved ? (SAVED[saved] ?? null) : null };
}

export default function Catalog({ loaderData }: Route.ComponentProps) {
  const { hotel } = useAdminLayout();
  const { plans, roomTypes, saved } = loaderData;
  return (
    <AdminPage title="料金プラン・客室タイプ" description={`${hotel.name}：料金プランはすべての客室タイプに適用されます`}>
      {saved ? <Notice tone="success">{saved}</Notice> : null}
      <TitledSection
        id="catalog-plans"
        title={`料金プラン（${plans.length}）`}
        action={
          <ButtonLink to={withHotel('/admin/catalog/plan', hotel.code)} size="sm">
            新規プラン
          </ButtonLink>
        }
      >
        <PlanTable plans={plans} />
      </TitledSection>
      <TitledSection
        id="catalog-room-types"
        title={`客室タイプ（${roomTypes.length}）`}
        action={
          <ButtonLink to={withHotel('/admin/catalog/room-type', hotel.code)} size="sm">
            新規客室タイプ
          </ButtonLink>
        }
      >
        <RoomTypeTable roomTypes={roomTypes} />
      </TitledSection>
    </AdminPage>
  );
}
