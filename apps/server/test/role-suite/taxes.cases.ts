import { asc, inArray } from 'drizzle-orm';
import { hotelTaxRules } from '@hotel/db/schema/inventory';
import type { RoleCase } from './role-case.ts';
import { FOREIGN_HOTEL, hotelListCase, OWN_HOTEL } from './role-case.ts';

const TAX_ROLES = ['group_admin', 'hotel_manager'] as const;

/** /adminapi/v1/taxes: a hotel's service charge and VAT (decision 0068), permission taxes.edit, per hotel. */
export const taxesCases: RoleCase[] = [
  hotelListCase('/taxes', TAX_ROLES),
  {
    route: 'POST /adminapi/v1/taxes/save',
    allowed: TAX_ROLES,
    perHotel: true,
    // A different service rate each time, so an allowed save always changes something.
    request: (hotel) => ({
      method: 'POST',
      path: '/taxes/save',
      body: { hotel, servicePercent: String(5 + Math.floor(Math.random() * 10)), vatPercent: '6', order: 'service_then_vat', rounding: 'night', ratesInclude: 'include' },
    }),
    snapshot: (db) => db.select().from(hotelTaxRules).where(inArray(hotelTaxRules.hotelCode, [OWN_HOTEL, FOREIGN_HOTEL])).orderBy(asc(hotelTaxRules.hotelCode)),
  },
];
