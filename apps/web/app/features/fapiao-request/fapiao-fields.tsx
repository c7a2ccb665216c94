import { useState } from 'react';
import type { FieldErrors, FormValues } from '@hotel/shared/forms/parse-form';
import { FormField } from '../../components/ui/form-field.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
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
/** FAPIAO_BUYER_KIND_LABELS and FAPIAO_INVOICE_TYPE_LABELS (kept for the back office and the server) in the catalogue. */
const BUYER_KINDS = { personal: 'fapiao.buyerPersonal', company: 'fapiao.buyerCompany' } as const;
const INVOICE_TYPES = { normal: 'fapiao.typeNormal', special: 'fapiao.typeSpecial' } as const;

export function FapiaoFields({ idPrefix, namePrefix = '', errors = {}, values = {} }: FapiaoFieldsProps) {
  const t = useT();
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
        <legend>{t('fapiao.recipient')}</legend>
        {(['personal', 'company'] as const).map((value) => (
          <label key={value} className={styles.option}>
            <input type="radio" name={`${namePrefix}buyerKind`} value={value} checked={kind === value} onChange={() => setKind(value)} />
            {t(BUYER_KINDS[value])}
          </label>
        ))}
      </fieldset>
      {company ? (
        <fieldset className={styles.choice}>
          <legend>{t('fapiao.kind')}</legend>
          {(['normal', 'special'] as const).map((value) => (
            <label key={value} className={styles.option}>
              <input type="radio" name={`${namePrefix}invoiceType`} value={value} checked={type === value} onChange={() => setType(value)} />
              {t(INVOICE_TYPES[value])}
            </label>
          ))}
        </fieldset>
      ) : null}
      {text('title', company ? t('fapiao.titleCompany') : t('fapiao.titlePersonal'), 'required', { maxLength: 100, autoComplete: company ? 'organization' : 'name' })}
      {company ? text('taxNo', t('fapiao.taxNo'), 'required', { maxLength: 24, autoCapitalize: 'characters', spellCheck: false, inputMode: 'text' }) : null}
      {text('email', t('fapiao.email'), 'required', { type: 'email', maxLength: 100, autoComplete: 'email' })}
      {company && type === 'special' ? (
        <>
          {text('companyAddress', t('fapiao.companyAddress'), 'required', { maxLength: 200 })}
          {text('companyPhone', t('fapiao.companyPhone'), 'required', { maxLength: 30, type: 'tel' })}
          {text('bankName', t('fapiao.bankName'), 'required', { maxLength: 100 })}
          {text('bankAccount', t('fapiao.bankAccount'), 'required', { maxLength: 40, inputMode: 'numeric' })}
        </>
      ) : null}
    </div>
  );
}
