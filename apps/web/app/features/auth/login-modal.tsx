import { lazy, Suspense } from 'react';
import { Modal } from '../../components/ui/modal.tsx';
import { useSiteState } from '../../lib/site-state.tsx';
import { clearLoginPrefill } from './login-prefill.ts';

// The modal is on every page but rarely opened: its form (rules, SMS button, countdown) loads on
// first opening, which keeps it out of every page's first-load JavaScript.
const LoginForm = lazy(() => import('./login-form.tsx').then((m) => ({ default: m.LoginForm })));

/** The login modal (spec §2): the form mounts afresh each time the modal opens. */
export function LoginModal() {
  const { loginOpen, closeLogin } = useSiteState();
  return (
    <Modal
      open={loginOpen}
      onClose={() => {
        clearLoginPrefill();
        closeLogin();
      }}
      title="ログイン"
      size="sm"
    >
      <Suspense fallback={<p role="status">読み込み中…</p>}>
        <LoginForm />
      </Suspense>
    </Modal>
  );
}
