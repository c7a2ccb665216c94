import nodemailer, { type Transporter } from 'nodemailer';
import type { MailTransport, OutgoingMail } from './mail-transport.ts';

/**
 * SMTP_URL (smtp:// or smtps://user:password@host:port) through nodemailer. Timeouts are short:
 * a slow server fails the job, which is retried, rather than holding a worker.
 */
export class SmtpMailTransport implements MailTransport {
  readonly name = 'smtp';
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    const url = new URL(smtpUrl);
    this.transporter = nodemailer.createTransport({
      host: url.hostname,
      port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
      secure: url.protocol === 'smtps:',
      auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      // Also as an alternative part, so clients that read text/calendar offer "add to calendar".
      ...(mail.ics
        ? {
            attachments: [{ filename: 'stay.ics', content: mail.ics, contentType: 'text/calendar; charset=utf-8' }],
          }
        : {}),
    });
  }
}
