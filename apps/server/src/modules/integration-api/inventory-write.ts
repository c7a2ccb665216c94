import type { RatesBulkInput, RatesBulkResult } from '@hotel/shared/schemas/admin/rates';
import type { InventoryBody } from '@hotel/shared/schemas/integration-api';
import type { ChangeAuthor } from '../audit/index.ts';

/** Inventory's bulk edit of the rates grid (RatesBulkEditService): the same rules and refusals for a PMS as for staff. */
export interface InventoryEdits {
  bulkEdit(author: ChangeAuthor, input: RatesBulkInput, now: Date): Promise<RatesBulkResult>;
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/** A PMS's write as the grid's bulk edit: rooms to sell and stop-sell only, every weekday unless it names some. */
export function toBulkEdit(body: InventoryBody): RatesBulkInput {
  return {
    hotel: body.hotel,
    roomTypes: body.roomTypes,
    from: body.from,
    to: body.to,
    weekdays: body.weekdays ?? EVERY_DAY,
    changes: { ...(body.rooms === undefined ? {} : { rooms: body.rooms }), ...(body.stopSell === undefined ? {} : { stopSell: body.stopSell }) },
  };
}
