import type { Banner } from '@hotel/shared/schemas/hotel';
import type { BannerInput, BannerRecord } from '@hotel/shared/schemas/admin/content';
import { publishState } from '../../lib/publish-window.ts';
import type { BannerEditorRepository, BannerFields, EditableBanner } from './banner-editor.repository.ts';
import { DatedContentEditor, type ContentEditing } from '../../lib/content-editing.ts';

/** Banners (the home and hotel-home carousels) in the back office; each change audited. */
export class BannerEditorService extends DatedContentEditor<EditableBanner, BannerFields, BannerInput, BannerRecord> {
  constructor(editing: ContentEditing, banners: BannerEditorRepository) {
    super(editing, banners, { entity: 'banner', fieldsOf: toFields, windowOf: (row) => row });
  }

  /** The banner as POST /hotel/getBanner would answer it. */
  preview(input: BannerInput): Banner {
    const f = toFields(input);
    return { id: input.id ?? 0, hotelCode: f.hotelCode, title: f.title, subTitle: f.subTitle, image: f.image, imageMobile: f.imageMobile, link: f.link };
  }

  protected recordOf(row: EditableBanner): BannerRecord {
    const { hotelCode, ...rest } = row;
    return { ...rest, hotel: hotelCode, state: publishState(row, this.editing.today()) };
  }
}

/** The form's fields are the columns, but for the hotel's name. */
function toFields({ id: _id, hotel, ...fields }: BannerInput): BannerFields {
  return { ...fields, hotelCode: hotel };
}
