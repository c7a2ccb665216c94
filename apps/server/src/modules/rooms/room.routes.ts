import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@hotel/shared/schemas/envelope';
import { hotelCodeBody, roomType, roomTypeDetail, roomTypeDetailBody } from '@hotel/shared/schemas/hotel';
import { ok } from '../../lib/envelope.ts';
import type { RoomService } from './room.service.ts';

export const roomRoutes: FastifyPluginAsyncZod<{ rooms: RoomService }> = async (app, { rooms }) => {
  const tags = ['hotel'];

  app.post('/hotel/getRoomType', { schema: { tags, body: hotelCodeBody, response: { 200: envelope(z.array(roomType)) } } }, async (req) =>
    ok(await rooms.listRoomTypes(req.body.HotelCode)),
  );

  app.post(
    '/hotel/getRoomTypeDetail',
    { schema: { tags, body: roomTypeDetailBody, response: { 200: envelope(roomTypeDetail) } } },
    async (req) => ok(await rooms.getRoomTypeDetail(req.body.hotelCode, req.body.roomTypeCode)),
  );
};
