import type { ReactNode } from 'react';
import styles from './form-section.module.css';

interface FormSectionProps {
  title: string;
  description?: ReactNode;
  /** The section's buttons (保存, 取消), at its foot. */
  footer?: ReactNode;
  /** Fields side by side on a wide screen (2 columns); one column on a phone. */
  columns?: 1 | 2 | 3;
  children: ReactNode;
}

/** A form of several sections, one under the other, never wider than a comfortable line. */
export const SECTIONED_FORM = styles.form;

/**
 * A titled group of fields in a back-office form. Draw each field with form-fields.tsx (the
 * site's FormField around each control, wired for aria as the guest forms are).
 */
export function FormSection({ title, description, footer, columns = 1, children }: FormSectionProps) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{title}</legend>
      {description ? <p className={styles.description}>{description}</p> : null}
      <div className={styles.fields} data-columns={columns}>
        {children}
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </fieldset>
  );
}

/** A row of buttons at the end of a form (primary last on the right; full width on a phone). */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
