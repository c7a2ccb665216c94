import { ABOUT_SIDS, FOOTER_PAGES, GROUP_CODE } from '@hotel/shared/constants';
import type { ContentPage } from '@hotel/shared/schemas/content';
import { CONTENT_MESSAGES, HOTEL_BLOCK_SCHEMAS, type HotelBlockKind, type PageInput } from '@hotel/shared/schemas/admin/content';
import { badRequest, notFound } from '../../lib/api-error.ts';
import { cleanHtml } from '../../lib/clean-html.ts';
import type { PageEditorRepository } from './page-editor.repository.ts';
import type { SignedInStaff } from '../staff/index.ts';
import type { ContentEditing } from '../../lib/content-editing.ts';

const EDITABLE_SIDS: readonly number[] = [...Object.values(ABOUT_SIDS), ...Object.values(FOOTER_PAGES)];

/**
 * The about and footer pages (the group's: pro018) and the hotel pages (hotel_content blocks).
 * They always exist on the guest site, so they are edited in place (preview first), not scheduled.
 */
export class PageEditorService {
  constructor(
    private readonly editing: ContentEditing,
    private readonly pages: PageEditorRepository,
  ) {}

  async listPages() {
    return (await this.pages.listPages()).filter((p) => EDITABLE_SIDS.includes(p.sid));
  }

  async getPage(sid: number): Promise<ContentPage> {
    const row = EDITABLE_SIDS.includes(sid) ? await this.pages.findPage(sid) : undefined;
    if (!row) throw notFound(CONTENT_MESSAGES.notFound);
    return toPage(row);
  }

  savePage(staff: SignedInStaff, input: PageInput): Promise<ContentPage> {
    const fields = toFields(input);
    return this.editing.inTransaction(async (tx) => {
      const before = EDITABLE_SIDS.includes(input.sid) ? await this.pages.findPage(input.sid, tx) : undefined;
      if (!before) throw notFound(CONTENT_MESSAGES.notFound);
      const row = await this.pages.updatePage(tx, input.sid, fields);
      await this.editing.audit.record(tx, staff, { hotelCode: GROUP_CODE, entity: 'content_page', entityId: input.sid, action: 'update', before, after: fields });
      return toPage(row);
    });
  }

  /** The page as the guest API (/cms/about.aspx, /cms/page.aspx) would answer it after saving. */
  async previewPage(input: PageInput): Promise<ContentPage> {
    const row = await this.getPage(input.sid);
    const f = toFields(input);
    return { ...row, title: f.title, titleEn: f.titleEn, banner: f.banner, bannerMob: f.bannerMobile, Content: f.content };
  }

  async getBlock(hotelCode: string, kind: HotelBlockKind) {
    const data = await this.pages.findBlock(hotelCode, kind);
    if (!data) throw notFound(CONTENT_MESSAGES.notFound);
    return { hotel: hotelCode, kind, data };
  }

  /** A block must read back exactly as the guest API serves it: checked with the guest schema of its kind. */
  saveBlock(staff: SignedInStaff, hotelCode: string, kind: HotelBlockKind, data: Record<string, unknown>) {
    const parsed = HOTEL_BLOCK_SCHEMAS[kind].safeParse({ ...data, HotelCode: hotelCode });
    if (!parsed.success) throw badRequest(CONTENT_MESSAGES.blockInvalid);
    const clean = parsed.data as Record<string, unknown>;
    return this.editing.inTransaction(async (tx) => {
      const before = await this.pages.findBlock(hotelCode, kind, tx);
      await this.pages.saveBlock(tx, hotelCode, kind, clean);
      await this.editing.audit.record(tx, staff, { hotelCode, entity: 'hotel_content', entityId: `${hotelCode}:${kind}`, action: before ? 'update' : 'create', before, after: clean });
      return { hotel: hotelCode, kind, data: clean };
    });
  }
}

function toFields(input: PageInput) {
  return { title: input.title, titleEn: input.titleEn, banner: input.banner, bannerMobile: input.bannerMobile, content: cleanHtml(input.content) };
}

function toPage(row: { sid: number; code: string; title: string; titleEn: string; banner: string; bannerMobile: string; content: string }): ContentPage {
  return { sid: row.sid, code: row.code, title: row.title, titleEn: row.titleEn, banner: row.banner, bannerMob: row.bannerMobile, Content: row.content };
}
