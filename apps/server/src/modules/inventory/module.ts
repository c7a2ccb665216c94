import type { ModuleKit } from '../../lib/module-kit.ts';
import type { AuditTrail } from '../audit/index.ts';
import type { HotelService } from '../hotel/index.ts';
import type { RoomService } from '../rooms/index.ts';
import type { AdminApi } from '../staff/index.ts';
import { InventoryRepository } from './inventory.repository.ts';
import { InventoryService } from './inventory.service.ts';
import { OccupancyRepository } from './occupancy.repository.ts';
import { OccupancyService } from './occupancy.service.ts';
import { RoomNightOpening } from './open-room-nights.service.ts';
import { RatePlanAdminService } from './rate-plan-admin.service.ts';
import { RatePlanRepository } from './rate-plan.repository.ts';
import { RatesBulkEditService } from './rates-bulk-edit.service.ts';
import { RatesCalendarService } from './rates-calendar.service.ts';
import { RatesRepository } from './rates.repository.ts';
import { ratesRoutes } from './rates.routes.ts';
import { RoomNightOpeningRepository } from './room-night-opening.repository.ts';
import { TaxRulesRepository } from './tax-rules.repository.ts';
import { taxRulesRoutes } from './tax-rules.routes.ts';
import { TaxRulesService } from './tax-rules.service.ts';
import { planTranslationStores } from './plan-translations.ts';

/** Rate plans and room nights: taken and given back, edited by staff, counted for the dashboard. */
export function createInventoryModule({ db, clock, inTransaction }: Pick<ModuleKit, 'db' | 'clock' | 'inTransaction'>, { hotels, rooms, audit }: { hotels: HotelService; rooms: RoomService; audit: AuditTrail }) {
  const inventoryRepository = new InventoryRepository(db);
  const ratesRepository = new RatesRepository(db);
  const ratesCalendar = new RatesCalendarService(hotels, rooms, inventoryRepository, ratesRepository);
  const ratesBulkEdit = new RatesBulkEditService(inTransaction, hotels, rooms, ratesRepository, audit);
  const taxRulesRepository = new TaxRulesRepository(db);
  const taxRules = new TaxRulesService(inTransaction, taxRulesRepository, hotels, audit);
  return {
    inventory: new InventoryService(inTransaction, inventoryRepository, taxRulesRepository),
    ratePlanAdmin: new RatePlanAdminService(inTransaction, new RatePlanRepository(db), hotels, audit),
    /** The translations port (decision 0076) of rate plans. */
    planTranslations: planTranslationStores(db),
    /** A new room type's nights (rooms' OpenRoomNights port). */
    roomNightOpening: new RoomNightOpening(new RoomNightOpeningRepository()),
    occupancy: new OccupancyService(new OccupancyRepository(db)),
    ratesCalendar,
    ratesBulkEdit,
    taxRules,
    adminApi: (async (admin, { guard }) => {
      await admin.register(ratesRoutes, { calendar: ratesCalendar, bulkEdit: ratesBulkEdit, guard, clock });
      await admin.register(taxRulesRoutes, { taxRules, guard, clock });
    }) satisfies AdminApi,
  };
}
