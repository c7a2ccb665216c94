import type { Route } from './+types/courtesy-change-pay';
import { pageMeta } from '../lib/meta.ts';
import { routeMessages, routeTranslator } from '../lib/i18n/catalogs.server.ts';
import { useT } from '../lib/i18n/i18n.tsx';
import { ChangePayment } from '../features/booking/change-payment.tsx';
import { ChangeCompareCard } from '../features/member/change-compare.tsx';
import { ChangeFrame } from '../features/member/change-frame.tsx';
import { loadChangePayPage } from '../features/member/order-change.server.ts';
import { changePayAction } from '../features/member/order-change-action.server.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: args.loaderData?.title ?? '', noindex: true });

/** The member's pending change of their order; settled or lapsed, the change page says how it ended. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = await loadChangePayPage(request, context, params.orderId);
  const t = routeTranslator(request, ['orderChange']);
  // ChangePayment (features/booking) speaks from the booking namespace once that is converted.
  return { ...page, i18n: routeMessages(request, ['member', 'orderChange', 'booking']), title: t('orderChange.payTitle') };
}

/** Pay (QR or member card), check a QR's payment, withdraw: each posts here (it works without JavaScript). */
export async function action({ request, context, params }: Route.ActionArgs) {
  return changePayAction(request, context, params.orderId);
}

/**
 * A pending change's difference (decision 0059), on a page of its own so the change form's page
 * does not load the payment's code: what the change does, then the pay step for the difference
 * until the change's window closes.
 */
export default function CourtesyChangePay({ loaderData, actionData }: Route.ComponentProps) {
  const { userName, holdMinutes, order, pending } = loaderData;
  const t = useT();
  return (
    <ChangeFrame userName={userName} order={order} view="pay">
      <ChangeCompareCard title={t('orderChange.pendingTitle')} quote={pending} paidAtHotel={false} />
      <ChangePayment order={order} pending={pending} qr={actionData?.ok ? actionData.qr : null} result={actionData && !actionData.ok ? actionData : undefined} holdMinutes={holdMinutes} />
    </ChangeFrame>
  );
}
