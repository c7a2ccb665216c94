import type { ReactNode } from 'react';
import styles from './form-field.module.css';

interface FormFieldProps {
  /** The control's id; the label points at it. Omit when the children label themselves (groups). */
  htmlFor?: string;
  label: ReactNode;
  /** 必須 / 任意 tag after the label. */
  need?: 'required' | 'optional';
  error?: string;
  errorId: string;
  hint?: string;
  hintId?: string;
  className?: string;
  children: ReactNode;
}

/** A label, its control, an optional hint and the field's message (referenced by aria-describedby). */
export function FormField({ htmlFor, label, need, error, errorId, hint, hintId, className, children }: FormFieldProps) {
  const Label = htmlFor ? 'label' : 'span';
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.labelRow}>
        <Label className={styles.label} {...(htmlFor ? { htmlFor } : { id: `${errorId}-label` })}>
          {label}
        </Label>
        {/* The control carries aria-required; the tag is for the eye only (and outside the label). */}
        {need ? (
          <span className={need === 'required' ? styles.required : styles.optional} aria-hidden="true">
            {need === 'required' ? '必須' : '任意'}
          </span>
        ) : null}
      </div>
      {children}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria-describedby from the ids that apply (undefined when none). */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}
