import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@hotel/shared/messages';
import { PAY_LATER_CODE, PAY_METHODS } from '@hotel/shared/constants';
import type { Order } from '@hotel/shared/schemas/order';
import type { PayMethod } from '@hotel/shared/schemas/pay';
import { api, RequestCancelled } from '../../lib/api-client.ts';
import { payStateHref, savePayImage, saveSubmittedOrder } from '../../lib/booking-session.ts';
import { showToast } from '../../lib/toast-store.ts';
import { isWeChatBrowser } from './wechat-browser.ts';

/**
 * Complete payment (spec §4): pay later goes straight to success; a QR method shows the QR
 * page (or, inside WeChat with WeChat pay, the provider's page); the member card pays at once.
 */
export function useCompletePayment(order: Order) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const base = `/${order.hotelCode}/child-hotel/rooms`;
  const successHref = payStateHref(order);

  /** Call after the pay step's form passed payStepForm (a method is chosen). */
  async function complete(method: PayMethod | null, cardPwd: string) {
    setError(null);
    if (!method) return;
    saveSubmittedOrder(order);
    if (method.paycode === PAY_LATER_CODE) {
      navigate(successHref);
      return;
    }
    setPending(true);
    try {
      const { envelope } = await api(
        'orderpay',
        {
          code: method.code,
          revNo: order.revNo,
          hotelCode: order.hotelCode,
          payCode: method.paycode,
          cardPwd: method.code === PAY_METHODS.memberCard.code ? cardPwd : undefined,
          payAmount: order.actualAmount,
          customerName: order.customerName,
        },
        { quietStatuses: [400, 401, 404, 409, 410, 429] },
      );
      if (!envelope.success) {
        setError(envelope.message || MESSAGES.tryAgainLaterPolite);
        return;
      }
      const data = envelope.data;
      if (data) {
        if (isWeChatBrowser() && method.paycode === PAY_METHODS.wechat.paycode) {
          window.location.href = data.payUrl;
          return;
        }
        const returnTo = `${base}/pay-step?${new URLSearchParams({ id: String(order.id), orderNo: order.orderNo, revNo: order.revNo })}`;
        savePayImage({ qrCode: data.qrCode, payUrl: data.payUrl, returnTo, doneTo: successHref, orderNo: order.orderNo, amount: order.actualAmount });
        navigate(`${base}/PayDetail?payCode=${method.code}`);
        return;
      }
      showToast(envelope.message || MESSAGES.paySucceeded, 'success');
      navigate(successHref);
    } catch (e) {
      if (!(e instanceof RequestCancelled)) throw e;
    } finally {
      setPending(false);
    }
  }

  return { complete, pending, error };
}
