import { DayOutbox } from '../../lib/day-outbox.ts';
import { maskMobile } from './mask-mobile.ts';
import type { SmsMessage, SmsNotice, SmsProvider } from './sms-provider.ts';
import type { SmsOutboxRepository } from './sms-outbox.repository.ts';

/**
 * Development and demo delivery: the sms_outbox row IS the delivery channel (read through
 * GET /__dev/sms). The log only says that a message went there, with the number masked and
 * without the code, so logs shipped elsewhere never hold a usable code.
 * Never the provider of a deployment with real members.
 */
export class ConsoleSmsProvider extends DayOutbox<SmsOutboxRepository> implements SmsProvider {
  readonly name = 'console';

  async send(message: SmsMessage): Promise<void> {
    await this.outbox.add(message, await this.keepADay());
    this.log.info({ sms: { provider: this.name, mobile: maskMobile(message.mobile), purpose: message.purpose } }, 'SMS stored in sms_outbox (console provider)');
  }

  async sendNotice(notice: SmsNotice): Promise<boolean> {
    await this.outbox.addNotice(notice, await this.keepADay());
    this.log.info({ sms: { provider: this.name, mobile: maskMobile(notice.mobile), purpose: 'notice', event: notice.event } }, 'SMS notice stored in sms_outbox (console provider)');
    return true;
  }

  /** The notices "sent" to a number, newest first, for GET /__dev/sms?mobile=&notices=1. */
  noticesTo(mobile: string) {
    return this.outbox.noticesFor(mobile);
  }

  /** The latest message "sent" to a number, for GET /__dev/sms. */
  lastSentTo(mobile: string) {
    return this.outbox.latestFor(mobile);
  }
}
