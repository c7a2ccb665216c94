import { useState } from 'react';
import { FAPIAO_BUYER_KIND_LABELS, FAPIAO_INVOICE_TYPE_LABELS } from '@hotel/shared/forms/fapiao';
import type { FieldErrors, FormValues } from '@hotel/shared/forms/parse-form';
import { FormField } from '../../components/ui/form-field.tsx';
import styles from './fapiao-fields.module.css';

interface FapiaoFieldsProps {
  /** Ids are `<idPrefix>-<field>`; names `<namePrefix><field>` (the guest step posts them beside its own fields). */
  idPrefix: string;
  namePrefix?: string;
  errors?: FieldErrors | undefined;
  /** What was posted last (a refused post shows it again), else the defaults. */
  values?: FormValues | undefined;
}

/**
 * The fapiao (发票) request's fields (decision 0071): 个人 or 企业; a company's 抬头 and 税号, and for
 * a 专用发票 its address, phone, bank and account; the e-mail the e-invoice goes to. What shows
 * follows the choices; the shared fapiaoRequestForm checks the same fields in the browser and the
 * action, and ignores the hidden ones.
 */
export function FapiaoFields({ idPrefix, namePrefix = '', errors = {}, values = {} }: FapiaoFieldsProps) {
  const [kind, setKind] = useState(values[`${namePrefix}buyerKind`] === 'company' ? 'company' : 'personal');
  const [type, setType] = useState(values[`${namePrefix}invoiceType`] === 'special' ? 'special' : 'normal');
  const id = (field: string) => `${idPrefix}-${field}`;
  const text = (field: string, label: string, need: 'required' | 'optional', props: Record<string, unknown> = {}) => (
    <FormField htmlFor={id(field)} label={label} need={need} error={errors[`${namePrefix}${field}`]} errorId={`${id(field)}-error`}>
      <input
        id={id(field)}
        name={`${namePrefix}${field}`}
        defaultValue={values[`${namePrefix}${field}`] ?? ''}
        className={styles.input}
        aria-invalid={errors[`${namePrefix}${field}`] ? true : undefined}
        aria-describedby={errors[`${namePrefix}${field}`] ? `${id(field)}-error` : undefined}
        {...props}
      />
    </FormField>
  );
  const company = kind === 'company';
  return (
    <div className={styles.fields}>
      <fieldset className={styles.choice}>
        <legend>发票の宛先</legend>
        {(['personal', 'company'] as const).map((value) => (
          <label key={value} className={styles.option}>
            <input type="radio" name={`${namePrefix}buyerKind`} value={value} checked={kind === value} onChange={() => setKind(value)} />
            {FAPIAO_BUYER_KIND_LABELS[value]}
          </label>
        ))}
      </fieldset>
      {company ? (
        <fieldset className={styles.choice}>
          <legend>发票の種類</legend>
          {(['normal', 'special'] as const).map((value) => (
            <label key={value} className={styles.option}>
              <input type="radio" name={`${namePrefix}invoiceType`} value={value} checked={type === value} onChange={() => setType(value)} />
              {FAPIAO_INVOICE_TYPE_LABELS[value]}
            </label>
          ))}
        </fieldset>
      ) : null}
      {text('title', company ? '抬头（会社名）' : '抬头（お名前）', 'required', { maxLength: 100, autoComplete: company ? 'organization' : 'name' })}
      {company ? text('taxNo', '税号（統一社会信用コード・18桁）', 'required', { maxLength: 24, autoCapitalize: 'characters', spellCheck: false, inputMode: 'text' }) : null}
      {text('email', '电子发票の送付先（E-mail）', 'required', { type: 'email', maxLength: 100, autoComplete: 'email' })}
      {company && type === 'special' ? (
        <>
          {text('companyAddress', '会社の住所', 'required', { maxLength: 200 })}
          {text('companyPhone', '会社の電話番号', 'required', { maxLength: 30, type: 'tel' })}
          {text('bankName', '取引銀行名', 'required', { maxLength: 100 })}
          {text('bankAccount', '銀行口座番号', 'required', { maxLength: 40, inputMode: 'numeric' })}
        </>
      ) : null}
    </div>
  );
}
