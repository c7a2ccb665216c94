import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import { maskMobile } from './mask-mobile.ts';
import type { SmsMessage, SmsNotice, SmsProvider } from './sms-provider.ts';
import type { SmsOutboxRepository } from './sms-outbox.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Development and demo delivery: the sms_outbox row IS the delivery channel (read through
 * GET /__dev/sms). The log only says that a message went there, with the number masked and
 * without the code, so logs shipped elsewhere never hold a usable code.
 * Never the provider of a deployment with real members.
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';

  constructor(
    private readonly outbox: SmsOutboxRepository,
    private readonly log: FastifyBaseLogger,
    private readonly clock: Clock,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const now = this.clock();
    await this.outbox.deleteOlderThan(new Date(now.getTime() - DAY_MS));
    await this.outbox.add(message, now);
    this.log.info({ sms: { provider: this.name, mobile: maskMobile(message.mobile), purpose: message.purpose } }, 'SMS stored in sms_outbox (console provider)');
  }

  async sendNotice(notice: SmsNotice): Promise<boolean> {
    const now = this.clock();
    await this.outbox.deleteOlderThan(new Date(now.getTime() - DAY_MS));
    await this.outbox.addNotice(notice, now);
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
