import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ORDER_STATE, PAY_METHODS } from '@hotel/shared/constants';
import { PAY_LINK_MESSAGES as M } from '@hotel/shared/pay-link-messages';
import { ORDERS_MESSAGES } from '@hotel/shared/schemas/admin/orders';
import type { PayLinkInput, PayLinkResult } from '@hotel/shared/schemas/admin/pay-link';
import type { PayLinkSummary } from '@hotel/shared/schemas/pay-link';
import { ApiError, badRequest, notFound } from '../../lib/api-error.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { AuditTrail } from '../audit/index.ts';
import type { MailTransport } from '../confirmations/index.ts';
import type { OrderRow, PayableOrdersService } from '../orders/index.ts';
import { maskMobile, SmsDeliveryError, type SmsProvider } from '../sms/index.ts';
import type { SignedInStaff } from '../staff/index.ts';
import { payLinkMail, payLinkSmsText, type PayLinkFacts } from './pay-link-message.ts';
import type { PayLinkRepository } from './pay-link.repository.ts';
import type { PaidState, PaymentService, QrOutcome } from './payment.service.ts';
import { canStillBePaid } from './settle-payment.ts';

/** The page a link opens: PUBLIC_URL + PAY_LINK_PATH + token (apps/web routes/pay-link.tsx). */
export const PAY_LINK_PATH = '/paylink/';
/**
 * How long a link to an order without a pay deadline (pay at the hotel, paid online if the guest
 * likes) opens its page: 72 hours from when it was sent, as long as a staff set-password link.
 */
export const PAY_LINK_OPEN_HOURS = 72;
/** Links one order may be sent in 24 hours (each an SMS or e-mail to the guest). */
export const PAY_LINK_DAILY_CAP = 5;

const DAY_MS = 24 * 3_600_000;
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const conflict = (message: string) => new ApiError(409, message);
/** One answer for a wrong, expired or unknown token: the answer never says which. */
const linkInvalid = () => notFound(M.linkInvalid);

/** ken.sato@example.jp → ke***@example.jp: which address it went to, not one to write to. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, Math.min(2, at - 1))}***${email.slice(at)}`;
}

/** 佐藤 健 → 佐＊ ＊: the guest recognises the booking, a stranger with the link learns little. */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  return chars.map((c, i) => (i === 0 || /\s/.test(c) ? c : '＊')).join('');
}

/** Orders' ports the links need: the desk's lookup by number, and the order and hotel name by id. */
export interface PayLinkOrders {
  findByOrderNo(orderNo: string): Promise<OrderRow | undefined>;
}

export interface PayLinkChannels {
  sms: SmsProvider;
  /** Confirmations' transport (SMTP, demo mode's outbox), or null without e-mail. */
  mail: MailTransport | null;
}

/**
 * Payment links (issue 25, decision 0059): staff send one for an unpaid booking by SMS or e-mail;
 * its token, 32 random bytes shown only in that message and stored as its SHA-256, opens that
 * order's QR pay page without a member login until the order's pay deadline. Paying through it
 * is PaymentService's QR flow and check, so a link's payment settles exactly like any other.
 */
export class PayLinkService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly links: PayLinkRepository,
    private readonly deskOrders: PayLinkOrders,
    private readonly orders: PayableOrdersService,
    private readonly payments: PaymentService,
    private readonly channels: PayLinkChannels,
    private readonly audit: AuditTrail,
    /** PUBLIC_URL's origin: the address the link is written with. */
    private readonly siteUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * A new link for the order, sent at once (the token is never stored, so it cannot wait for a
   * job): stored first so it works the moment the guest opens it, withdrawn if the message did not
   * leave, and audited (who, order, how, to where masked; never the token) once it did.
   */
  async issue(staff: SignedInStaff, { hotel, orderNo, via }: PayLinkInput, now: Date): Promise<PayLinkResult> {
    const order = await this.deskOrders.findByOrderNo(orderNo.toUpperCase());
    if (!order || order.hotelCode !== hotel) throw notFound(ORDERS_MESSAGES.orderNotFound);
    refuseUnlessPayable(order, now);
    const to = via === 'sms' ? order.mobile : order.email;
    if (!to) throw conflict(M.noEmail);
    if (via === 'email' && !this.channels.mail) throw conflict(M.mailNotConfigured);
    if (via === 'sms' && !this.channels.sms.sendNotice) throw conflict(M.smsTemplateMissing);
    if ((await this.links.countSince(order.id, new Date(now.getTime() - DAY_MS))) >= PAY_LINK_DAILY_CAP) throw new ApiError(429, M.tooMany);

    const token = randomBytes(32).toString('base64url');
    const expiresAt = order.payDeadline ?? new Date(now.getTime() + PAY_LINK_OPEN_HOURS * 3_600_000);
    const link = await this.links.insert({ orderId: order.id, tokenHash: sha256(token), sentVia: via, createdBy: staff.staffId, expiresAt, createdAt: now });
    const facts: PayLinkFacts = { order, hotelName: (await this.orders.describe(order.id))?.hotelName ?? '', url: this.urlOf(token), expiresAt };
    try {
      await (via === 'sms' ? this.sendSms(to, facts, token) : this.sendMail(to, facts));
    } catch (error) {
      await this.links.remove(link.id);
      throw error;
    }
    const sentTo = via === 'sms' ? maskMobile(to) : maskEmail(to);
    await this.inTransaction((tx) =>
      this.audit.record(tx, staff, { hotelCode: order.hotelCode, entity: 'order', entityId: order.orderNo, action: 'pay_link', after: { sentVia: via, sentTo, expiresAt: expiresAt.toISOString() } }),
    );
    return { via, sentTo, expiresAt: expiresAt.toISOString() };
  }

  /** What the link's page shows. */
  async summary(token: string, now: Date): Promise<PayLinkSummary> {
    const { order, expiresAt } = await this.linked(token, now);
    const hotel = await this.orders.describe(order.id);
    return {
      orderNo: order.orderNo,
      hotelCode: order.hotelCode,
      hotelName: hotel?.hotelName ?? '',
      roomTypeName: order.roomTypeName,
      rateName: order.rateName,
      checkIn: order.checkIn,
      checkOut: order.checkOut,
      nights: order.nights,
      roomQty: order.roomQty,
      guestName: maskName(order.revUser),
      amount: order.actualAmount,
      payDeadline: order.payDeadline?.toISOString() ?? null,
      linkExpiresAt: expiresAt.toISOString(),
      paid: order.payResult === 1,
      payable: canStillBePaid(order, now),
      state: order.state,
      methods: this.payments.qrMethods(),
    };
  }

  /** The QR for the link's order (Alipay or WeChat Pay; not the member card, which needs a member). */
  async pay(token: string, code: number, now: Date): Promise<QrOutcome> {
    if (code === PAY_METHODS.memberCard.code) throw badRequest(M.cardNotByLink);
    const order = await this.payments.payableOrder(async () => (await this.linked(token, now)).order, now);
    return this.payments.qr(order, code, now);
  }

  /** Whether the link's order is paid: checkpayret's polling and settling. */
  check(token: string, now: Date): Promise<PaidState> {
    return this.payments.checkPaid(async () => (await this.linked(token, now)).order, now);
  }

  /**
   * The live link's order, by the token's SHA-256 (an index lookup on a hash: how close a guess
   * came is never measurable). Every token that opens nothing answers the same 404.
   */
  private async linked(token: string, now: Date): Promise<{ order: OrderRow; expiresAt: Date }> {
    const link = await this.links.findLive(sha256(token), now);
    const order = link ? await this.orders.findById(link.orderId) : undefined;
    if (!link || !order) throw linkInvalid();
    return { order, expiresAt: link.expiresAt };
  }

  private urlOf(token: string): string {
    return `${new URL(this.siteUrl).origin}${PAY_LINK_PATH}${token}`;
  }

  /** SMS_TEMPLATE_PAYLINK with the Chinese providers; the console provider (demo) stores the text. */
  private async sendSms(mobile: string, facts: PayLinkFacts, token: string): Promise<void> {
    const { order, hotelName } = facts;
    let sent: boolean;
    try {
      sent = await this.channels.sms.sendNotice!({
        mobile,
        event: 'paylink',
        body: payLinkSmsText(facts),
        facts: { hotelName, orderNo: order.orderNo, checkIn: order.checkIn, nights: order.nights, amount: order.actualAmount, token },
      });
    } catch (error) {
      this.log.warn({ orderNo: order.orderNo, via: 'sms', reason: error instanceof SmsDeliveryError ? error.reason : 'error' }, 'sending a payment link failed');
      throw new ApiError(503, M.smsFailed);
    }
    if (!sent) throw conflict(M.smsTemplateMissing);
  }

  private async sendMail(to: string, facts: PayLinkFacts): Promise<void> {
    try {
      await this.channels.mail!.send({ to, ...payLinkMail(facts), ics: null, reference: `${facts.order.orderNo}/paylink` });
    } catch (error) {
      this.log.warn({ orderNo: facts.order.orderNo, via: 'email', reason: error instanceof Error ? error.name : 'error' }, 'sending a payment link failed');
      throw new ApiError(503, M.mailFailed);
    }
  }
}

/** Only a booked, unpaid order before its deadline gets a link; each other case says why (409). */
function refuseUnlessPayable(order: OrderRow, now: Date): void {
  // The travel site's booking is paid there or at the hotel (decision 0063).
  if (order.source === 'channel') throw conflict(M.channelOrder);
  if (canStillBePaid(order, now)) return;
  if (order.payResult === 1) throw conflict(M.alreadyPaid);
  if (order.state === ORDER_STATE.booked && order.payDeadline && order.payDeadline <= now) throw conflict(M.deadlinePassed);
  throw conflict(M.notPayable);
}
