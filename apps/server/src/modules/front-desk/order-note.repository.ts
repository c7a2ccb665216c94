import { asc, eq } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { orderNotes } from '@hotel/db/schema/front-desk';

export type OrderNoteRow = typeof orderNotes.$inferSelect;

/** Staff notes on an order (order_notes): appended in the note's own transaction with its audit line, never edited. */
export class OrderNoteRepository {
  constructor(private readonly db: Database) {}

  async addNote(
    tx: Database,
    note: {
      orderId: number;
      staffId: number;
      staffName: string;
      body: string;
      createdAt: Date;
    },
  ): Promise<OrderNoteRow> {
    const [row] = await tx.insert(orderNotes).values(note).returning();
    return row!;
  }

  notesOf(orderId: number): Promise<OrderNoteRow[]> {
    return this.db.select().from(orderNotes).where(eq(orderNotes.orderId, orderId)).orderBy(asc(orderNotes.id));
  }
}
