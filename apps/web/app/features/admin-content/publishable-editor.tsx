import type { ReactNode } from 'react';
import type { FormValues } from '@hotel/shared/forms/parse-form';
import type { PublishState } from '@hotel/shared/schemas/admin/content';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { CheckField, TextField } from '../../components/admin/form-fields.tsx';
import type { ContentEditorAnswer } from './content-editor-action.server.ts';
import { ContentEditor, type ContentFields } from './content-editor.tsx';
import { recordFormValues } from './content-form-values.ts';
import { contentListPath } from '../../lib/content-owner.ts';
import { PublishStateBadge } from './publish-state.tsx';
import { PUBLISHABLE, type PublishableKind } from './publishable.ts';

interface PublishableEditorProps<P> {
  kind: PublishableKind;
  /** What loadPublishable answered. */
  loaded: { owner: string; item: ({ id: number; title: string; state: PublishState } & Record<string, unknown>) | null; today: string };
  answer: ContentEditorAnswer<P> | undefined;
  renderPreview: (preview: P) => ReactNode;
  /** Beside the title of a saved item: its 翻訳 (the route draws it: features do not import each other). */
  translate?: ReactNode;
  children: (fields: ContentFields) => ReactNode;
}

/** The editor of a news item, an offer or a banner: ContentEditor with the kind's words, fields and operations (publishable.ts). */
export function PublishableEditor<P>({ kind, loaded: { owner, item, today }, answer, renderPreview, translate, children }: PublishableEditorProps<P>) {
  const { hotel } = useAdminLayout();
  const spec = PUBLISHABLE[kind];
  const stored: FormValues = item ? recordFormValues(item) : spec.fresh(today);
  // What the form shows: a post that was refused, or unpublished a moment ago, wins over the stored item.
  const draft = (answer?.values ?? stored).draft === 'on';
  return (
    <ContentEditor
      title={`${spec.noun}の${item ? '編集' : '作成'}`}
      description={item ? <PublishStateBadge state={item.state} /> : spec.createNote}
      listTo={contentListPath(hotel.code, owner !== hotel.code)}
      crumb={item ? item.title : '新規作成'}
      actions={item ? translate : null}
      answer={answer}
      stored={stored}
      hidden={{ hotel: owner, id: item?.id }}
      idPrefix={kind}
      fields={spec.fields}
      schema={spec.save.input}
      toInput={spec.toInput}
      canUnpublish={Boolean(item && !draft)}
      previewTitle={spec.previewTitle}
      renderPreview={renderPreview}
    >
      {children}
    </ContentEditor>
  );
}

/** When a news item, offer or banner shows: its publishing dates, its place in the list (`sorted`) and 下書き. */
export function PublishFields({ fields, fromLabel = '公開開始日', fromRequired = false, sorted = true }: { fields: ContentFields; fromLabel?: string; fromRequired?: boolean; sorted?: boolean }) {
  return (
    <>
      <TextField {...fields} name="publishFrom" label={fromLabel} need={fromRequired ? 'required' : 'optional'} type="date" hint={fromRequired ? undefined : '空欄ならすぐに公開'} />
      <TextField {...fields} name="publishTo" label="公開終了日" need="optional" type="date" />
      {sorted ? <TextField {...fields} name="sortOrder" label="表示順" need="optional" numeric hint="0〜9999（小さいほど先）" /> : null}
      <CheckField {...fields} name="draft" label="下書きとして保存（公開しない）" />
    </>
  );
}
