import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '@hotel/db/client';
import { envelope } from '@hotel/shared/schemas/envelope';
import { hotelCodeLowerBody, idQuery, sale } from '@hotel/shared/schemas/hotel';
import { ok } from '../../envelope.ts';
import { HotelRepository } from '../hotel/hotel.repository.ts';
import { HotelService } from '../hotel/hotel.service.ts';
import { SaleRepository } from './sale.repository.ts';
import { SaleService } from './sale.service.ts';

export const saleRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const service = new SaleService(new SaleRepository(db), new HotelService(new HotelRepository(db)));
  const tags = ['hotel'];

  app.post('/hotel/getsalelist', { schema: { tags, body: hotelCodeLowerBody, response: { 200: envelope(z.array(sale)) } } }, async (req) =>
    ok(await service.listSales(req.body.hotelCode)),
  );

  app.get('/hotel/getsaledetail', { schema: { tags, querystring: idQuery, response: { 200: envelope(sale) } } }, async (req) =>
    ok(await service.getSale(req.query.id)),
  );
};
