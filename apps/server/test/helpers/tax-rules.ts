import type { Database } from '@hotel/db/client';
import { hotelTaxRules } from '@hotel/db/schema/inventory';
import type { TaxRules } from '@hotel/shared/taxes';

/** A hotel's service and VAT rules, written as the back office saves them (the table's triggers drop caches and owe the feeds). */
export async function setTaxRules(db: Database, hotelCode: string, rules: TaxRules): Promise<void> {
  const values = { ...rules, updatedAt: new Date() };
  await db.insert(hotelTaxRules).values({ hotelCode, ...values }).onConflictDoUpdate({ target: hotelTaxRules.hotelCode, set: values });
}
