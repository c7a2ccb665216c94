import { Form, useNavigation } from 'react-router';
import { MEETING_STAFF_NOTE_MAX, MEETING_STATUS_LABELS, type MeetingDetail } from '@hotel/shared/schemas/admin/meetings';
import { FormField } from '../../components/ui/form-field.tsx';
import { fieldA11y } from '../../components/admin/form-fields.tsx';
import { Button } from '../../components/admin/button.tsx';
import { FormActions, FormSection } from '../../components/admin/form-section.tsx';
import type { MeetingAnswerResult } from './meeting-answer.server.ts';

/** Status (the current one and where it may go) and the staff note; a plain post, so it works without JavaScript. */
export function MeetingAnswerForm({ meeting, result }: { meeting: MeetingDetail; result: MeetingAnswerResult | undefined }) {
  const busy = useNavigation().state === 'submitting';
  const refused = result && !result.ok ? result : undefined;
  const errors = refused?.errors ?? {};
  const choices = [meeting.status, ...meeting.nextStatuses];
  // After a save the loader's values are the truth: a new key refills the fields from them.
  const key = `${meeting.status}:${meeting.staffNote}`;
  return (
    <Form method="post" key={key} noValidate>
      <FormSection
        title="対応"
        description="状態を進め、対応の記録をメモに残します。メモはお客様には表示されません。"
        footer={
          <FormActions>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              保存する
            </Button>
          </FormActions>
        }
      >
        <FormField htmlFor="meeting-status" label="状態" need="required" error={errors.status} errorId="meeting-status-error">
          <select {...fieldA11y('meeting-status', errors.status)} name="status" defaultValue={refused?.values?.status ?? meeting.status} aria-required="true">
            {choices.map((s) => (
              <option key={s} value={s}>
                {MEETING_STATUS_LABELS[s]}
                {s === meeting.status ? '（現在）' : ''}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          htmlFor="meeting-note"
          label="対応メモ"
          need="optional"
          error={errors.note}
          errorId="meeting-note-error"
          hint={`${MEETING_STAFF_NOTE_MAX}文字まで`}
          hintId="meeting-note-hint"
        >
          <textarea {...fieldA11y('meeting-note', errors.note, 'meeting-note-hint')} name="note" rows={5} maxLength={MEETING_STAFF_NOTE_MAX} defaultValue={refused?.values?.note ?? meeting.staffNote} />
        </FormField>
      </FormSection>
    </Form>
  );
}
