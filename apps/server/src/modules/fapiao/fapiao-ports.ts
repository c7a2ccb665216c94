import { ORDER_STATE } from '@hotel/shared/constants';
import type { MailTransport } from '../confirmations/index.ts';
import type { SmsProvider } from '../sms/index.ts';

/** The order a request is for, as orders' records answer it (an OrderRow satisfies it). */
export interface FapiaoOrder {
  id: number;
  orderNo: string;
  memberId: number | null;
  hotelCode: string;
  state: number;
  cancelCharge: number | null;
  revUser: string;
  mobile: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  actualAmount: number;
}

/** Orders' port: one order by its id (decision 0058: no other module's tables are read here). */
export interface FapiaoOrders {
  findById(id: number): Promise<FapiaoOrder | undefined>;
}

/** How the guest is told: confirmations' mail transport (null without e-mail) and the SMS provider. */
export interface FapiaoChannels {
  mail: MailTransport | null;
  sms: SmsProvider;
}

/**
 * An order a fapiao may be asked for: booked, paid or stayed; a cancelled one only when a charge
 * was kept (the guest paid for something); never an unpaid order that lapsed.
 */
export function fapiaoEligible(order: Pick<FapiaoOrder, 'state' | 'cancelCharge'>): boolean {
  if (order.state === ORDER_STATE.booked || order.state === ORDER_STATE.paid || order.state === ORDER_STATE.completed) return true;
  return order.state === ORDER_STATE.cancelled && (order.cancelCharge ?? 0) > 0;
}
