import { and, desc, eq, lt, ne } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { smsOutbox } from '@hotel/db/schema/sms';
import type { SmsMessage, SmsNotice } from './sms-provider.ts';

/** sms_outbox.purpose of a notice (not a code): apart from SMS_PURPOSE's 1 and 2, so /__dev/sms never answers a notice as a code. */
const NOTICE_PURPOSE = 9;

export class SmsOutboxRepository {
  constructor(private readonly db: Database) {}

  /** Retention: messages sent before `before` (docs/privacy.md). */
  async purgeSentBefore(before: Date): Promise<number> {
    return (await this.db.delete(smsOutbox).where(lt(smsOutbox.sentAt, before)).returning({ id: smsOutbox.id })).length;
  }

  async add(message: SmsMessage, sentAt: Date): Promise<void> {
    await this.db.insert(smsOutbox).values({
      mobile: message.mobile,
      purpose: message.purpose,
      code: message.code,
      body: message.body,
      sentAt,
    });
  }

  async addNotice(notice: SmsNotice, sentAt: Date): Promise<void> {
    await this.db.insert(smsOutbox).values({ mobile: notice.mobile, purpose: NOTICE_PURPOSE, code: '', body: notice.body, sentAt });
  }

  noticesFor(mobile: string) {
    return this.db
      .select({ body: smsOutbox.body, sentAt: smsOutbox.sentAt })
      .from(smsOutbox)
      .where(and(eq(smsOutbox.mobile, mobile), eq(smsOutbox.purpose, NOTICE_PURPOSE)))
      .orderBy(desc(smsOutbox.sentAt), desc(smsOutbox.id))
      .limit(20);
  }

  async latestFor(mobile: string) {
    const [row] = await this.db
      .select({ code: smsOutbox.code, purpose: smsOutbox.purpose, sentAt: smsOutbox.sentAt })
      .from(smsOutbox)
      .where(and(eq(smsOutbox.mobile, mobile), ne(smsOutbox.purpose, NOTICE_PURPOSE)))
      .orderBy(desc(smsOutbox.sentAt), desc(smsOutbox.id))
      .limit(1);
    return row;
  }

  async deleteOlderThan(moment: Date): Promise<void> {
    await this.db.delete(smsOutbox).where(lt(smsOutbox.sentAt, moment));
  }
}
