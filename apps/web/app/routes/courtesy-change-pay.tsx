import type { Route } from './+types/courtesy-change-pay';
import { pageMeta } from '../lib/meta.ts';
import { ChangePayment } from '../features/booking/change-payment.tsx';
import { ChangeCompareCard } from '../features/member/change-compare.tsx';
import { ChangeFrame } from '../features/member/change-frame.tsx';
import { loadChangePayPage } from '../features/member/order-change.server.ts';
import { changePayAction } from '../features/member/order-change-action.server.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: '変更の差額のお支払い', noindex: true });

/** The member's pending change of their order; settled or lapsed, the change page says how it ended. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadChangePayPage(request, context, params.orderId);
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
  return (
    <ChangeFrame userName={userName} order={order} view="pay">
      <ChangeCompareCard title="お手続き中の変更" quote={pending} paidAtHotel={false} />
      <ChangePayment order={order} pending={pending} qr={actionData?.ok ? actionData.qr : null} result={actionData && !actionData.ok ? actionData : undefined} holdMinutes={holdMinutes} />
    </ChangeFrame>
  );
}
