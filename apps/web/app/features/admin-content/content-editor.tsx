import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import type { z } from 'zod';
import type { FieldErrors, FormValues } from '@hotel/shared/forms/parse-form';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { ActionNotice, type ActionResult } from '../../components/admin/notice.tsx';
import { useSchemaForm } from '../../components/ui/use-schema-form.ts';
import type { ContentEditorAnswer } from './content-editor-action.server.ts';
import { ContentFormActions } from './content-form-actions.tsx';
import styles from './content.module.css';

export const HTML_HINT = 'p・h3・ul・a・img などが使えます。その他のタグや属性は保存時に取り除かれます';
export const IMAGE_HINT = 'アップロードするか、/img/ または /media/ の画像のパスを入力';

/** What an editor's fields need (spread into the back office's TextField, TextArea, …). */
export interface ContentFields {
  idPrefix: string;
  values: FormValues;
  errors: FieldErrors;
}

interface ContentEditorProps<P, F extends string> {
  title: string;
  description?: ReactNode;
  /** The breadcrumbs: the content list, then this record. */
  listTo: string;
  crumb: string;
  /** The action's answer to the last post. */
  answer: ContentEditorAnswer<P> | undefined;
  /** The page's own message when the action has none (a hotel without this page). */
  notice?: ActionResult | null;
  /** Above the form: the choice of which record to edit. */
  chooser?: ReactNode;
  /** Beside the title: the record's 翻訳 (features/admin-translations). */
  actions?: ReactNode;
  /** The record as the form shows it; null: nothing to edit (the chooser and the notice say why). */
  stored: FormValues | null;
  /** Posted as they are: the owner, the record's id, the block's kind. */
  hidden: Record<string, string | number | undefined>;
  /** The form starts afresh from `stored` when this changes (another page, a saved one read back). */
  formKey?: string;
  /** Ids are `<idPrefix>-<field>`. */
  idPrefix: string;
  /** The fields in the screen's order, and the save schema and input shaping the action checks with: the browser checks first. */
  fields: readonly F[];
  schema?: z.ZodType;
  toInput?: (values: FormValues) => unknown;
  canUnpublish?: boolean;
  previewTitle: string;
  renderPreview: (preview: P) => ReactNode;
  /** A page-wide preview goes under the form (the hotel pages' two-column sections), else beside it. */
  wide?: boolean;
  children: (fields: ContentFields) => ReactNode;
}

/**
 * The one content editor (news, offers, banners, pages, hotel pages): the page with its
 * breadcrumbs, the action's message, the form posting to contentEditorAction (preview, save,
 * unpublish; works without JavaScript) and the preview drawn with the guest page's own components.
 */
export function ContentEditor<P, F extends string>(props: ContentEditorProps<P, F>) {
  const { answer, stored } = props;
  const busy = useNavigation().state !== 'idle';
  const form = useSchemaForm({ schema: props.schema, toInput: props.toInput, fields: props.fields, answer, idPrefix: props.idPrefix });
  const fields: ContentFields = { idPrefix: props.idPrefix, values: answer?.values ?? stored ?? {}, errors: form.errors };
  const result = answer && !answer.preview ? answer : (props.notice ?? null);

  return (
    <AdminPage title={props.title} description={props.description} actions={props.actions} breadcrumbs={[{ label: 'コンテンツ', to: props.listTo }, { label: props.crumb }]}>
      {props.chooser}
      <ActionNotice result={result} />
      {stored ? (
        <div className={props.wide ? styles.stacked : styles.editor}>
          <Form method="post" key={props.formKey} onSubmit={form.onSubmit} noValidate>
            {Object.entries(props.hidden).map(([name, value]) => (value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />))}
            {props.children(fields)}
            <ContentFormActions busy={busy} canUnpublish={props.canUnpublish} />
          </Form>
          <section className={styles.preview} aria-labelledby="preview-title">
            <h2 id="preview-title" className={styles.previewLabel}>
              {props.previewTitle}
            </h2>
            {answer?.preview ? props.renderPreview(answer.preview) : <p>「プレビュー」を押すと、保存前の内容をお客様のページと同じ形で表示します。</p>}
          </section>
        </div>
      ) : null}
    </AdminPage>
  );
}
