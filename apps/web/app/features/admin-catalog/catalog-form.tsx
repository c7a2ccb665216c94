import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import type { FormValues } from '@hotel/shared/forms/parse-form';
import type { FormRefusal } from '../../lib/form-action.server.ts';
import { withHotel } from '../../lib/admin-hotel.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { Button, ButtonLink } from '../../components/admin/button.tsx';
import { FormActions, SECTIONED_FORM } from '../../components/admin/form-section.tsx';
import { FormError } from '../../components/ui/form-field.tsx';

interface CatalogFormProps {
  hotel: string;
  mode: 'create' | 'update';
  /** The API's refusal that names no field. */
  formError?: string | undefined;
  backTo: string;
  submitting: boolean;
  /** The submit button's words when creating (保存する when editing). */
  createLabel: string;
  onChange?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** A plan's or room type's form: posts to the route's action (works without JavaScript), the sections, then back and submit. */
export function CatalogForm({ hotel, mode, formError, backTo, submitting, createLabel, onChange, children }: CatalogFormProps) {
  const form = useRef<HTMLFormElement>(null);
  // A refused post draws the form afresh (useCatalogEditor's key): its first bad field, in the
  // screen's order, takes the focus and comes to the middle, as useSchemaForm does for the others.
  useEffect(() => {
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus({ preventScroll: true });
    first?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <Form ref={form} method="post" className={SECTIONED_FORM} noValidate onChange={onChange}>
      <input type="hidden" name="hotel" value={hotel} />
      <input type="hidden" name="mode" value={mode} />
      <FormError message={formError} />
      {children}
      <FormActions>
        <ButtonLink to={backTo} variant="secondary">
          一覧へ戻る
        </ButtonLink>
        <Button type="submit" disabled={submitting}>
          {mode === 'create' ? createLabel : '保存する'}
        </Button>
      </FormActions>
    </Form>
  );
}

/** A plan's or room type's editor page: its mode and name, and what its form shows (the refused post, else the loaded values). */
export function useCatalogEditor(loaded: { mode: 'create' | 'update'; name: string | null; values: FormValues }, answer: FormRefusal | undefined) {
  const { hotel } = useAdminLayout();
  const backTo = withHotel('/admin/catalog', hotel.code);
  return {
    hotel,
    /** A new post draws the form afresh. */
    formKey: answer ? 'posted' : 'loaded',
    crumbs: (label: string) => [{ label: '料金プラン・客室タイプ', to: backTo }, { label: loaded.mode === 'update' ? (loaded.name ?? '') : label }],
    form: {
      hotel: hotel.code,
      mode: loaded.mode,
      values: answer?.values ?? loaded.values,
      errors: answer?.errors ?? {},
      formError: answer?.formError,
      backTo,
      submitting: useNavigation().state === 'submitting',
    },
  };
}
