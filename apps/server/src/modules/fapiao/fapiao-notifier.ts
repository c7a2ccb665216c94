import type { FastifyBaseLogger } from 'fastify';
import { SmsDeliveryError } from '../sms/index.ts';
import { fapiaoMail, fapiaoSmsText, type FapiaoNoticeFacts } from './fapiao-message.ts';
import type { FapiaoChannels, FapiaoOrder } from './fapiao-ports.ts';
import type { FapiaoRequestRow } from './fapiao.repository.ts';

type Via = 'email' | 'sms';

/**
 * Tells the guest about their fapiao: an e-mail to the address on the request and an SMS to the
 * booking's mobile (the console provider in demo mode; a Chinese provider sends only registered
 * templates, and has none for this yet, so there the e-mail carries it). Answers which went; the
 * log names the request id and the channel, never an address, a name or a tax number.
 */
export class FapiaoNotifier {
  constructor(
    private readonly channels: FapiaoChannels,
    private readonly hotelNameOf: (hotelCode: string) => Promise<string>,
    private readonly siteUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  issued(row: FapiaoRequestRow, order: FapiaoOrder): Promise<Via[]> {
    return this.tell(row, order, undefined);
  }

  rejected(row: FapiaoRequestRow, order: FapiaoOrder, reason: string): Promise<Via[]> {
    return this.tell(row, order, reason);
  }

  private async tell(row: FapiaoRequestRow, order: FapiaoOrder, reason: string | undefined): Promise<Via[]> {
    const facts: FapiaoNoticeFacts = { order, hotelName: await this.hotelNameOf(order.hotelCode), url: `${new URL(this.siteUrl).origin}/courtesy/order/${order.id}/fapiao`, ...(reason === undefined ? {} : { reason }) };
    const via: Via[] = [];
    const reference = `${order.orderNo}/fapiao-${reason === undefined ? 'issued' : 'rejected'}`;
    if (this.channels.mail && row.email) {
      try {
        await this.channels.mail.send({ to: row.email, ...fapiaoMail(facts), ics: null, reference });
        via.push('email');
      } catch (error) {
        this.log.warn({ fapiaoRequestId: row.id, via: 'email', reason: error instanceof Error ? error.name : 'error' }, 'fapiao notice not sent');
      }
    }
    if (this.channels.sms.sendNotice && order.mobile) {
      try {
        const sent = await this.channels.sms.sendNotice({
          mobile: order.mobile,
          event: 'fapiao',
          body: fapiaoSmsText(facts),
          facts: { hotelName: facts.hotelName, orderNo: order.orderNo, checkIn: order.checkIn, nights: order.nights, amount: order.actualAmount },
        });
        if (sent) via.push('sms');
      } catch (error) {
        this.log.warn({ fapiaoRequestId: row.id, via: 'sms', reason: error instanceof SmsDeliveryError ? error.reason : 'error' }, 'fapiao notice not sent');
      }
    }
    return via;
  }
}
