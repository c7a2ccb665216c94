import { GROUP_CODE } from '@hotel/shared/constants';
import { localize } from '@hotel/shared/content-translation';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import type { Sale } from '@hotel/shared/schemas/hotel';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '@hotel/shared/site-language';
import { notFound } from '../../lib/api-error.ts';
import type { HotelService } from '../hotel/index.ts';
import type { SaleRepository, SaleRow } from './sale.repository.ts';

export class SaleService {
  constructor(
    private readonly sales: SaleRepository,
    private readonly hotels: HotelService,
    /** Today's hotel date (yyyy-MM-dd): offers that ended before it are gone. */
    private readonly today: () => string,
  ) {}

  async listSales(hotelCode: string, lang: SiteLanguage = DEFAULT_LANGUAGE): Promise<Sale[]> {
    await this.hotels.requireHotel(hotelCode);
    const rows = await this.sales.listCurrent({ hotelCode: hotelCode === GROUP_CODE ? undefined : hotelCode, today: this.today() });
    const names = await this.hotels.namesByCode(rows.map((r) => r.hotelCode), lang);
    return rows.map((row) => toSale(row, names.get(row.hotelCode) ?? '', lang));
  }

  async getSale(id: number, lang: SiteLanguage = DEFAULT_LANGUAGE): Promise<Sale> {
    const row = await this.sales.findShown(id, this.today());
    if (!row) throw notFound(SERVER_MESSAGES.saleNotFound);
    const names = await this.hotels.namesByCode([row.hotelCode], lang);
    return toSale(row, names.get(row.hotelCode) ?? '', lang);
  }
}

/** An offer as guests read it, in `lang` where translated (decision 0073). */
export function toSale(source: SaleRow, hotelName: string, lang: SiteLanguage = DEFAULT_LANGUAGE): Sale {
  const { value: row, untranslated } = localize('sale', source, source.translations, lang);
  return {
    id: row.id,
    hotelCode: row.hotelCode,
    hotelName,
    title: row.title,
    typeName: row.typeName,
    content: row.content,
    salesInfo: row.salesInfo,
    salesList: row.salesList,
    begin: row.beginDate,
    end: row.endDate,
    thumbnail: row.thumbnail,
    showImage: row.showImage,
    isGroup: row.isGroup ? 1 : 0,
    ...(untranslated ? { untranslated } : {}),
  };
}
