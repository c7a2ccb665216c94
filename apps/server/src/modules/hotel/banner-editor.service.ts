import type { Banner } from '@hotel/shared/schemas/hotel';
import type { BannerInput, BannerRecord } from '@hotel/shared/schemas/admin/content';
import { publishState } from '../../lib/publish-window.ts';
import type { BannerEditorRepository, EditableBanner } from './banner-editor.repository.ts';
import type { SignedInStaff } from '../staff/index.ts';
import type { ContentEditing } from '../../lib/content-editing.ts';

/** Banners (the home and hotel-home carousels) in the back office; each change audited. */
export class BannerEditorService {
  constructor(
    private readonly editing: ContentEditing,
    private readonly banners: BannerEditorRepository,
  ) {}

  async list(hotelCode: string) {
    const today = this.editing.today();
    return (await this.banners.listOf(hotelCode)).map((row) => ({
      id: row.id,
      hotel: row.hotelCode,
      title: row.title,
      publishFrom: row.publishFrom,
      publishTo: row.publishTo,
      state: publishState(row, today),
    }));
  }

  async get(staff: SignedInStaff, id: number): Promise<BannerRecord> {
    return this.toRecord(this.editing.own(staff, await this.banners.find(id)));
  }

  async save(staff: SignedInStaff, input: BannerInput): Promise<BannerRecord> {
    return this.toRecord(await this.editing.save(staff, 'banner', this.banners, input, toFields(input)));
  }

  async unpublish(staff: SignedInStaff, id: number): Promise<BannerRecord> {
    return this.toRecord(await this.editing.unpublish(staff, 'banner', this.banners, id));
  }

  /** The banner as POST /hotel/getBanner would answer it. */
  preview(input: BannerInput): Banner {
    const f = toFields(input);
    return { id: input.id ?? 0, hotelCode: f.hotelCode, title: f.title, subTitle: f.subTitle, image: f.image, imageMobile: f.imageMobile, link: f.link };
  }

  private toRecord(row: EditableBanner): BannerRecord {
    const { hotelCode, ...rest } = row;
    return { ...rest, hotel: hotelCode, state: publishState(row, this.editing.today()) };
  }
}

function toFields(input: BannerInput): Omit<EditableBanner, 'id'> {
  return {
    hotelCode: input.hotel,
    title: input.title,
    subTitle: input.subTitle,
    image: input.image,
    imageMobile: input.imageMobile,
    link: input.link,
    sortOrder: input.sortOrder,
    publishFrom: input.publishFrom,
    publishTo: input.publishTo,
    draft: input.draft,
  };
}
