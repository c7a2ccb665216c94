import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { NAME_MAX } from '@hotel/shared/member-contract';
import type { UserDetail } from '@hotel/shared/schemas/user';
import { FieldError } from '../../components/ui/form-field.tsx';
import { useSchemaForm } from '../../components/ui/use-schema-form.ts';
import type { FormRefusal } from '../../lib/form-action.server.ts';
import { showToast } from '../../lib/toast-store.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLang, useT } from '../../lib/i18n/i18n.tsx';
import { formatBirthDay } from './format-member.ts';
import styles from './member-profile.module.css';

/** The salutation's words (the shared SALUTATIONS: 1 Mr., 0 Ms.). */
const SALUTATION_LABELS: Partial<Record<number, 'member.salutationMr' | 'member.salutationMs'>> = { 1: 'member.salutationMr', 0: 'member.salutationMs' };

export type ProfileSaveResult = FormRefusal | { ok: true; message: string };

interface MemberProfileProps {
  member: UserDetail;
  /** Opened with ?edit=name (how the edit button works without JavaScript). */
  editRequested: boolean;
  /** The member centre action's answer to the last save. */
  result: ProfileSaveResult | undefined;
}

/**
 * The member information block with its edit/save toggle (spec §4): editing makes the name
 * editable; saving posts it to the member centre's action (modifyUserBody, the API's schema),
 * then the details (and the header's name) load again. Works without JavaScript as well.
 */
export function MemberProfile({ member, editRequested, result }: MemberProfileProps) {
  const hydrated = useHydrated();
  const t = useT();
  const lang = useLang();
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.has('name') === true;
  const refused = result?.ok === false ? result : undefined;
  const [editing, setEditing] = useState(Boolean(refused) || (editRequested && !result?.ok));
  const form = useSchemaForm({ schema: () => import('@hotel/shared/schemas/user').then((m) => m.modifyUserBody), fields: ['name'], answer: refused });
  const { id } = form;
  // The API's refusal (no field of its own) shows under the name too.
  const error = form.errors.name ?? form.formError ?? undefined;
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (editing) inputRef.current?.select();
  }, [editing]);

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      showToast(result.message, 'success');
      stopEditing();
    } else if (result.formError) {
      showToast(result.formError, 'error');
    }
    // Only a new answer of the action counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  function startEditing(event: React.MouseEvent) {
    event.preventDefault();
    clearError();
    setEditing(true);
  }

  function stopEditing(event?: React.MouseEvent) {
    event?.preventDefault();
    setEditing(false);
    clearError();
    requestAnimationFrame(() => toggleRef.current?.focus());
  }

  function clearError() {
    form.clear('name');
    form.setFormError(null);
  }

  return (
    <section aria-labelledby={`${id}-title`} className={styles.profile}>
      <header className={styles.head}>
        <div>
          <span className="eyebrow">Profile</span>
          <h2 id={`${id}-title`} className={styles.title}>
            {t('member.profile')}
          </h2>
        </div>
        <div className={styles.actions}>
          {editing ? (
            <>
              <Link to="/courtesy" className="btn btn--ghost" onClick={stopEditing} role="button">
                {t('member.cancel')}
              </Link>
              <button type="submit" form={`${id}-form`} className="btn" disabled={saving}>
                {saving ? t('member.saving') : t('member.save')}
              </button>
            </>
          ) : (
            <Link ref={toggleRef} to="/courtesy?edit=name" className="btn btn--ghost" onClick={startEditing} role="button">
              {t('member.edit')}
            </Link>
          )}
        </div>
      </header>
      {result?.ok && !hydrated ? (
        <p className={styles.saved} role="status">
          {result.message}
        </p>
      ) : null}
      <Form id={`${id}-form`} method="post" action="/courtesy" preventScrollReset onSubmit={form.onSubmit} noValidate>
        <dl className={styles.list}>
          <div className={styles.row}>
            <dt>{editing ? <label htmlFor={`${id}-name`}>{t('member.name')}</label> : t('member.name')}</dt>
            <dd>
              {editing ? (
                <>
                  <input
                    ref={inputRef}
                    {...form.field('name')}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? form.errorId('name') : undefined}
                    className={styles.input}
                    defaultValue={refused?.values.name ?? member.userName}
                    maxLength={NAME_MAX}
                    autoComplete="name"
                    onChange={clearError}
                  />
                  <FieldError id={form.errorId('name')} message={error} />
                </>
              ) : (
                member.userName
              )}
            </dd>
          </div>
          <div className={styles.row}>
            <dt>{t('member.salutation')}</dt>
            <dd>{SALUTATION_LABELS[member.sex] ? t(SALUTATION_LABELS[member.sex]!) : '—'}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t('member.mobile')}</dt>
            <dd>{member.moible}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t('member.birthDate')}</dt>
            <dd>{formatBirthDay(member.birthDay, t, lang)}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t('member.country')}</dt>
            <dd>{member.country || t('member.notRegistered')}</dd>
          </div>
        </dl>
      </Form>
    </section>
  );
}
