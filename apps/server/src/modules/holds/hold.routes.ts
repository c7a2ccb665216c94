import type { Clock } from '../../lib/clock.ts';
import type { GuestRoutes } from '../../lib/guest-endpoint.ts';
import type { HoldRoomsService } from './hold-rooms.service.ts';

/** The member's hold: /order/checkInventory and /order/getHold. */
export const holdRoutes = {
  checkInventory: { access: 'member', run: ({ holdRooms, clock }, i, { memberId }) => holdRooms.holdRooms(memberId, i, clock()) },
  getHold: { access: 'member', run: ({ holdRooms, clock }, i, { memberId }) => holdRooms.readHold(memberId, i.orderNo, clock()) },
} satisfies GuestRoutes<{ holdRooms: HoldRoomsService; clock: Clock }>;
