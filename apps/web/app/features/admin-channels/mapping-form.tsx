import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import type { FieldErrors, FormValues } from '@hotel/shared/forms/parse-form';
import type { ChannelMapping } from '@hotel/shared/schemas/admin/channels';
import { Button, ButtonLink } from '../../components/admin/button.tsx';
import { fieldA11y } from '../../components/admin/form-fields.tsx';
import { FormActions, FormSection, SECTIONED_FORM } from '../../components/admin/form-section.tsx';
import { StatusBadge } from '../../components/admin/status-badge.tsx';
import { FieldError, FormError } from '../../components/ui/form-field.tsx';
import { HOTEL_CODE_FIELD, rateField, roomField } from './mapping-values.ts';
import styles from './channels.module.css';

interface MappingFormProps {
  mapping: ChannelMapping;
  values: FormValues;
  errors: FieldErrors;
  formError?: string | undefined;
  backTo: string;
  submitting: boolean;
}

type MappedItem = ChannelMapping['rooms'][number];

/** 対応済み, or the words the issue asks for: what has no code is not sent. */
function MappedState({ mapped }: { mapped: boolean }) {
  return mapped ? <StatusBadge tone="success">対応済み</StatusBadge> : <StatusBadge tone="warning">未対応（送信されません）</StatusBadge>;
}

/** One of our codes beside its text field for the channel's code; marked while it has none (as saved). */
function MappingRow({ field, name, code, note, saved, values, errors }: { field: string; name: string; code: string; note?: string | null; saved: string | null; values: FormValues; errors: FieldErrors }) {
  const id = `mapping-${field.replace('.', '-')}`;
  const noteId = note ? `${id}-note` : null;
  return (
    <li className={saved === null ? `${styles.mapRow} ${styles.mapRowOpen}` : styles.mapRow}>
      <div className={styles.mapWhat}>
        <label htmlFor={id} className={styles.mapName}>
          {name}
        </label>
        <span className={styles.mapCode}>当サイトのコード {code}</span>
        {note ? (
          <span id={noteId ?? undefined} className={styles.mapNote}>
            {note}
          </span>
        ) : null}
      </div>
      <div className={styles.mapField}>
        <input {...fieldA11y(id, errors[field], noteId)} name={field} defaultValue={values[field] ?? ''} maxLength={64} autoComplete="off" lang="en" />
        <FieldError id={`${id}-error`} message={errors[field]} />
      </div>
      <div className={styles.mapState}>
        <MappedState mapped={saved !== null} />
      </div>
    </li>
  );
}

function MappingList({ items, fieldOf, values, errors, label }: { items: MappedItem[]; fieldOf: (code: string) => string; values: FormValues; errors: FieldErrors; label: string }) {
  if (items.length === 0) return <p className={styles.muted}>{label}がありません</p>;
  return (
    <ul className={styles.mapList} aria-label={label}>
      {items.map((item) => (
        <MappingRow key={item.code} field={fieldOf(item.code)} name={item.name} code={item.code} note={item.note} saved={item.channelCode} values={values} errors={errors} />
      ))}
    </ul>
  );
}

/**
 * A hotel's mapping: its HotelCode, then every room type (InvTypeCode) and rate plan
 * (RatePlanCode) with a field for the code set up on the channel manager's side. Posts to the
 * page's action (works without JavaScript); a blank field is not mapped.
 */
export function MappingForm({ mapping, values, errors, formError, backTo, submitting }: MappingFormProps) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus({ preventScroll: true });
    first?.scrollIntoView({ block: 'center' });
  }, []);
  const problems = Object.values(errors).filter(Boolean).length;
  const summary = formError ?? (problems > 0 ? `入力内容をご確認ください（${problems}項目）。赤く示した項目を修正してから保存してください` : undefined);
  return (
    <Form ref={form} method="post" className={SECTIONED_FORM} noValidate aria-label="対応表">
      <FormError message={summary} />
      <FormSection title="ホテル（HotelCode）" description="チャネルマネージャーがこのホテルに割り当てたコード。空欄の間、このホテルの在庫・料金は何も送信されません。">
        <ul className={styles.mapList} aria-label="ホテル">
          <MappingRow field={HOTEL_CODE_FIELD} name={mapping.hotel.name} code={mapping.hotel.code} saved={mapping.hotel.channelCode} values={values} errors={errors} />
        </ul>
      </FormSection>
      <FormSection title={`客室タイプ（InvTypeCode）・${mapping.rooms.length}件`} description="在庫（販売できる室数）は客室タイプごとに送信します。">
        <MappingList items={mapping.rooms} fieldOf={roomField} values={values} errors={errors} label="客室タイプ" />
      </FormSection>
      <FormSection title={`料金プラン（RatePlanCode）・${mapping.rates.length}件`} description="料金と販売制限は、対応付けた客室タイプ×料金プランごとに送信します。">
        <MappingList items={mapping.rates} fieldOf={rateField} values={values} errors={errors} label="料金プラン" />
      </FormSection>
      <FormActions>
        <ButtonLink to={backTo} variant="secondary">
          一覧へ戻る
        </ButtonLink>
        <Button type="submit" disabled={submitting} aria-busy={submitting}>
          対応表を保存
        </Button>
      </FormActions>
    </Form>
  );
}
