import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@hotel/shared/schemas/envelope';
import {
  aboutQuery,
  cmsHotelNav,
  cmsHotelQuery,
  contentPage,
  healthInfo,
  hotelHomeInfo,
  meetingInfo,
  news,
  newsListQuery,
  newsPage,
  pageCodeQuery,
  sidQuery,
  teaInfo,
} from '@hotel/shared/schemas/content';
import { ok } from '../../lib/envelope.ts';
import type { CmsService } from './cms.service.ts';

/** The news/content service, mounted under /cms with its .aspx paths kept as the spec names them. */
export const cmsRoutes: FastifyPluginAsyncZod<{ cms: CmsService }> = async (app, { cms: service }) => {
  const tags = ['cms'];

  app.get('/newslist.aspx', { schema: { tags, querystring: newsListQuery, response: { 200: envelope(newsPage) } } }, async (req) =>
    ok(await service.listNews(req.query.sid, req.query.pageIndex, req.query.pageSize)),
  );
  app.get('/shownews.aspx', { schema: { tags, querystring: sidQuery, response: { 200: envelope(z.array(news)) } } }, async (req) =>
    ok(await service.showNews(req.query.sid)),
  );
  app.get('/about.aspx', { schema: { tags, querystring: aboutQuery, response: { 200: envelope(contentPage) } } }, async (req) =>
    ok(await service.getAboutPage(req.query.sid)),
  );
  // Footer pages by numeric code (78 joinFelton … 84 careerDevelop); the spec leaves the path open.
  app.get('/page.aspx', { schema: { tags, querystring: pageCodeQuery, response: { 200: envelope(contentPage) } } }, async (req) =>
    ok(await service.getFooterPage(req.query.code)),
  );
  app.get('/hotelnav.aspx', { schema: { tags, querystring: cmsHotelQuery, response: { 200: envelope(cmsHotelNav) } } }, async (req) =>
    ok(await service.getHotelNav(req.query.HotelCode)),
  );

  const blocks = [
    ['/meeting.aspx', 'meeting', meetingInfo],
    ['/health.aspx', 'health', healthInfo],
    ['/tea.aspx', 'tea', teaInfo],
    ['/hotelhome.aspx', 'home', hotelHomeInfo],
  ] as const;
  for (const [path, kind, schema] of blocks) {
    app.get(path, { schema: { tags, querystring: cmsHotelQuery, response: { 200: envelope(schema) } } }, async (req) =>
      ok(await service.getHotelBlock(req.query.HotelCode, kind, schema)),
    );
  }
};
