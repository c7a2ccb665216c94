import { desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { mailOutbox } from '@hotel/db/schema/confirmations';
import type { OutgoingMail } from './mail-transport.ts';

export class MailOutboxRepository {
  constructor(private readonly db: Database) {}

  async add(mail: OutgoingMail, sentAt: Date): Promise<void> {
    await this.db.insert(mailOutbox).values({ toAddress: mail.to, subject: mail.subject, html: mail.html, text: mail.text, ics: mail.ics, reference: mail.reference, sentAt });
  }

  latest(limit: number) {
    return this.db
      .select({ id: mailOutbox.id, to: mailOutbox.toAddress, subject: mailOutbox.subject, reference: mailOutbox.reference, hasIcs: sql<boolean>`${mailOutbox.ics} is not null`, sentAt: mailOutbox.sentAt })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.sentAt), desc(mailOutbox.id))
      .limit(limit);
  }

  async find(id: number) {
    const [row] = await this.db
      .select({ id: mailOutbox.id, to: mailOutbox.toAddress, subject: mailOutbox.subject, html: mailOutbox.html, text: mailOutbox.text, ics: mailOutbox.ics, reference: mailOutbox.reference, sentAt: mailOutbox.sentAt })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id));
    return row;
  }

  /** Retention: caught mail sent before `before` (it holds the guest's address and booking). */
  async purgeSentBefore(before: Date): Promise<number> {
    return (await this.db.delete(mailOutbox).where(lt(mailOutbox.sentAt, before)).returning({ id: mailOutbox.id })).length;
  }

  async deleteOlderThan(moment: Date): Promise<void> {
    await this.db.delete(mailOutbox).where(lt(mailOutbox.sentAt, moment));
  }
}
