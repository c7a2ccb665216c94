import { GROUP_CODE } from '@hotel/shared/constants';
import { hotelToday } from '@hotel/shared/hotel-date';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import type { Sale } from '@hotel/shared/schemas/hotel';
import { notFound } from '../../api-error.ts';
import type { HotelService } from '../hotel/hotel.service.ts';
import type { SaleRepository, SaleRow } from './sale.repository.ts';

export class SaleService {
  constructor(
    private readonly sales: SaleRepository,
    private readonly hotels: HotelService,
    private readonly today: () => string = () => hotelToday(),
  ) {}

  async listSales(hotelCode: string): Promise<Sale[]> {
    await this.hotels.requireHotel(hotelCode);
    const rows = await this.sales.listCurrent({ hotelCode: hotelCode === GROUP_CODE ? undefined : hotelCode, today: this.today() });
    return rows.map(toSale);
  }

  async getSale(id: number): Promise<Sale> {
    const row = await this.sales.findById(id);
    if (!row) throw notFound(SERVER_MESSAGES.saleNotFound);
    return toSale(row);
  }
}

function toSale(row: SaleRow): Sale {
  return {
    id: row.id,
    hotelCode: row.hotelCode,
    hotelName: row.hotelName,
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
