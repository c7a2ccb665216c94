import type { ReactNode } from 'react';
import type { FieldErrors, FormValues } from '@hotel/shared/forms/parse-form';
import { FormField, fieldA11y } from '../../components/ui/form-field.tsx';
import styles from './catalog-form.module.css';

interface FieldProps {
  name: string;
  label: string;
  values: FormValues;
  errors: FieldErrors;
  need?: 'required' | 'optional';
  hint?: string;
}

const ids = (name: string) => ({ id: `catalog-${name}`, errorId: `catalog-${name}-error`, hintId: `catalog-${name}-hint` });

/** A one-line input (text or whole number) with its label, hint and message. */
export function TextField({ name, label, values, errors, need, hint, numeric, readOnly, suffix }: FieldProps & { numeric?: boolean; readOnly?: boolean; suffix?: string }) {
  const { id, errorId, hintId } = ids(name);
  const input = (
    <input
      {...fieldA11y(id, errors[name], hint && hintId)}
      name={name}
      type="text"
      inputMode={numeric ? 'numeric' : undefined}
      defaultValue={values[name] ?? ''}
      readOnly={readOnly}
      aria-required={need === 'required' ? true : undefined}
    />
  );
  return (
    <FormField htmlFor={id} label={label} need={need} error={errors[name]} errorId={errorId} hint={hint} hintId={hintId}>
      {suffix ? (
        <span className={styles.withSuffix}>
          {input}
          <span aria-hidden="true">{suffix}</span>
        </span>
      ) : (
        input
      )}
    </FormField>
  );
}

/** A textarea (descriptions, one item per line). */
export function TextArea({ name, label, values, errors, need, hint, rows = 4 }: FieldProps & { rows?: number }) {
  const { id, errorId, hintId } = ids(name);
  return (
    <FormField htmlFor={id} label={label} need={need} error={errors[name]} errorId={errorId} hint={hint} hintId={hintId}>
      <textarea {...fieldA11y(id, errors[name], hint && hintId)} name={name} rows={rows} defaultValue={values[name] ?? ''} />
    </FormField>
  );
}

/** A select from a fixed list. */
export function SelectField({ name, label, values, errors, need, hint, options }: FieldProps & { options: readonly { value: string; label: string }[] }) {
  const { id, errorId, hintId } = ids(name);
  return (
    <FormField htmlFor={id} label={label} need={need} error={errors[name]} errorId={errorId} hint={hint} hintId={hintId}>
      <select {...fieldA11y(id, errors[name], hint && hintId)} name={name} defaultValue={values[name] ?? ''}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** Radio buttons: one choice of a few, each with its own line. */
export function RadioField({ name, label, values, errors, hint, options }: FieldProps & { options: readonly { value: string; label: ReactNode }[] }) {
  const { id, errorId, hintId } = ids(name);
  return (
    <FormField label={label} error={errors[name]} errorId={errorId} hint={hint} hintId={hintId}>
      <div role="radiogroup" aria-labelledby={`${errorId}-label`} className={styles.choices} aria-describedby={errors[name] ? errorId : undefined}>
        {options.map((o) => (
          <label key={o.value} className={styles.choice}>
            <input type="radio" name={name} value={o.value} defaultChecked={values[name] === o.value} id={`${id}-${o.value}`} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </FormField>
  );
}

/** A checkbox posting 'on' when ticked. */
export function CheckField({ name, label, values, errors, hint }: FieldProps) {
  const { id, errorId, hintId } = ids(name);
  return (
    <FormField label="" error={errors[name]} errorId={errorId} hint={hint} hintId={hintId}>
      <label className={styles.choice} htmlFor={id}>
        <input {...fieldA11y(id, errors[name], hint && hintId)} type="checkbox" name={name} defaultChecked={values[name] === 'on'} />
        <span>{label}</span>
      </label>
    </FormField>
  );
}
