import type { News } from '@hotel/shared/schemas/content';
import type { NewsInput, NewsRecord } from '@hotel/shared/schemas/admin/content';
import { cleanHtml } from '../../lib/clean-html.ts';
import { publishState } from '../../lib/publish-window.ts';
import { toNews } from './cms.service.ts';
import type { EditableNews, NewsEditorRepository, NewsFields } from './news-editor.repository.ts';
import { DatedContentEditor, type ContentEditing } from '../../lib/content-editing.ts';

/** News in the back office: list, open, save (create or edit), preview, unpublish; each change audited. */
export class NewsEditorService extends DatedContentEditor<EditableNews, NewsFields, NewsInput, NewsRecord> {
  constructor(editing: ContentEditing, news: NewsEditorRepository) {
    super(editing, news, { entity: 'news', fieldsOf: toFields, windowOf, auditBefore: ({ id: _id, sid: _sid, ...fields }) => fields });
  }

  /** The item as the guest API would answer it, saved or not (the preview renders it like /newsdetail). */
  preview(input: NewsInput): News {
    return toNews({ id: input.id ?? 0, sid: 0, translations: {}, ...toFields(input) });
  }

  protected recordOf(row: EditableNews): NewsRecord {
    const { publishedOn, hotelCode, sid: _sid, ...rest } = row;
    return { ...rest, hotel: hotelCode, publishFrom: publishedOn, state: publishState(windowOf(row), this.editing.today()) };
  }
}

/** News keeps its window's start as published_on (its date on the site). */
const windowOf = (row: EditableNews) => ({ publishFrom: row.publishedOn, publishTo: row.publishTo, draft: row.draft });

/** The form's fields are the columns, but for the hotel's name, the cleaned content and the first day's name. */
function toFields({ id: _id, hotel, publishFrom, ...fields }: NewsInput): NewsFields {
  return { ...fields, hotelCode: hotel, content: cleanHtml(fields.content), publishedOn: publishFrom };
}
