import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import type { SmsMessage, SmsProvider } from './sms-provider.ts';
import type { SmsOutboxRepository } from './sms-outbox.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Development and demo delivery: the log line and the sms_outbox row ARE the delivery channel,
 * so both carry the code. Never the provider of a deployment with real members.
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
    this.log.info({ sms: { mobile: message.mobile, purpose: message.purpose, body: message.body } }, 'SMS (console provider)');
  }

  /** The latest message "sent" to a number, for GET /__dev/sms. */
  lastSentTo(mobile: string) {
    return this.outbox.latestFor(mobile);
  }
}
