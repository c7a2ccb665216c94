import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '@hotel/db/client';
import { envelope } from '@hotel/shared/schemas/envelope';
import { hotelCodeBody, roomType, roomTypeDetail, roomTypeDetailBody } from '@hotel/shared/schemas/hotel';
import { ok } from '../../envelope.ts';
import { HotelRepository } from '../hotel/hotel.repository.ts';
import { HotelService } from '../hotel/hotel.service.ts';
import { RoomRepository } from './room.repository.ts';
import { RoomService } from './room.service.ts';

export const roomRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const service = new RoomService(new RoomRepository(db), new HotelService(new HotelRepository(db)));
  const tags = ['hotel'];

  app.post('/hotel/getRoomType', { schema: { tags, body: hotelCodeBody, response: { 200: envelope(z.array(roomType)) } } }, async (req) =>
    ok(await service.listRoomTypes(req.body.HotelCode)),
  );

  app.post(
    '/hotel/getRoomTypeDetail',
    { schema: { tags, body: roomTypeDetailBody, response: { 200: envelope(roomTypeDetail) } } },
    async (req) => ok(await service.getRoomTypeDetail(req.body.hotelCode, req.body.roomTypeCode)),
  );
};
