import { Modal } from '../../components/ui/modal.tsx';
import { useSiteState } from '../../lib/site-state.tsx';
import { clearLoginPrefill } from './login-prefill.ts';
import { LoginForm } from './login-form.tsx';

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
      <LoginForm />
    </Modal>
  );
}
