import { GROUP_CODE } from '@hotel/shared/constants';
import type { Sale } from '@hotel/shared/schemas/hotel';
import type { SaleInput, SaleRecord } from '@hotel/shared/schemas/admin/content';
import { cleanHtml } from '../../lib/clean-html.ts';
import { publishState } from '../../lib/publish-window.ts';
import type { HotelService } from '../hotel/index.ts';
import { toSale } from './sale.service.ts';
import type { EditableSale, SaleEditorRepository, SaleFields } from './sale-editor.repository.ts';
import { DatedContentEditor, type ContentEditing } from '../../lib/content-editing.ts';

/** Offers in the back office: list, open, save, preview, unpublish; each change audited. */
export class SaleEditorService extends DatedContentEditor<EditableSale, SaleFields, SaleInput, SaleRecord> {
  constructor(
    editing: ContentEditing,
    sales: SaleEditorRepository,
    private readonly hotels: HotelService,
  ) {
    super(editing, sales, { entity: 'sale', fieldsOf: toFields, windowOf: (row) => row });
  }

  /** The offer as GET /hotel/getsaledetail would answer it (the preview renders it like /sales/{id}). */
  async preview(input: SaleInput): Promise<Sale> {
    const names = await this.hotels.namesByCode([input.hotel]);
    return toSale({ id: input.id ?? 0, translations: {}, ...toFields(input) }, names.get(input.hotel) ?? '');
  }

  protected recordOf(row: EditableSale): SaleRecord {
    const { hotelCode, ...rest } = row;
    return { ...rest, hotel: hotelCode, state: publishState(row, this.editing.today()) };
  }
}

/** The form's fields are the columns, but for the hotel's name, the cleaned content and the group flag. */
function toFields({ id: _id, hotel, ...fields }: SaleInput): SaleFields {
  return {
    ...fields,
    hotelCode: hotel,
    content: cleanHtml(fields.content),
    // Group offers are the group code's; the home page's three promotions are read from this flag.
    isGroup: hotel === GROUP_CODE,
  };
}
