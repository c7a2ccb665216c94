import { Form } from 'react-router';
import type { FieldErrors, FormValues } from '@hotel/shared/forms/parse-form';
import { INTEGRATION_SCOPE_LABELS, INTEGRATION_SCOPES } from '@hotel/shared/schemas/admin/integration-keys';
import type { AdminHotel } from '../../components/admin/admin-context.ts';
import { Button, ButtonLink } from '../../components/admin/button.tsx';
import { ChoiceField, TextField } from '../../components/admin/form-fields.tsx';
import { FormActions, FormSection, SECTIONED_FORM } from '../../components/admin/form-section.tsx';

const SCOPE_HINTS = {
  read: '予約の取得のみ',
  write: '予約の取得に加えて、販売室数・販売停止の設定（料金・在庫カレンダーと同じ規則）',
} as const;

/** A new key: its name, the hotels it may act for and what it may do. Posts to the page's action (works without JavaScript). */
export function KeyForm({ values, errors, hotels, action, closeTo, submitting }: { values: FormValues; errors: FieldErrors; hotels: readonly AdminHotel[]; action: string; closeTo: string; submitting: boolean }) {
  const common = { idPrefix: 'integration-key', values, errors };
  return (
    <Form method="post" action={action} className={SECTIONED_FORM} noValidate aria-label="新しいAPIキー">
      <input type="hidden" name="intent" value="create" />
      <FormSection title="新しいAPIキー" description="発行したキーは一度だけ表示されます。保存されるのはキーのハッシュのみです。" columns={1}>
        <TextField name="name" label="キーの名前" need="required" maxLength={60} hint="どのPMSのキーか分かる名前（60文字以内）。監査ログに「連携API（名前）」と表示されます" {...common} />
        <ChoiceField name="hotelCodes" label="使えるホテル" need="required" multiple hint="このキーで予約を読み、在庫を設定できるホテル" options={hotels.map((h) => ({ value: h.code, label: h.name }))} {...common} />
        <ChoiceField name="scope" label="権限" need="required" options={INTEGRATION_SCOPES.map((s) => ({ value: s, label: `${INTEGRATION_SCOPE_LABELS[s]}（${SCOPE_HINTS[s]}）` }))} {...common} />
      </FormSection>
      <FormActions>
        <ButtonLink to={closeTo} variant="secondary">
          閉じる
        </ButtonLink>
        <Button type="submit" disabled={submitting} aria-busy={submitting}>
          キーを発行
        </Button>
      </FormActions>
    </Form>
  );
}
