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

  save(staff: SignedInStaff, input: BannerInput): Promise<BannerRecord> {
    const fields = toFields(input);
    return this.editing.inTransaction(async (tx) => {
      if (input.id === undefined) {
        const row = await this.banners.insert(tx, fields);
        await this.editing.audit.record(tx, staff, { hotelCode: row.hotelCode, entity: 'banner', entityId: row.id, action: 'create', after: fields });
        return this.toRecord(row);
      }
      const { id, ...before } = this.editing.own(staff, await this.banners.find(input.id, tx));
      if (before.hotelCode !== input.hotel) this.editing.own(staff, undefined);
      const row = await this.banners.update(tx, id, fields);
      await this.editing.audit.record(tx, staff, { hotelCode: row.hotelCode, entity: 'banner', entityId: id, action: 'update', before, after: fields });
      return this.toRecord(row);
    });
  }

  unpublish(staff: SignedInStaff, id: number): Promise<BannerRecord> {
    return this.editing.inTransaction(async (tx) => {
      const before = this.editing.own(staff, await this.banners.find(id, tx));
      const row = await this.banners.update(tx, id, { draft: true });
      await this.editing.audit.record(tx, staff, { hotelCode: row.hotelCode, entity: 'banner', entityId: id, action: 'unpublish', before: { draft: before.draft }, after: { draft: true } });
      return this.toRecord(row);
    });
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
