import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { FieldProblem } from '@hotel/shared/forms/field-problem';
import { checkForm, firstErrorField, formValues, type FieldErrors, type FormValues } from '@hotel/shared/forms/parse-form';

interface SchemaFormOptions<F extends string> {
  /** The fields in the screen's order: the first with a message takes the focus. */
  fields: readonly F[];
  /**
   * The shared schema the route action checks the same post with, or how to load it: a guest
   * form loads its schema (and zod) when first used, so neither is in the page's first load.
   */
  schema?: z.ZodType | (() => Promise<z.ZodType>) | undefined;
  /** What the schema reads instead of the posted text as it is (a checkbox as a boolean, state the form holds). */
  toInput?: ((values: FormValues) => unknown) | undefined;
  /** The action's answer to the last post (a refusal): its messages show, in the server's HTML too. */
  answer?: { errors?: FieldErrors | undefined; formError?: string | null | undefined } | null | undefined;
  /** Ids are `<idPrefix>-<field>` (and `-error`); a generated prefix by default. */
  idPrefix?: string;
  /** Show only the first problem (a form whose spec shows one message at a time). */
  firstOnly?: boolean;
}

/** aria-describedby from the ids that apply (undefined when none). */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

/**
 * A form's messages, focus and aria, for guest and staff forms alike. The form posts to its route
 * action, which checks it with the same schema, so it works without JavaScript (the action's
 * answer is drawn on the server); with JavaScript the schema runs first and a refused post stays
 * in the browser, its first bad field focused and centred (a sticky header never hides it). Kept
 * small: every guest page with a form loads it first (docs/decisions/0055). A schema given as a
 * loader starts loading when a field is first focused; a post made before it arrived waits for it
 * and is made again once checked (or unchecked, should it fail to load: the action checks anyway).
 */
export function useSchemaForm<F extends string>({ fields, schema, toInput, answer, idPrefix, firstOnly }: SchemaFormOptions<F>) {
  const generated = useId();
  const id = idPrefix ?? generated;
  const shown = (found: FieldErrors = {}): FieldErrors => {
    const first = firstOnly && firstErrorField(found, fields);
    return first ? { [first]: found[first] } : found;
  };
  const [errors, setErrors] = useState(() => shown(answer?.errors));
  const [formError, setFormError] = useState(answer?.formError);
  const lazy = useRef<{ schema?: z.ZodType; loading?: Promise<void>; waiting?: boolean; unchecked?: boolean }>({});
  const fieldId = (name: F) => `${id}-${name}`;
  const errorId = (name: F) => `${id}-${name}-error`;

  /** The first field of `found` takes the focus; answers its problem. */
  function focus(found: FieldErrors): FieldProblem<F> | null {
    const first = firstErrorField(found, fields);
    const control = first && document.getElementById(fieldId(first));
    control?.focus({ preventScroll: true });
    control?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    return first ? { field: first, message: found[first]! } : null;
  }

  /** Starts loading a lazy schema; answers the wait while it is not here (undefined: ready). */
  function load(): Promise<void> | undefined {
    const state = lazy.current;
    if (typeof schema !== 'function' || state.schema) return undefined;
    // A failed load is tried again at the next use.
    state.loading ??= schema().then(
      (loaded) => void (state.schema = loaded),
      () => void (state.loading = undefined),
    );
    return state.loading;
  }

  useEffect(() => {
    // A new answer of the action: its messages replace the browser's.
    setErrors(shown(answer?.errors));
    setFormError(answer?.formError);
    focus(answer?.errors ?? {});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  return {
    /** The ids' prefix, for the form's other ids (its title, a hint). */
    id,
    errors,
    setErrors,
    formError,
    setFormError,
    fieldId,
    errorId,
    /**
     * The form's onSubmit (call it first in a form's own): checks what is posted and, when refused,
     * keeps the post in the browser and answers the first problem; `passed` runs when the post may
     * go. A button with formNoValidate (one that needs no field, like 非公開にする) skips the check as
     * it skips the browser's. While a lazy schema is on its way the post waits (null, the event
     * prevented, `passed` not run) and is submitted again, with the same button, once it is here.
     */
    onSubmit: (event: FormEvent<HTMLFormElement>, passed?: () => void): FieldProblem<F> | null => {
      const state = lazy.current;
      const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
      if (submitter?.formNoValidate) {
        passed?.();
        return null;
      }
      const waiting = !state.unchecked && load();
      if (waiting) {
        event.preventDefault();
        const form = event.currentTarget;
        if (!state.waiting) {
          state.waiting = true;
          void waiting.then(() => {
            state.waiting = false;
            // Not loaded (offline, a new build): this post goes unchecked, and the action checks it.
            state.unchecked = !state.schema;
            if (form.isConnected) form.requestSubmit(submitter?.form === form ? submitter : null);
          });
        }
        return null;
      }
      const checker = state.unchecked ? undefined : typeof schema === 'function' ? state.schema : schema;
      state.unchecked = false;
      const values = formValues(new FormData(event.currentTarget));
      const checked = checker && checkForm(checker, toInput ? toInput(values) : values);
      const found = shown(checked && !checked.ok ? checked.errors : {});
      setErrors(found);
      setFormError(null);
      const first = focus(found);
      if (first) event.preventDefault();
      else passed?.();
      return first;
    },
    /** Drops fields' messages (the guest changed them). */
    clear: (...names: F[]) => {
      if (names.some((n) => errors[n])) setErrors((current) => ({ ...current, ...Object.fromEntries(names.map((n) => [n, undefined])) }));
    },
    /**
     * id, name, aria-invalid and aria-describedby of a field's control (`extra`: its hint's id and
     * the like); focusing it starts loading a lazy schema.
     */
    field: (name: F, ...extra: (string | false | null | undefined)[]) => ({
      id: fieldId(name),
      name,
      onFocus: () => void load(),
      'aria-invalid': errors[name] ? (true as const) : undefined,
      'aria-describedby': describedBy(errors[name] && errorId(name), ...extra),
    }),
    /** The FormField props of a field: its label's target, its message and the message's id. */
    messageOf: (name: F) => ({ htmlFor: fieldId(name), error: errors[name], errorId: errorId(name) }),
  };
}
