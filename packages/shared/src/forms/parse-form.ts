import type { z } from 'zod';

/** Messages by field name: the first problem of each field. */
export type FieldErrors = Partial<Record<string, string>>;

/** What a form posted, as text: shown again in the fields when the server refuses it. */
export type FormValues = Record<string, string>;

export type FormCheck<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** A form's fields as plain strings (files are not ours to take; a checkbox sends 'on'). */
export function formValues(form: FormData): FormValues {
  const values: FormValues = {};
  for (const [name, value] of form) if (typeof value === 'string' && !(name in values)) values[name] = value;
  return values;
}

/**
 * Checks a form with its shared schema, in the browser and in the route action alike.
 * Each field keeps its first message; schemas list fields in the spec's order, so the first
 * entry of `errors` is the message spec §5 says the user sees first.
 */
export function checkForm<S extends z.ZodType>(schema: S, input: unknown): FormCheck<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The field of the first message, in the order of `fields` (the screen's order). */
export function firstErrorField<F extends string>(errors: FieldErrors, fields: readonly F[]): F | undefined {
  return fields.find((f) => errors[f]);
}
