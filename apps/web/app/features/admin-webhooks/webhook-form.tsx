import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import type { FieldErrors, FormValues } from '@hotel/shared/forms/parse-form';
import type { AdminHotel } from '../../components/admin/admin-context.ts';
import { Button, ButtonLink } from '../../components/admin/button.tsx';
import { CheckField, SelectField, TextField } from '../../components/admin/form-fields.tsx';
import { FormActions, FormSection, SECTIONED_FORM } from '../../components/admin/form-section.tsx';
import { Facts } from '../../components/admin/detail.tsx';
import { FormError } from '../../components/ui/form-field.tsx';
import styles from './webhooks.module.css';

interface WebhookFormProps {
  mode: 'create' | 'update';
  /** The endpoint's hotel (an update shows it; it never changes). */
  hotelName?: string | undefined;
  values: FormValues;
  errors: FieldErrors;
  formError?: string | undefined;
  hotels: readonly AdminHotel[];
  /** Where the form posts (the list page; ?edit= while editing). */
  action: string;
  closeTo: string;
  submitting: boolean;
}

const ID_PREFIX = 'webhook';

/**
 * Add or edit a PMS endpoint. Posts to the list page's action, which checks it with the API's
 * schema (works without JavaScript). An endpoint's hotel is chosen once: its events are that
 * hotel's, so another hotel is another endpoint.
 */
export function WebhookForm({ mode, hotelName, values, errors, formError, hotels, action, closeTo, submitting }: WebhookFormProps) {
  const common = { idPrefix: ID_PREFIX, values, errors };
  const form = useRef<HTMLFormElement>(null);
  // A refused post draws the form afresh: its first bad field takes the focus, as the other forms do.
  useEffect(() => {
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus({ preventScroll: true });
    first?.scrollIntoView({ block: 'center' });
  }, []);
  const problems = Object.values(errors).filter(Boolean).length;
  const summary = formError ?? (problems > 0 ? `入力内容をご確認ください（${problems}項目）。赤く示した項目を修正してから保存してください` : undefined);
  const title = mode === 'create' ? '新しい送信先' : `「${hotelName ?? ''}」の送信先を編集`;
  return (
    <Form ref={form} method="post" action={action} className={SECTIONED_FORM} noValidate aria-label={title}>
      <input type="hidden" name="intent" value={mode} />
      {mode === 'update' ? <input type="hidden" name="id" value={values.id ?? ''} /> : null}
      <FormError message={summary} />
      <FormSection title={title} description="このホテルの予約の作成・変更・取消・チェックイン・チェックアウトを、指定したURLへ署名付きで通知します。" columns={1}>
        {mode === 'create' ? (
          <SelectField name="hotelCode" label="ホテル" need="required" hint="登録後は変更できません（別のホテルには別の送信先を追加します）" options={hotels.map((h) => ({ value: h.code, label: h.name }))} {...common} />
        ) : (
          <div className={styles.fixedHotel}>
            <Facts compact facts={[['ホテル', `${hotelName ?? ''}（変更できません）`]]} />
          </div>
        )}
        <TextField name="url" label="送信先URL" need="required" inputMode="url" lang="en" maxLength={500} hint="https:// で始まるURL（500文字以内）。社内ネットワークのアドレスは指定できません" {...common} />
        <TextField name="description" label="メモ" need="optional" maxLength={100} hint="100文字以内。例：本館PMS（本番）" {...common} />
        <CheckField name="enabled" label="有効にする" hint="無効の間は通知を作成せず、送信もしません（その間の予約の変更は、有効に戻しても送られません）" {...common} />
      </FormSection>
      <FormActions>
        <ButtonLink to={closeTo} variant="secondary">
          閉じる
        </ButtonLink>
        <Button type="submit" disabled={submitting} aria-busy={submitting}>
          {mode === 'create' ? '送信先を追加' : '保存する'}
        </Button>
      </FormActions>
    </Form>
  );
}
