import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import type { FieldErrors, FormValues } from '@hotel/shared/forms/parse-form';
import type { AdminHotel } from '../../components/admin/admin-context.ts';
import { Button, ButtonLink } from '../../components/admin/button.tsx';
import { CheckField, ChoiceField, fieldA11y, TextField } from '../../components/admin/form-fields.tsx';
import { FormActions, FormSection, SECTIONED_FORM } from '../../components/admin/form-section.tsx';
import { FormError, FormField } from '../../components/ui/form-field.tsx';
import { CHANNEL_TYPE_LABELS } from './channel-format.ts';
import { HOTELS_FIELD } from './connection-form-values.ts';
import styles from './channels.module.css';

interface ConnectionFormProps {
  mode: 'create' | 'update';
  /** The saved name of the connection edited (the heading; the field may hold another by now). */
  savedName?: string | undefined;
  values: FormValues;
  errors: FieldErrors;
  formError?: string | undefined;
  hotels: readonly AdminHotel[];
  /** Where the form posts (the list page with ?new=1 or ?edit=). */
  action: string;
  closeTo: string;
  submitting: boolean;
}

const ID_PREFIX = 'channel';

/**
 * Add or edit a channel manager connection. Posts to the list page's action, which checks it with
 * the API's schema (works without JavaScript). The password is never shown back: on an edit a
 * blank one keeps what is stored.
 */
export function ConnectionForm({ mode, savedName, values, errors, formError, hotels, action, closeTo, submitting }: ConnectionFormProps) {
  const common = { idPrefix: ID_PREFIX, values, errors };
  const form = useRef<HTMLFormElement>(null);
  // A refused post draws the form afresh: its first bad field takes the focus, as the catalogue's forms do.
  useEffect(() => {
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus({ preventScroll: true });
    first?.scrollIntoView({ block: 'center' });
  }, []);
  const passwordId = `${ID_PREFIX}-password`;
  const passwordHint =
    mode === 'update' ? '保存済みのパスワードは表示されません。空欄のまま保存すると、保存済みのパスワードをそのまま使います' : 'チャネルマネージャーから発行されたパスワード（256文字以内）';
  return (
    <Form ref={form} method="post" action={action} className={SECTIONED_FORM} noValidate aria-label={mode === 'create' ? '新しい接続' : `${savedName ?? ''}の編集`}>
      {mode === 'update' ? <input type="hidden" name="id" value={values.id ?? ''} /> : null}
      <FormError message={formError} />
      <FormSection title={mode === 'create' ? '新しい接続' : `「${savedName ?? ''}」を編集`} description={`種類：${CHANNEL_TYPE_LABELS.pmsxchange}（OpenTravel XML・SOAP）`} columns={2}>
        <div className={styles.wide}>
          <TextField name="name" label="接続名" need="required" maxLength={60} hint="60文字以内。例：SiteMinder（本番）" {...common} />
        </div>
        <div className={styles.wide}>
          <TextField name="endpointUrl" label="エンドポイントURL" need="required" inputMode="url" lang="en" maxLength={500} hint="https:// で始まるURL。SiteMinderから案内されたpmsXchangeのアドレスをそのまま入力します" {...common} />
        </div>
        <TextField name="requestorId" label="リクエスターID（PMSコード）" need="required" maxLength={64} hint="半角英数字と - _ .（64文字以内）" {...common} />
        <TextField name="username" label="ユーザー名" need="required" maxLength={128} {...common} />
        <FormField htmlFor={passwordId} label="パスワード" need={mode === 'create' ? 'required' : 'optional'} error={errors.password} errorId={`${passwordId}-error`} hint={passwordHint} hintId={`${passwordId}-hint`}>
          <input
            {...fieldA11y(passwordId, errors.password, `${passwordId}-hint`)}
            name="password"
            type="password"
            // Never filled from the page: the browser's saved password would overwrite the stored one.
            autoComplete="new-password"
            maxLength={256}
            defaultValue=""
            aria-required={mode === 'create' ? true : undefined}
          />
        </FormField>
      </FormSection>

      <FormSection title="販売するホテルと送信" columns={1}>
        <ChoiceField
          name={HOTELS_FIELD}
          label="販売するホテル"
          need="required"
          multiple
          hint="このチャネルマネージャーで販売するホテル。ホテルごとの対応表は保存後に設定します"
          options={hotels.map((h) => ({ value: h.code, label: h.name }))}
          {...common}
        />
        <CheckField name="enabled" label="有効にする" hint="有効にして保存すると、すぐに1年分（365泊）の在庫・料金を全件同期で送信します。無効の間は何も送信しません" {...common} />
      </FormSection>

      <FormActions>
        <ButtonLink to={closeTo} variant="secondary">
          閉じる
        </ButtonLink>
        <Button type="submit" disabled={submitting} aria-busy={submitting}>
          {mode === 'create' ? '接続を追加' : '保存する'}
        </Button>
      </FormActions>
    </Form>
  );
}
