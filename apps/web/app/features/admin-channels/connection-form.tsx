import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-router';
import type { FieldErrors, FormValues } from '@hotel/shared/forms/parse-form';
import { CHANNEL_TYPE_LABELS, CHANNEL_TYPES, GOOGLE_ENDPOINT, type ChannelTypeName } from '@hotel/shared/schemas/admin/channels';
import type { AdminHotel } from '../../components/admin/admin-context.ts';
import { Button, ButtonLink } from '../../components/admin/button.tsx';
import { CheckField, ChoiceField, fieldA11y, TextField } from '../../components/admin/form-fields.tsx';
import { FormActions, FormSection, SECTIONED_FORM } from '../../components/admin/form-section.tsx';
import { FormError, FormField } from '../../components/ui/form-field.tsx';
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

/** What each kind of connection asks for, as staff read it. */
const KIND: Record<ChannelTypeName, { description: string; endpointHint: string; requestorLabel: string; requestorHint: string; nameHint: string }> = {
  pmsxchange: {
    description: 'OpenTravel XML・SOAP。チャネルマネージャーのアカウントで接続します',
    endpointHint: 'https:// で始まるURL。SiteMinderから案内されたpmsXchangeのアドレスをそのまま入力します',
    requestorLabel: 'リクエスターID（PMSコード）',
    requestorHint: '半角英数字と - _ .（64文字以内）',
    nameHint: '60文字以内。例：SiteMinder（本番）',
  },
  google: {
    description: 'Google 検索・マップに料金と無料の予約リンクを表示します。Google は送信元のIPアドレスで認証するため、ユーザー名とパスワードはありません（サーバーのIPアドレスを Hotel Center で登録します）',
    endpointHint: 'Google の送信先（通常は変更しません）。メッセージごとのパスはこのアドレスに付けて送信します',
    requestorLabel: 'パートナーキー',
    requestorHint: 'Hotel Center のパートナーキー（半角英数字と - _ .、64文字以内）',
    nameHint: '60文字以内。例：Google ホテル広告',
  },
};

const typeOf = (value: string | undefined): ChannelTypeName => (value === 'google' ? 'google' : 'pmsxchange');

/**
 * Add or edit a connection. Posts to the list page's action, which checks it with the API's
 * schema (works without JavaScript). The kind is chosen when adding (fixed afterwards) and decides
 * the fields: Google has no account. The password is never shown back: on an edit a blank one
 * keeps what is stored.
 */
export function ConnectionForm({ mode, savedName, values, errors, formError, hotels, action, closeTo, submitting }: ConnectionFormProps) {
  const [type, setType] = useState<ChannelTypeName>(typeOf(values.type));
  const kind = KIND[type];
  // Google's endpoint is its host: filled in for a new connection, and cleared again when switching back.
  const endpointUrl = type === 'google' && !values.endpointUrl ? GOOGLE_ENDPOINT : type === 'pmsxchange' && values.endpointUrl === GOOGLE_ENDPOINT ? '' : (values.endpointUrl ?? '');
  const shown: FormValues = { ...values, endpointUrl };
  const common = { idPrefix: ID_PREFIX, values: shown, errors };
  const form = useRef<HTMLFormElement>(null);
  // A refused post draws the form afresh: its first bad field takes the focus, as the catalogue's forms do.
  useEffect(() => {
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus({ preventScroll: true });
    first?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <Form ref={form} method="post" action={action} className={SECTIONED_FORM} noValidate aria-label={mode === 'create' ? '新しい接続' : `${savedName ?? ''}の編集`}>
      {mode === 'update' ? <input type="hidden" name="id" value={values.id ?? ''} /> : null}
      <FormError message={formError} />
      <FormSection title={mode === 'create' ? '新しい接続' : `「${savedName ?? ''}」を編集`} description={mode === 'create' ? undefined : `種類：${CHANNEL_TYPE_LABELS[type]}。${kind.description}`} columns={2}>
        {mode === 'create' ? (
          <div
            className={styles.wide}
            onChange={(event) => {
              const input = event.target as HTMLInputElement;
              if (input.name === 'type') setType(typeOf(input.value));
            }}
          >
            <ChoiceField name="type" label="種類" need="required" hint={kind.description} options={CHANNEL_TYPES.map((t) => ({ value: t, label: CHANNEL_TYPE_LABELS[t] }))} {...common} values={{ ...shown, type }} />
          </div>
        ) : (
          <input type="hidden" name="type" value={type} />
        )}
        <div className={styles.wide}>
          <TextField name="name" label="接続名" need="required" maxLength={60} hint={kind.nameHint} {...common} />
        </div>
        <div className={styles.wide}>
          {/* Drawn afresh when the kind changes: the address filled in follows it. */}
          <TextField key={type} name="endpointUrl" label="エンドポイントURL" need="required" inputMode="url" lang="en" maxLength={500} hint={kind.endpointHint} {...common} />
        </div>
        <TextField name="requestorId" label={kind.requestorLabel} need="required" maxLength={64} hint={kind.requestorHint} {...common} />
        {type === 'pmsxchange' ? <PmsxchangeAccount mode={mode} common={common} errors={errors} /> : null}
      </FormSection>
 

      <FormSection title="販売するホテルと送信" columns={1}>
        <ChoiceField
          name={HOTELS_FIELD}
          label="販売するホテル"
          need="required"
          multiple
          hint="この接続で販売するホテル。ホテルごとの対応表は保存後に設定します"
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

/** pmsXchange's account: the username and the password (never shown back; blank on an edit keeps it). */
function PmsxchangeAccount({ mode, common, errors }: { mode: 'create' | 'update'; common: { idPrefix: string; values: FormValues; errors: FieldErrors }; errors: FieldErrors }) {
  const passwordId = `${ID_PREFIX}-password`;
  const passwordHint =
    mode === 'update' ? '保存済みのパスワードは表示されません。空欄のまま保存すると、保存済みのパスワードをそのまま使います' : 'チャネルマネージャーから発行されたパスワード（256文字以内）';
  return (
    <>
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
    </>
  );
}
