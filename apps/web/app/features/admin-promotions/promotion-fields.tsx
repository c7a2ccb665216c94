import type { FieldErrors, FormValues } from '@hotel/shared/forms/parse-form';
import { FormField, fieldA11y } from '../../components/ui/form-field.tsx';
import styles from './promotions.module.css';

interface FieldProps {
  name: string;
  label: string;
  values: FormValues;
  errors: FieldErrors;
  need?: 'required' | 'optional';
  hint?: string;
}

const ids = (name: string) => ({ id: `promotion-${name}`, errorId: `promotion-${name}-error`, hintId: `promotion-${name}-hint` });

/** A one-line input (text, whole number or date) with its label, hint and message. */
export function TextField({ name, label, values, errors, need, hint, numeric, type = 'text', suffix }: FieldProps & { numeric?: boolean; type?: 'text' | 'date'; suffix?: string }) {
  const { id, errorId, hintId } = ids(name);
  const input = (
    <input
      {...fieldA11y(id, errors[name], hint && hintId)}
      name={name}
      type={type}
      inputMode={numeric ? 'numeric' : undefined}
      autoComplete="off"
      defaultValue={values[name] ?? ''}
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

/**
 * Radio buttons (one of a few) or checkboxes (any of a list, posted as repeated fields; the
 * form's value is them comma-separated).
 */
export function ChoiceField({ name, label, values, errors, need, hint, options, multiple = false }: FieldProps & { options: readonly { value: string; label: string }[]; multiple?: boolean }) {
  const { id, errorId, hintId } = ids(name);
  const chosen = new Set((values[name] ?? '').split(',').filter(Boolean));
  return (
    <FormField label={label} need={need} error={errors[name]} errorId={errorId} hint={hint} hintId={hintId}>
      <div
        role={multiple ? 'group' : 'radiogroup'}
        aria-labelledby={`${errorId}-label`}
        aria-describedby={[errors[name] ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined}
        className={styles.choices}
      >
        {options.map((o) => (
          <label key={o.value} className={styles.choice}>
            <input type={multiple ? 'checkbox' : 'radio'} name={name} value={o.value} defaultChecked={chosen.has(o.value)} id={`${id}-${o.value}`} />
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
