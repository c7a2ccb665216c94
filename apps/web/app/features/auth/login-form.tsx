import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useRevalidator } from 'react-router';
import { loginFormProblem } from '@hotel/shared/forms/login';
import { MESSAGES, SITE_MESSAGES } from '@hotel/shared/messages';
import { LOGIN_MODE, SMS_PURPOSE, type LoginMode } from '@hotel/shared/member-contract';
import { api, RequestCancelled } from '../../lib/api-client.ts';
import { useSiteState } from '../../lib/site-state.tsx';
import { showToast } from '../../lib/toast-store.ts';
import { clearLoginPrefill, peekLoginPrefill } from './login-prefill.ts';
import { LoginModeTabs } from './login-mode-tabs.tsx';
import { FieldRow, FormField } from '../../components/ui/form-field.tsx';
import { T, useT } from '../../lib/i18n/i18n.tsx';
import { SmsCodeButton } from './sms-code-button.tsx';
import { composeMobile, MOBILE_DIAL_CODE } from '@hotel/shared/mobile-dial';
import { DialCodeSelect } from '../../components/ui/dial-code-select.tsx';
import { mobileInputFor } from '../../components/ui/mobile-input.ts';
import { mobileProblem } from '../../components/ui/mobile-problem.ts';
import { normaliseCode, ONE_TIME_CODE_INPUT } from './one-time-code.ts';
import styles from './login-modal.module.css';

type Problem = { field: 'mobile' | 'secret' | null; message: string };

/**
 * Mobile + SMS code (mode 1, the spec's login) or mobile + password (mode 2). Success shows
 * the name in the header: the session is an HttpOnly cookie, so the root loader reads it again.
 */
export function LoginForm() {
  const { closeLogin, signedIn } = useSiteState();
  const { revalidate } = useRevalidator();
  const id = useId();
  const t = useT();
  const [mode, setMode] = useState<LoginMode>(LOGIN_MODE.smsCode);
  const [typedMobile, setMobile] = useState(() => peekLoginPrefill() ?? '');
  const [dialIso, setDialIso] = useState<string>(MOBILE_DIAL_CODE.iso);
  const mobile = composeMobile(dialIso, typedMobile);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const mobileRef = useRef<HTMLInputElement>(null);
  const secretRef = useRef<HTMLInputElement>(null);

  // After the dialog opens (its effect runs after ours): the first field still to fill.
  useEffect(() => {
    const frame = requestAnimationFrame(() => (mobile ? secretRef : mobileRef).current?.focus());
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function fail(field: Problem['field'], message: string) {
    setProblem({ field, message });
    if (field === 'mobile') mobileRef.current?.focus();
    if (field === 'secret') secretRef.current?.focus();
  }

  function switchMode(next: LoginMode) {
    setMode(next);
    setProblem(null);
    setNotice(null);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    // The shared login rules (zod-free: this dialog is on every page); loginBody runs them too.
    const found = loginFormProblem({ mobile, mode, code, Pwd: password });
    if (found) return fail(found.field === 'mobile' ? 'mobile' : 'secret', found.message);
    const numberProblem = await mobileProblem(mobile);
    if (numberProblem) return fail('mobile', numberProblem);
    setProblem(null);
    setPending(true);
    try {
      const body =
        mode === LOGIN_MODE.smsCode
          ? { mobile: mobile.trim(), code: code.trim(), mode }
          : { mobile: mobile.trim(), Pwd: password, mode };
      const { envelope } = await api('login', body);
      if (!envelope.success) return fail(null, envelope.message || MESSAGES.smsLoginFailed);
      showToast(envelope.message || MESSAGES.loginSucceeded, 'success');
      clearLoginPrefill();
      if (envelope.data?.name) signedIn(envelope.data.name);
      closeLogin();
      await revalidate();
    } catch (error) {
      if (!(error instanceof RequestCancelled)) throw error;
    } finally {
      setPending(false);
    }
  }

  const errorId = `${id}-error`;
  const noticeId = `${id}-notice`;
  const invalid = (field: Problem['field']) => (problem && problem.field === field ? true : undefined);
  const describedBy = (field: Problem['field']) => (problem && problem.field === field ? errorId : undefined);

  return (
    <div className={styles.login}>
      <LoginModeTabs mode={mode} onChange={switchMode} panelId={`${id}-panel`} />
      {/* The tab panel is a <div>: a <form> may not take the tabpanel role (ARIA in HTML). */}
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-panel-tab-${mode}`}>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <FormField
            htmlFor={`${id}-mobile`}
            label={t('auth.mobile')}
            errorId={`${id}-mobile-error`}
            hint={SITE_MESSAGES.mobileNumberHint}
            hintId={`${id}-mobile-hint`}
          >
            <FieldRow>
            <DialCodeSelect aria-label={t('auth.dialCode')} value={dialIso} onChange={(e) => setDialIso(e.target.value)} />
            <input
              ref={mobileRef}
              id={`${id}-mobile`}
              {...mobileInputFor(dialIso, typedMobile)}
              value={typedMobile}
              onChange={(e) => setMobile(e.target.value)}
              placeholder={t('auth.mobilePlaceholder')}
              aria-invalid={invalid('mobile')}
              aria-describedby={[describedBy('mobile'), `${id}-mobile-hint`].filter(Boolean).join(' ')}
            />
            </FieldRow>
          </FormField>
          {mode === LOGIN_MODE.smsCode ? (
            <FormField htmlFor={`${id}-code`} label={t('auth.code')} errorId={`${id}-code-error`}>
              <FieldRow>
                <input
                  ref={secretRef}
                  id={`${id}-code`}
                  {...ONE_TIME_CODE_INPUT}
                  placeholder={t('auth.codePlaceholder')}
                  value={code}
                  onChange={(e) => setCode(normaliseCode(e.target.value))}
                  aria-invalid={invalid('secret')}
                  aria-describedby={[describedBy('secret'), notice ? noticeId : undefined].filter(Boolean).join(' ') || undefined}
                />
                <SmsCodeButton
                  mobile={mobile}
                  purpose={SMS_PURPOSE.login}
                  onOutcome={(outcome) => {
                    if (outcome.ok) {
                      setProblem(null);
                      setNotice(outcome.message);
                      secretRef.current?.focus();
                    } else {
                      setNotice(null);
                      fail(outcome.invalidMobile ? 'mobile' : null, outcome.message);
                    }
                  }}
                />
              </FieldRow>
            </FormField>
          ) : (
            <FormField htmlFor={`${id}-password`} label={t('auth.password')} errorId={`${id}-password-error`}>
              <input
                ref={secretRef}
                id={`${id}-password`}
                type="password"
                autoComplete="current-password"
                maxLength={64}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                aria-invalid={invalid('secret')}
                aria-describedby={describedBy('secret')}
              />
            </FormField>
          )}
          <p id={errorId} className={styles.error} role="alert">
            {problem?.message}
          </p>
          <p id={noticeId} className={styles.notice} role="status">
            {notice}
          </p>
          <button type="submit" className={`btn ${styles.submit}`} disabled={pending}>
            {pending ? t('auth.loggingIn') : t('auth.login')}
          </button>
        </form>
      </div>
      <p className={styles.register}>
        <T id="auth.notMember" components={{ 0: <Link to="/register" onClick={closeLogin} className="text-link" /> }} />
      </p>
    </div>
  );
}
