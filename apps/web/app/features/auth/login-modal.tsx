import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '@hotel/shared/messages';
import { MOBILE_PATTERN } from '@hotel/shared/constants';
import { Modal } from '../../components/ui/modal.tsx';
import { useSiteState } from '../../lib/site-state.tsx';
import styles from './login-modal.module.css';

/**
 * The login modal: mobile number, SMS code with a send button, and login. The form checks
 * the mobile format here; sending codes and signing in are wired to the member API.
 */
export function LoginModal() {
  const { loginOpen, closeLogin } = useSiteState();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  function validate(): boolean {
    if (!MOBILE_PATTERN.test(mobile.trim())) {
      setError(MESSAGES.mobileInvalid);
      return false;
    }
    setError(null);
    return true;
  }

  function onSend() {
    setNotice(null);
    if (!validate()) return;
    setNotice('会員サービスは近日公開予定です。');
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    if (!validate()) return;
    if (!code.trim()) {
      // The spec warns with the mobile-number message when the code is empty.
      setError(MESSAGES.mobileInvalid);
      return;
    }
    setNotice('会員サービスは近日公開予定です。');
  }

  return (
    <Modal open={loginOpen} onClose={closeLogin} title="ログイン" size="sm">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <label className={styles.field}>
          <span>携帯電話番号</span>
          <input
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={11}
            value={mobile}
            onChange={(e) => setMobile(e.target.value)}
            placeholder="例）13800000000"
            aria-invalid={error ? true : undefined}
          />
        </label>
        <div className={styles.codeRow}>
          <label className={styles.field}>
            <span>確認コード</span>
            <input type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />
          </label>
          <button type="button" className="btn btn--ghost" onClick={onSend}>
            コードを送信
          </button>
        </div>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        {notice ? (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        ) : null}
        <button type="submit" className="btn">
          ログイン
        </button>
        <p className={styles.register}>
          会員ではない方は <Link to="/register" onClick={closeLogin} className="text-link">新規会員登録</Link>
        </p>
      </form>
    </Modal>
  );
}
