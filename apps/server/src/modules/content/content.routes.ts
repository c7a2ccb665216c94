import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUP_CODE } from '@hotel/shared/constants';
import { CONTENT_MESSAGES, contentEndpoints as E } from '@hotel/shared/schemas/admin/content';
import { envelope } from '@hotel/shared/schemas/envelope';
import { ok } from '../../lib/envelope.ts';
import { staffBody, staffPath, staffQuery } from '../../lib/staff-endpoint.ts';
import { currentStaff, type SignedInStaff, type StaffGuard } from '../staff/index.ts';
import type { NewsEditorService, PageEditorService } from '../cms/index.ts';
import type { BannerEditorService } from '../hotel/index.ts';
import type { SaleEditorService } from '../sales/index.ts';

export interface ContentRoutesOptions {
  news: NewsEditorService;
  sales: SaleEditorService;
  banners: BannerEditorService;
  pages: PageEditorService;
  guard: StaffGuard;
}

/** /adminapi/v1/content/*: news, offers, banners, pages and hotel pages (docs/decisions/0022). */
export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (app, { news, sales, banners, pages, guard }) => {
  const tags = ['content'];
  // A request names its hotel; one that names only a record's id leaves the check to the service (the record's own hotel).
  const forHotel = guard.hotel('content.edit');
  const forRecord = guard.record('content.edit');
  const forGroup = guard.hotel('content.edit', { fixed: GROUP_CODE });

  // News, offers and banners share one shape: list per hotel, get by id, save, preview, unpublish.
  const scheduled = [
    [E.newsList, E.newsGet, E.newsSave, E.newsPreview, E.newsUnpublish, news],
    [E.saleList, E.saleGet, E.saleSave, E.salePreview, E.saleUnpublish, sales],
    [E.bannerList, E.bannerGet, E.bannerSave, E.bannerPreview, E.bannerUnpublish, banners],
  ] as const;
  for (const [list, get, save, preview, unpublish, editor] of scheduled) {
    app.get(staffPath(list), staffQuery(list, tags, forHotel), async (req) =>
      ok(await editor.list(req.query.hotel)),
    );
    app.get(staffPath(get), staffQuery(get, tags, forRecord), async (req) =>
      ok(await editor.get(currentStaff(req), req.query.id)),
    );
    app.post(staffPath(save), staffBody(save, tags, forHotel), async (req) =>
      // A union of three editors: each receives the body its own endpoint's schema parsed.
      ok(await (editor.save as (s: SignedInStaff, i: never) => Promise<never>)(currentStaff(req), req.body as never), CONTENT_MESSAGES.saved),
    );
    app.post(staffPath(preview), staffBody(preview, tags, forHotel), async (req) =>
      ok(await (editor.preview as (i: never) => Promise<never>)(req.body as never)),
    );
    app.post(staffPath(unpublish), staffBody(unpublish, tags, forRecord), async (req) =>
      ok(await editor.unpublish(currentStaff(req), req.body.id), CONTENT_MESSAGES.unpublished),
    );
  }

  // About and footer pages: the group's content.
  app.get(staffPath(E.pageList), { schema: { tags, response: { 200: envelope(E.pageList.output) } }, ...forGroup }, async () => ok(await pages.listPages()));
  app.get(staffPath(E.pageGet), staffQuery(E.pageGet, tags, forGroup), async (req) =>
    ok(await pages.getPage(req.query.sid)),
  );
  app.post(staffPath(E.pageSave), staffBody(E.pageSave, tags, forGroup), async (req) =>
    ok(await pages.savePage(currentStaff(req), req.body), CONTENT_MESSAGES.saved),
  );
  app.post(staffPath(E.pagePreview), staffBody(E.pagePreview, tags, forGroup), async (req) =>
    ok(await pages.previewPage(req.body)),
  );

  // Hotel pages (meeting, health, tea, hotel home blocks).
  app.get(staffPath(E.hotelBlockGet), staffQuery(E.hotelBlockGet, tags, forHotel), async (req) =>
    ok(await pages.getBlock(req.query.hotel, req.query.kind)),
  );
  app.post(staffPath(E.hotelBlockSave), staffBody(E.hotelBlockSave, tags, forHotel), async (req) =>
    ok(await pages.saveBlock(currentStaff(req), req.body.hotel, req.body.kind, req.body.data), CONTENT_MESSAGES.saved),
  );
};
