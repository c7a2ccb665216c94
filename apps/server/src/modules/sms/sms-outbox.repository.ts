import { desc, eq, lt } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { smsOutbox } from '@hotel/db/schema/members';
import type { SmsMessage } from './sms-provider.ts';

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

  async latestFor(mobile: string) {
    const [row] = await this.db
      .select({ code: smsOutbox.code, purpose: smsOutbox.purpose, sentAt: smsOutbox.sentAt })
      .from(smsOutbox)
      .where(eq(smsOutbox.mobile, mobile))
      .orderBy(desc(smsOutbox.sentAt), desc(smsOutbox.id))
      .limit(1);
    return row;
  }

  async deleteOlderThan(moment: Date): Promise<void> {
    await this.db.delete(smsOutbox).where(lt(smsOutbox.sentAt, moment));
  }
}
