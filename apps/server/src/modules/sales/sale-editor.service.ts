import { GROUP_CODE } from '@hotel/shared/constants';
import type { Sale } from '@hotel/shared/schemas/hotel';
import type { SaleInput, SaleRecord } from '@hotel/shared/schemas/admin/content';
import { cleanHtml } from '../../lib/clean-html.ts';
import { publishState } from '../../lib/publish-window.ts';
import type { HotelService } from '../hotel/index.ts';
import { toSale } from './sale.service.ts';
import type { EditableSale, SaleEditorRepository } from './sale-editor.repository.ts';
import type { SignedInStaff } from '../staff/index.ts';
import type { ContentEditing } from '../../lib/content-editing.ts';

/** Offers in the back office: list, open, save, preview, unpublish; each change audited. */
export class SaleEditorService {
  constructor(
    private readonly editing: ContentEditing,
    private readonly sales: SaleEditorRepository,
    private readonly hotels: HotelService,
  ) {}

  async list(hotelCode: string) {
    const today = this.editing.today();
    return (await this.sales.listOf(hotelCode)).map((row) => ({
      id: row.id,
      hotel: row.hotelCode,
      title: row.title,
      publishFrom: row.publishFrom,
      publishTo: row.publishTo,
      state: publishState(row, today),
    }));
  }

  async get(staff: SignedInStaff, id: number): Promise<SaleRecord> {
    return this.toRecord(this.editing.own(staff, await this.sales.find(id)));
  }

  async save(staff: SignedInStaff, input: SaleInput): Promise<SaleRecord> {
    return this.toRecord(await this.editing.save(staff, 'sale', this.sales, input, toFields(input)));
  }

  async unpublish(staff: SignedInStaff, id: number): Promise<SaleRecord> {
    return this.toRecord(await this.editing.unpublish(staff, 'sale', this.sales, id));
  }

  /** The offer as GET /hotel/getsaledetail would answer it (the preview renders it like /sales/{id}). */
  async preview(input: SaleInput): Promise<Sale> {
    const names = await this.hotels.namesByCode([input.hotel]);
    return toSale({ id: input.id ?? 0, ...toFields(input) }, names.get(input.hotel) ?? '');
  }

  private toRecord(row: EditableSale): SaleRecord {
    const { hotelCode, ...rest } = row;
    return { ...rest, hotel: hotelCode, state: publishState(row, this.editing.today()) };
  }
}

function toFields(input: SaleInput): Omit<EditableSale, 'id'> {
  return {
    hotelCode: input.hotel,
    title: input.title,
    typeName: input.typeName,
    salesInfo: input.salesInfo,
    salesList: input.salesList,
    content: cleanHtml(input.content),
    beginDate: input.beginDate,
    endDate: input.endDate,
    thumbnail: input.thumbnail,
    showImage: input.showImage,
    // Group offers are the group code's; the home page's three promotions are read from this flag.
    isGroup: input.hotel === GROUP_CODE,
    sortOrder: input.sortOrder,
    publishFrom: input.publishFrom,
    publishTo: input.publishTo,
    draft: input.draft,
  };
}
