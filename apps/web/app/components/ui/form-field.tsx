import type { ReactNode } from 'react';
import styles from './form-field.module.css';
import { useMessageText, useT } from '../../lib/i18n/i18n.tsx';

interface FormFieldProps {
  /** The control's id; the label points at it. Omit when the children label themselves (groups). */
  htmlFor?: string;
  label: ReactNode;
  /** 必須 / 任意 tag after the label. */
  need?: 'required' | 'optional';
  error?: string | undefined;
  errorId: string;
  hint?: string;
  hintId?: string;
  /** Announce the message when it appears (forms that show one problem at a time). */
  alert?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A label, its control, an optional hint and the field's message (referenced by
 * aria-describedby). Every form of the site (register, guest, meeting request, pay step)
 * draws its fields with it, so inputs, selects and textareas look the same everywhere.
 */
export function FormField({ htmlFor, label, need, error, errorId, hint, hintId, alert, className, children }: FormFieldProps) {
  const t = useT();
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
            {t(need === 'required' ? 'ui.required' : 'ui.optional')}
          </span>
        ) : null}
      </div>
      {children}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} alert={alert} />
    </div>
  );
}

/** A control with a button or a picker beside it (mobile + dial code, code + send button). */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}

/** A field's message on its own, e.g. under a pair of fields that share one (last and first name). */
export function FieldError({ id, message, alert, className }: { id: string; message: string | undefined; alert?: boolean | undefined; className?: string | undefined }) {
  // Validation messages come from the shared schemas in Japanese: in the page's language here.
  const text = useMessageText();
  if (!message) return null;
  return (
    <p id={id} className={[styles.error, className].filter(Boolean).join(' ')} role={alert ? 'alert' : undefined}>
      {text(message)}
    </p>
  );
}

/** The form's own message (a refusal from the server), announced as an alert. */
export function FormError({ message }: { message: string | null | undefined }) {
  const text = useMessageText();
  return (
    <p className={styles.formError} role="alert">
      {message ? text(message) : message}
    </p>
  );
}
