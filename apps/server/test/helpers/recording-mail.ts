import type { MailTransport, OutgoingMail } from '../../src/modules/confirmations/index.ts';

/** A mail transport that keeps what it was given, and fails the next sends when told to. */
export class RecordingMailTransport implements MailTransport {
  readonly name = 'recording';
  readonly sent: OutgoingMail[] = [];
  private failures = 0;
  private refused: string | null = null;

  /** The next `times` sends throw, as an SMTP server that is down would. */
  failNext(times = 1): void {
    this.failures = times;
  }

  /** Every send to this address throws (a mailbox the server refuses), until called with null. */
  failAlwaysTo(address: string | null): void {
    this.refused = address;
  }

  to(address: string): OutgoingMail[] {
    return this.sent.filter((m) => m.to === address);
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (mail.to === this.refused) throw new Error(`SMTP: 550 mailbox unavailable <${mail.to}>`);
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('SMTP: connection refused');
    }
    this.sent.push(mail);
  }
}
