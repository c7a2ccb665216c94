import { Form, Link } from 'react-router';
import type { Route } from './+types/order-statement';
import { roleHas } from '@hotel/shared/schemas/admin/permissions';
import { orderStatementEndpoints } from '@hotel/shared/schemas/admin/order-statement';
import { adminLoad } from '../../lib/admin-api.server.ts';
import { adminHotel, withHotel } from '../../lib/admin-hotel.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { Button } from '../../components/admin/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { OrderStatementPanel } from '../../features/admin-orders/order-statement.tsx';
import styles from '../../features/admin-orders/admin-orders.module.css';

export const meta: Route.MetaFunction = () => adminMeta('ご利用明細');

/** ?orderNo= names the booking (the hotel's); without it the page asks for one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const orderNo = new URL(request.url).searchParams.get('orderNo')?.trim() ?? '';
  if (!orderNo) return { statement: null };
  return {
    statement: await adminLoad(context, request, orderStatementEndpoints.statement, { hotel: adminHotel(request), orderNo }),
  };
}

/**
 * A booking's statement on its own page (decision 0069): for 経理, whose role has finance.receipts
 * but not orders.view, so the order detail (which shows the same panel) refuses them.
 */
export default function AdminOrderStatement({ loaderData }: Route.ComponentProps) {
  const { me, hotel } = useAdminLayout();
  const { statement } = loaderData;
  return (
    <AdminPage
      title="ご利用明細"
      description={statement ? `${statement.hotelName}・予約番号 ${statement.orderNo}` : '予約番号を入力すると、そのご予約の明細を表示します'}
      breadcrumbs={[
        {
          label: 'ご利用明細',
          to: withHotel('/admin/orders/statement', hotel.code),
        },
        ...(statement ? [{ label: statement.orderNo }] : []),
      ]}
    >
      <Form method="get" className={styles.panel} aria-label="予約番号で探す">
        <input type="hidden" name="hotel" value={hotel.code} />
        <FormField htmlFor="statement-order-no" label="予約番号" errorId="statement-order-no-error">
          <input id="statement-order-no" name="orderNo" defaultValue={statement?.orderNo ?? ''} maxLength={32} autoComplete="off" />
        </FormField>
        <Button type="submit" variant="secondary">
          表示
        </Button>
      </Form>
      {statement ? <OrderStatementPanel statement={statement} /> : null}
      {statement && roleHas(me.role, 'orders.view') ? (
        <p>
          <Link
            to={withHotel('/admin/orders/detail', hotel.code, {
              orderNo: statement.orderNo,
            })}
          >
            予約詳細へ
          </Link>
        </p>
      ) : null}
    </AdminPage>
  );
}
