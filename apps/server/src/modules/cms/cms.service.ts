import type { z } from 'zod';
import { ABOUT_SIDS, BUILT_IN_ARTICLE_IDS, FOOTER_PAGES } from '@hotel/shared/constants';
import { slashDate } from '@hotel/shared/hotel-date';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { menuFor } from '@hotel/shared/navigation';
import { meetingInfo, type CmsHotelNav, type ContentPage, type News, type NewsPage } from '@hotel/shared/schemas/content';
import { notFound } from '../../lib/api-error.ts';
import type { HotelService } from '../hotel/index.ts';
import type { CmsRepository, ContentPageRow, HotelContentKind, NewsRow } from './cms.repository.ts';

export class CmsService {
  constructor(
    private readonly cms: CmsRepository,
    private readonly hotels: HotelService,
    /** Today's hotel date (yyyy-MM-dd): news dated later is not published yet. */
    private readonly today: () => string,
  ) {}

  async listNews(sid: number, pageIndex: number, pageSize: number): Promise<NewsPage> {
    const { rows, total } = await this.cms.pageNews({ sid, today: this.today(), offset: (pageIndex - 1) * pageSize, limit: pageSize });
    return { total, pageIndex, pageSize, list: rows.map(toNews) };
  }

  /** A news item or one of the built-in articles, as a one-item list (the client reads the first). */
  async showNews(id: number): Promise<News[]> {
    const row = await this.cms.findNews(id);
    const builtIn = (BUILT_IN_ARTICLE_IDS as readonly number[]).includes(id);
    if (!row || (!builtIn && !newsShownOn(row, this.today()))) throw notFound(SERVER_MESSAGES.newsNotFound);
    return [toNews(row)];
  }

  /** About pages only (75 brand story, 76 brand center, 77 service standards). */
  getAboutPage(sid: number): Promise<ContentPage> {
    return this.getPage(sid, Object.values(ABOUT_SIDS));
  }

  /** Footer pages only (78 joinFelton … 84 careerDevelop). */
  getFooterPage(code: number): Promise<ContentPage> {
    return this.getPage(code, Object.values(FOOTER_PAGES));
  }

  private async getPage(sid: number, allowed: readonly number[]): Promise<ContentPage> {
    const row = allowed.includes(sid) ? await this.cms.findPageBySid(sid) : undefined;
    if (!row) throw notFound(SERVER_MESSAGES.contentNotFound);
    return toPage(row);
  }

  async getHotelNav(hotelCode: string): Promise<CmsHotelNav> {
    const nav = await this.hotels.getNav(hotelCode);
    return { HotelCode: nav.hotelCode, HotelName: nav.hotelName, Tel: nav.tel, Logo: nav.logoImage, Menu: menuFor(hotelCode) };
  }

  /** A per-hotel CMS block, checked against its schema so a bad row is a logged bug, not a broken page. */
  async getHotelBlock<S extends z.ZodType>(hotelCode: string, kind: HotelContentKind, schema: S): Promise<z.infer<S>> {
    await this.hotels.requireHotel(hotelCode);
    const data = await this.cms.findHotelContent(hotelCode, kind);
    if (!data) throw notFound(SERVER_MESSAGES.contentNotFound);
    return schema.parse(data);
  }

  /**
   * The meeting types a hotel offers (its meeting block's MeetingType), the list the meeting
   * form shows; empty when the block is missing or unreadable, so no request can name a type.
   */
  async meetingTypes(hotelCode: string): Promise<string[]> {
    const content = meetingInfo.safeParse(await this.cms.findHotelContent(hotelCode, 'meeting'));
    return content.success ? content.data.MeetingType : [];
  }
}

/** The detail's twin of CmsRepository.pageNews's filter. */
function newsShownOn(row: NewsRow, today: string): boolean {
  return !row.draft && row.publishedOn <= today && (row.publishTo === null || row.publishTo >= today);
}

export function toNews(row: NewsRow): News {
  return {
    newid: row.id,
    newimg: row.image,
    newtitle: row.title,
    newdatetime: slashDate(row.publishedOn),
    newsummary: row.summary,
    newscontent: row.content,
  };
}

function toPage(row: ContentPageRow): ContentPage {
  return {
    sid: row.sid,
    code: row.code,
    title: row.title,
    titleEn: row.titleEn,
    banner: row.banner,
    bannerMob: row.bannerMobile,
    Content: row.content,
  };
}
