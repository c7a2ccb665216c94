import { DayOutbox } from '../../lib/day-outbox.ts';
import type { MailOutboxRepository } from './mail-outbox.repository.ts';
import type { MailTransport, OutgoingMail } from './mail-transport.ts';

/**
 * Demo mode without SMTP_URL: the mail_outbox row IS the delivery (read at GET /__dev/mail),
 * kept a day like the console SMS provider's. Never the transport of a real deployment
 * (startup-check.ts refuses demo providers outside demo mode; without demo mode and SMTP_URL
 * no e-mail is sent at all).
 */
export class OutboxMailTransport extends DayOutbox<MailOutboxRepository> implements MailTransport {
  readonly name = 'outbox';

  async send(mail: OutgoingMail): Promise<void> {
    await this.outbox.add(mail, await this.keepADay());
    this.log.info({ mail: { transport: this.name, reference: mail.reference } }, 'e-mail stored in mail_outbox (demo mode)');
  }

  list() {
    return this.outbox.latest(50);
  }

  find(id: number) {
    return this.outbox.find(id);
  }
}
