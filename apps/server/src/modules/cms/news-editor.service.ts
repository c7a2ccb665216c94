import type { News } from '@hotel/shared/schemas/content';
import type { NewsInput, NewsRecord } from '@hotel/shared/schemas/admin/content';
import { cleanHtml } from '../../lib/clean-html.ts';
import { publishState } from '../../lib/publish-window.ts';
import { toNews } from './cms.service.ts';
import type { EditableNews, NewsEditorRepository } from './news-editor.repository.ts';
import type { SignedInStaff } from '../staff/index.ts';
import type { ContentEditing } from '../../lib/content-editing.ts';

/** News in the back office: list, open, save (create or edit), preview, unpublish; each change audited. */
export class NewsEditorService {
  constructor(
    private readonly editing: ContentEditing,
    private readonly news: NewsEditorRepository,
  ) {}

  async list(hotelCode: string) {
    const today = this.editing.today();
    return (await this.news.listOf(hotelCode)).map((row) => ({
      id: row.id,
      hotel: row.hotelCode,
      title: row.title,
      publishFrom: row.publishedOn,
      publishTo: row.publishTo,
      state: publishState(windowOf(row), today),
    }));
  }

  async get(staff: SignedInStaff, id: number): Promise<NewsRecord> {
    return this.toRecord(this.editing.own(staff, await this.news.find(id)));
  }

  /** Creates (no id) or edits; the item stays its hotel's (an edit cannot move it to another). */
  async save(staff: SignedInStaff, input: NewsInput): Promise<NewsRecord> {
    return this.toRecord(await this.editing.save(staff, 'news', this.news, input, toFields(input), auditFields));
  }

  async unpublish(staff: SignedInStaff, id: number): Promise<NewsRecord> {
    return this.toRecord(await this.editing.unpublish(staff, 'news', this.news, id));
  }

  /** The item as the guest API would answer it, saved or not (the preview renders it like /newsdetail). */
  preview(input: NewsInput): News {
    return toNews({ id: input.id ?? 0, sid: 0, ...toFields(input) });
  }

  private toRecord(row: EditableNews): NewsRecord {
    return {
      id: row.id,
      hotel: row.hotelCode,
      title: row.title,
      image: row.image,
      summary: row.summary,
      content: row.content,
      publishFrom: row.publishedOn,
      publishTo: row.publishTo,
      draft: row.draft,
      state: publishState(windowOf(row), this.editing.today()),
    };
  }
}

const windowOf = (row: EditableNews) => ({ publishFrom: row.publishedOn, publishTo: row.publishTo, draft: row.draft });

function toFields(input: NewsInput) {
  return {
    hotelCode: input.hotel,
    title: input.title,
    image: input.image,
    summary: input.summary,
    content: cleanHtml(input.content),
    publishedOn: input.publishFrom,
    publishTo: input.publishTo,
    draft: input.draft,
  };
}

const auditFields = ({ id: _id, sid: _sid, ...fields }: EditableNews) => fields;
