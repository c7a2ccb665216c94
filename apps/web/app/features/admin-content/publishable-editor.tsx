import type { ReactNode } from 'react';
import type { FormValues } from '@hotel/shared/forms/parse-form';
import type { PublishState } from '@hotel/shared/schemas/admin/content';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import type { ContentEditorAnswer } from './content-editor-action.server.ts';
import { ContentEditor, type ContentFields } from './content-editor.tsx';
import { recordFormValues } from './content-form-values.ts';
import { contentListPath } from './content-owner.ts';
import { PublishStateBadge } from './publish-state.tsx';
import { PUBLISHABLE, type PublishableKind } from './publishable.ts';

interface PublishableEditorProps<P> {
  kind: PublishableKind;
  /** What loadPublishable answered. */
  loaded: { owner: string; item: ({ id: number; title: string; state: PublishState } & Record<string, unknown>) | null; today: string };
  answer: ContentEditorAnswer<P> | undefined;
  renderPreview: (preview: P) => ReactNode;
  children: (fields: ContentFields) => ReactNode;
}

/** The editor of a news item, an offer or a banner: ContentEditor with the kind's words, fields and operations (publishable.ts). */
export function PublishableEditor<P>({ kind, loaded: { owner, item, today }, answer, renderPreview, children }: PublishableEditorProps<P>) {
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
