import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldErrors, FormValues } from '@hotel/shared/forms/parse-form';
import { FormField } from '../ui/form-field.tsx';
import { describedBy } from '../ui/use-schema-form.ts';
import styles from './form-fields.module.css';

/**
 * The back office's form fields: each draws the site's FormField (label, 必須/任意 tag, hint,
 * message) around its control, reads its value from the posted or loaded `values` and its message
 * from `errors`, both keyed by the field's name, so a form refused by its action shows what was
 * typed beside the Japanese messages.
 */
interface FieldProps {
  /** Ids are `<idPrefix>-<name>` (with `-error`, `-hint`), unique even on a page with two forms. */
  idPrefix: string;
  name: string;
  label: string;
  values: FormValues;
  errors: FieldErrors;
  need?: 'required' | 'optional';
  hint?: string;
}

/**
 * id, aria-invalid and aria-describedby of a control whose message is `error` (the back office's
 * forms that keep their messages themselves; guest forms get these from useSchemaForm).
 */
export function fieldA11y(id: string, error: string | undefined, ...extra: (string | false | null | undefined)[]) {
  return {
    id,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy(error && `${id}-error`, ...extra),
  };
}

interface Option {
  value: string;
  label: ReactNode;
}

const ids = (prefix: string, name: string) => ({ id: `${prefix}-${name}`, errorId: `${prefix}-${name}-error`, hintId: `${prefix}-${name}-hint` });

/** A one-line input (text, whole number or date) with its label, hint and message; `maxLength` stops typing at the schema's limit. */
export function TextField({
  idPrefix,
  name,
  label,
  values,
  errors,
  need,
  hint,
  numeric,
  type = 'text',
  min,
  readOnly,
  maxLength,
  suffix,
  inputMode,
  lang,
}: FieldProps & {
  numeric?: boolean;
  type?: 'text' | 'date';
  min?: string;
  readOnly?: boolean;
  maxLength?: number;
  suffix?: string;
  inputMode?: 'url' | 'numeric' | 'tel';
  lang?: string;
}) {
  const { id, errorId, hintId } = ids(idPrefix, name);
  const input = (
    <input
      {...fieldA11y(id, errors[name], hint && hintId)}
      className={readOnly ? styles.readOnly : undefined}
      name={name}
      type={type}
      inputMode={inputMode ?? (numeric ? 'numeric' : undefined)}
      lang={lang}
      min={min}
      // Staff type codes and amounts: the browser's memory of other entries only gets in the way.
      autoComplete="off"
      defaultValue={values[name] ?? ''}
      readOnly={readOnly}
      maxLength={maxLength}
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

/** A textarea (descriptions, one item per line, an HTML body with `className`). */
export function TextArea({ idPrefix, name, label, values, errors, need, hint, rows = 4, maxLength, className }: FieldProps & { rows?: number; maxLength?: number; className?: string }) {
  const { id, errorId, hintId } = ids(idPrefix, name);
  return (
    <FormField htmlFor={id} label={label} need={need} error={errors[name]} errorId={errorId} hint={hint} hintId={hintId}>
      <textarea
        {...fieldA11y(id, errors[name], hint && hintId)}
        name={name}
        rows={rows}
        maxLength={maxLength}
        className={className}
        defaultValue={values[name] ?? ''}
        aria-required={need === 'required' ? true : undefined}
      />
    </FormField>
  );
}

/** A select from a fixed list. */
export function SelectField({ idPrefix, name, label, values, errors, need, hint, options }: FieldProps & { options: readonly { value: string; label: string }[] }) {
  const { id, errorId, hintId } = ids(idPrefix, name);
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

/**
 * Radio buttons (one of a few) or checkboxes (any of a list, posted as repeated fields; the
 * form's value is them comma-separated), named as a group by the field's label.
 */
export function ChoiceField({ idPrefix, name, label, values, errors, need, hint, options, multiple = false }: FieldProps & { options: readonly Option[]; multiple?: boolean }) {
  const { id, errorId, hintId } = ids(idPrefix, name);
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
          <Choice key={o.value} type={multiple ? 'checkbox' : 'radio'} name={name} value={o.value} defaultChecked={chosen.has(o.value)} id={`${id}-${o.value}`} label={o.label} />
        ))}
      </div>
    </FormField>
  );
}

/** A checkbox posting 'on' when ticked. */
export function CheckField({ idPrefix, name, label, values, errors, hint }: FieldProps) {
  const { id, errorId, hintId } = ids(idPrefix, name);
  return (
    <FormField label="" error={errors[name]} errorId={errorId} hint={hint} hintId={hintId}>
      <Choice {...fieldA11y(id, errors[name], hint && hintId)} htmlFor={id} type="checkbox" name={name} defaultChecked={values[name] === 'on'} label={label} />
    </FormField>
  );
}

/**
 * One checkbox or radio button with its words, a touch-sized target; for a choice that is not a
 * field of its own (the room type's image picker).
 */
export function Choice({ label, htmlFor, ...input }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { type: 'checkbox' | 'radio'; label: ReactNode; htmlFor?: string }) {
  return (
    <label className={styles.choice} htmlFor={htmlFor}>
      <input {...input} />
      <span>{label}</span>
    </label>
  );
}
