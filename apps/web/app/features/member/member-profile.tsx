import { useEffect, useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { MESSAGES } from '@hotel/shared/messages';
import { NAME_MAX, modifyUserBody, type UserDetail } from '@hotel/shared/schemas/user';
import { api, RequestCancelled } from '../../lib/api-client.ts';
import { showToast } from '../../lib/toast-store.ts';
import { salutationLabel } from '../auth/salutations.ts';
import { formatBirthDay } from './format-member.ts';
import styles from './member-profile.module.css';

/**
 * The member information block with its edit/save toggle (spec §4): editing makes the name
 * editable; saving posts it, then the details (and the header's name) load again.
 */
export function MemberProfile({ member }: { member: UserDetail }) {
  const id = useId();
  const { revalidate } = useRevalidator();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(member.userName);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (editing) inputRef.current?.select();
  }, [editing]);

  function startEditing() {
    setName(member.userName);
    setError(null);
    setEditing(true);
  }

  function stopEditing() {
    setEditing(false);
    setError(null);
    requestAnimationFrame(() => toggleRef.current?.focus());
  }

  async function save() {
    const parsed = modifyUserBody.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.profileModifyFailed);
      inputRef.current?.focus();
      return;
    }
    setSaving(true);
    try {
      const { envelope } = await api('modifyUser', parsed.data);
      if (!envelope.success) {
        showToast(envelope.message || MESSAGES.profileModifyFailed, 'error');
        return;
      }
      showToast(envelope.message || MESSAGES.profileModified, 'success');
      await revalidate();
      stopEditing();
    } catch (e) {
      if (!(e instanceof RequestCancelled)) throw e;
    } finally {
      setSaving(false);
    }
  }

  const errorId = `${id}-error`;
  return (
    <section aria-labelledby={`${id}-title`} className={styles.profile}>
      <header className={styles.head}>
        <div>
          <span className="eyebrow">Profile</span>
          <h2 id={`${id}-title`} className={styles.title}>
            会員情報
          </h2>
        </div>
        <div className={styles.actions}>
          {editing ? (
            <>
              <button type="button" className="btn btn--ghost" onClick={stopEditing} disabled={saving}>
                キャンセル
              </button>
              <button type="submit" form={`${id}-form`} className="btn" disabled={saving}>
                {saving ? '保存中…' : '保存'}
              </button>
            </>
          ) : (
            <button ref={toggleRef} type="button" className="btn btn--ghost" onClick={startEditing}>
              編集
            </button>
          )}
        </div>
      </header>
      <form
        id={`${id}-form`}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        noValidate
      >
        <dl className={styles.list}>
          <div className={styles.row}>
            <dt>{editing ? <label htmlFor={`${id}-name`}>お名前</label> : 'お名前'}</dt>
            <dd>
              {editing ? (
                <>
                  <input
                    ref={inputRef}
                    id={`${id}-name`}
                    className={styles.input}
                    value={name}
                    maxLength={NAME_MAX}
                    autoComplete="name"
                    onChange={(e) => {
                      setName(e.target.value);
                      setError(null);
                    }}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                  />
                  {error ? (
                    <p id={errorId} className={styles.error}>
                      {error}
                    </p>
                  ) : null}
                </>
              ) : (
                member.userName
              )}
            </dd>
          </div>
          <div className={styles.row}>
            <dt>敬称</dt>
            <dd>{salutationLabel(member.sex)}</dd>
          </div>
          <div className={styles.row}>
            <dt>携帯電話番号</dt>
            <dd>{member.moible}</dd>
          </div>
          <div className={styles.row}>
            <dt>生年月日</dt>
            <dd>{formatBirthDay(member.birthDay)}</dd>
          </div>
          <div className={styles.row}>
            <dt>国・地域</dt>
            <dd>{member.country || '未登録'}</dd>
          </div>
        </dl>
      </form>
    </section>
  );
}
