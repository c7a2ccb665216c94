import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import type { MailOutboxRepository } from './mail-outbox.repository.ts';
import type { MailTransport, OutgoingMail } from './mail-transport.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo mode without SMTP_URL: the mail_outbox row IS the delivery (read at GET /__dev/mail),
 * kept a day like the console SMS provider's. Never the transport of a real deployment
 * (startup-check.ts refuses demo providers outside demo mode; without demo mode and SMTP_URL
 * no e-mail is sent at all).
 */
export class OutboxMailTransport implements MailTransport {
  readonly name = 'outbox';

  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly log: FastifyBaseLogger,
    private readonly clock: Clock,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    const now = this.clock();
    await this.outbox.deleteOlderThan(new Date(now.getTime() - DAY_MS));
    await this.outbox.add(mail, now);
    this.log.info({ mail: { transport: this.name, reference: mail.reference } }, 'e-mail stored in mail_outbox (demo mode)');
  }

  list() {
    return this.outbox.latest(50);
  }

  find(id: number) {
    return this.outbox.find(id);
  }
}
