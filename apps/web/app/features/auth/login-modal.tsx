import { lazy, Suspense } from 'react';
import { Modal } from '../../components/ui/modal.tsx';
import { useSiteState } from '../../lib/site-state.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import { clearLoginPrefill } from './login-prefill.ts';

// The modal is on every page but rarely opened: its form (rules, SMS button, countdown) loads on
// first opening, which keeps it out of every page's first-load JavaScript.
const LoginForm = lazy(() => import('./login-form.tsx').then((m) => ({ default: m.LoginForm })));

/** The login modal (spec §2): the form mounts afresh each time the modal opens. */
export function LoginModal() {
  const { loginOpen, closeLogin } = useSiteState();
  const t = useT();
  return (
    <Modal
      open={loginOpen}
      onClose={() => {
        clearLoginPrefill();
        closeLogin();
      }}
      title={t('auth.loginTitle')}
      size="sm"
    >
      <Suspense fallback={<p role="status">{t('auth.loading')}</p>}>
        <LoginForm />
      </Suspense>
    </Modal>
  );
}
