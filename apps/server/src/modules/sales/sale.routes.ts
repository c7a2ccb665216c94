import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@hotel/shared/schemas/envelope';
import { hotelCodeLowerBody, idQuery, sale } from '@hotel/shared/schemas/hotel';
import { ok } from '../../lib/envelope.ts';
import type { SaleService } from './sale.service.ts';

export const saleRoutes: FastifyPluginAsyncZod<{ sales: SaleService }> = async (app, { sales }) => {
  const tags = ['hotel'];

  app.post('/hotel/getsalelist', { schema: { tags, body: hotelCodeLowerBody, response: { 200: envelope(z.array(sale)) } } }, async (req) =>
    ok(await sales.listSales(req.body.hotelCode)),
  );

  app.get('/hotel/getsaledetail', { schema: { tags, querystring: idQuery, response: { 200: envelope(sale) } } }, async (req) =>
    ok(await sales.getSale(req.query.id)),
  );
};
