import type { Clock } from '../../lib/clock.ts';
import { callerLanguage } from '../../lib/caller-language.ts';
import type { GuestRoutes } from '../../lib/guest-endpoint.ts';
import type { HoldRoomsService } from './hold-rooms.service.ts';

/** The member's hold: /order/checkInventory and /order/getHold. */
export const holdRoutes = {
  checkInventory: { access: 'member', run: ({ holdRooms, clock }, i, { memberId, request }) => holdRooms.holdRooms(memberId, i, clock(), callerLanguage(request)) },
  getHold: { access: 'member', run: ({ holdRooms, clock }, i, { memberId, request }) => holdRooms.readHold(memberId, i.orderNo, clock(), callerLanguage(request)) },
} satisfies GuestRoutes<{ holdRooms: HoldRoomsService; clock: Clock }>;
