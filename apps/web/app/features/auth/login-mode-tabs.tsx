import { useRef, type KeyboardEvent } from 'react';
import { LOGIN_MODE, type LoginMode } from '@hotel/shared/member-contract';
import type { MessageId } from '../../lib/i18n/messages.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './login-modal.module.css';

const MODES: { mode: LoginMode; label: MessageId }[] = [
  { mode: LOGIN_MODE.smsCode, label: 'auth.modeSms' },
  { mode: LOGIN_MODE.password, label: 'auth.modePassword' },
];

interface LoginModeTabsProps {
  mode: LoginMode;
  onChange: (mode: LoginMode) => void;
  /** The tab panel (the form); each tab's id is `${panelId}-tab-${mode}`. */
  panelId: string;
}

/**
 * The SMS-code / password switch as a tab list (arrow keys move between the two). The panel is
 * labelled by its tab, so tab names avoid the field labels (確認コード, 携帯電話番号).
 */
export function LoginModeTabs({ mode, onChange, panelId }: LoginModeTabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const t = useT();

  function onKeyDown(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + MODES.length) % MODES.length;
    onChange(MODES[next]!.mode);
    refs.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label={t('auth.modesLabel')} className={styles.tabs}>
      {MODES.map((m, i) => (
        <button
          key={m.mode}
          ref={(el) => {
            refs.current[i] = el;
          }}
          id={`${panelId}-tab-${m.mode}`}
          type="button"
          role="tab"
          aria-selected={mode === m.mode}
          aria-controls={panelId}
          tabIndex={mode === m.mode ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(m.mode)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {t(m.label)}
        </button>
      ))}
    </div>
  );
}
