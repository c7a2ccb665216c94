import { GROUP_CODE } from '@hotel/shared/constants';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import type { Sale } from '@hotel/shared/schemas/hotel';
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

  async listSales(hotelCode: string): Promise<Sale[]> {
    await this.hotels.requireHotel(hotelCode);
    const rows = await this.sales.listCurrent({ hotelCode: hotelCode === GROUP_CODE ? undefined : hotelCode, today: this.today() });
    const names = await this.hotels.namesByCode(rows.map((r) => r.hotelCode));
    return rows.map((row) => toSale(row, names.get(row.hotelCode) ?? ''));
  }

  async getSale(id: number): Promise<Sale> {
    const row = await this.sales.findShown(id, this.today());
    if (!row) throw notFound(SERVER_MESSAGES.saleNotFound);
    const names = await this.hotels.namesByCode([row.hotelCode]);
    return toSale(row, names.get(row.hotelCode) ?? '');
  }
}

export function toSale(row: SaleRow, hotelName: string): Sale {
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
  };
}
