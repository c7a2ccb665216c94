import type { z } from 'zod';
import { ABOUT_SIDS, BUILT_IN_ARTICLE_IDS, FOOTER_PAGES } from '@hotel/shared/constants';
import { localize } from '@hotel/shared/content-translation';
import { slashDate } from '@hotel/shared/hotel-date';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { menuFor } from '@hotel/shared/navigation';
import { meetingInfo, type CmsHotelNav, type ContentPage, type News, type NewsPage } from '@hotel/shared/schemas/content';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '@hotel/shared/site-language';
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

  async listNews(sid: number, pageIndex: number, pageSize: number, lang: SiteLanguage = DEFAULT_LANGUAGE): Promise<NewsPage> {
    const { rows, total } = await this.cms.pageNews({ sid, today: this.today(), offset: (pageIndex - 1) * pageSize, limit: pageSize });
    return { total, pageIndex, pageSize, list: rows.map((row) => toNews(row, lang)) };
  }

  /** A news item or one of the built-in articles, as a one-item list (the client reads the first). */
  async showNews(id: number, lang: SiteLanguage = DEFAULT_LANGUAGE): Promise<News[]> {
    const row = await this.cms.findNews(id);
    const builtIn = (BUILT_IN_ARTICLE_IDS as readonly number[]).includes(id);
    if (!row || (!builtIn && !newsShownOn(row, this.today()))) throw notFound(SERVER_MESSAGES.newsNotFound);
    return [toNews(row, lang)];
  }

  /** About pages only (75 brand story, 76 brand center, 77 service standards). */
  getAboutPage(sid: number, lang: SiteLanguage = DEFAULT_LANGUAGE): Promise<ContentPage> {
    return this.getPage(sid, Object.values(ABOUT_SIDS), lang);
  }

  /** Footer pages only (78 joinFelton … 84 careerDevelop). */
  getFooterPage(code: number, lang: SiteLanguage = DEFAULT_LANGUAGE): Promise<ContentPage> {
    return this.getPage(code, Object.values(FOOTER_PAGES), lang);
  }

  private async getPage(sid: number, allowed: readonly number[], lang: SiteLanguage): Promise<ContentPage> {
    const row = allowed.includes(sid) ? await this.cms.findPageBySid(sid) : undefined;
    if (!row) throw notFound(SERVER_MESSAGES.contentNotFound);
    return toPage(row, lang);
  }

  async getHotelNav(hotelCode: string, lang: SiteLanguage = DEFAULT_LANGUAGE): Promise<CmsHotelNav> {
    const nav = await this.hotels.getNav(hotelCode, lang);
    return { HotelCode: nav.hotelCode, HotelName: nav.hotelName, Tel: nav.tel, Logo: nav.logoImage, Menu: menuFor(hotelCode) };
  }

  /** A per-hotel CMS block, checked against its schema so a bad row is a logged bug, not a broken page. */
  async getHotelBlock<S extends z.ZodType>(hotelCode: string, kind: HotelContentKind, schema: S, lang: SiteLanguage = DEFAULT_LANGUAGE): Promise<z.infer<S>> {
    await this.hotels.requireHotel(hotelCode);
    const block = await this.cms.findHotelContent(hotelCode, kind);
    if (!block) throw notFound(SERVER_MESSAGES.contentNotFound);
    const { value, untranslated } = localize(kind, block.data, block.translations, lang);
    return schema.parse(untranslated ? { ...value, untranslated } : value);
  }

  /**
   * The meeting types a hotel offers (its meeting block's MeetingType), the list the meeting
   * form shows; empty when the block is missing or unreadable, so no request can name a type.
   */
  async meetingTypes(hotelCode: string): Promise<string[]> {
    const content = meetingInfo.safeParse((await this.cms.findHotelContent(hotelCode, 'meeting'))?.data);
    return content.success ? content.data.MeetingType : [];
  }
}

/** The detail's twin of CmsRepository.pageNews's filter. */
function newsShownOn(row: NewsRow, today: string): boolean {
  return !row.draft && row.publishedOn <= today && (row.publishTo === null || row.publishTo >= today);
}

/** A news item as guests read it, in `lang` where translated (decision 0073). */
export function toNews(source: NewsRow, lang: SiteLanguage = DEFAULT_LANGUAGE): News {
  const { value: row, untranslated } = localize('news', source, source.translations, lang);
  return {
    newid: row.id,
    newimg: row.image,
    newtitle: row.title,
    newdatetime: slashDate(row.publishedOn),
    newsummary: row.summary,
    newscontent: row.content,
    ...(untranslated ? { untranslated } : {}),
  };
}

function toPage(source: ContentPageRow, lang: SiteLanguage): ContentPage {
  const { value: row, untranslated } = localize('contentPage', source, source.translations, lang);
  return {
    sid: row.sid,
    code: row.code,
    title: row.title,
    titleEn: row.titleEn,
    banner: row.banner,
    bannerMob: row.bannerMobile,
    Content: row.content,
    ...(untranslated ? { untranslated } : {}),
  };
}
