import { and, asc, desc, eq, gte } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import { sales } from '@hotel/db/schema/sales';
import { columnsExcept } from '../../lib/columns.ts';
import { shownOn } from '../../lib/publish-window.ts';

const saleColumns = columnsExcept(sales, 'sortOrder');

export type SaleRow = Awaited<ReturnType<SaleRepository['findShown']>> & {};

export class SaleRepository {
  constructor(private readonly db: Database) {}

  private select() {
    return this.db.select(saleColumns).from(sales);
  }

  /**
   * Offers not yet over on `today` (running or announced) and inside their publish window: the
   * group lists every offer, a hotel its own. Group-wide offers are stored under the group code
   * and appear on the group site.
   */
  listCurrent(opts: { hotelCode?: string; today: string }) {
    const running = and(gte(sales.endDate, opts.today), shownOn(sales, opts.today));
    const where = opts.hotelCode ? and(running, eq(sales.hotelCode, opts.hotelCode)) : running;
    return this.select().where(where).orderBy(desc(sales.isGroup), asc(sales.sortOrder), desc(sales.beginDate), asc(sales.id));
  }

  /** An offer guests may open on `today` (not a draft, inside its publish window; a past offer still opens). */
  async findShown(id: number, today: string) {
    const [row] = await this.select()
      .where(and(eq(sales.id, id), shownOn(sales, today)))
      .limit(1);
    return row;
  }
}

