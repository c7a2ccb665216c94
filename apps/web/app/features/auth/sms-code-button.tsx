import { useState, type MouseEvent } from 'react';
import { MESSAGES } from '@hotel/shared/messages';
import type { SmsPurpose } from '@hotel/shared/member-contract';
import { api, RequestCancelled } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import { useSmsCooldown } from './sms-cooldown.ts';
import { mobileProblem } from '../../components/ui/mobile-problem.ts';

export type SmsSendOutcome = { ok: true; message: string } | { ok: false; message: string; invalidMobile: boolean };

interface SmsCodeButtonProps {
  /** The mobile number with its country code composed (mobile-dial.ts); checked with the shared rule before anything is sent. */
  mobile: string;
  purpose: SmsPurpose;
  onOutcome: (outcome: SmsSendOutcome) => void;
  /** Inside a page form: without JavaScript the button posts the form with intent=sms instead. */
  postsWithoutScript?: boolean;
  className?: string;
}

/** "429: 確認コードは42秒後に再送信できます" → 42, so the countdown matches the server's. */
function waitFromMessage(message: string): number | undefined {
  // The API words it in the page's language (decision 0072); the seconds are its only number in each.
  const match = /(\d+)/.exec(message);
  return match ? Number(match[1]) : undefined;
}

/**
 * Sends an SMS code (spec §4): refuses an invalid number without sending, then counts down
 * SMS_RESEND_SECONDS as 'コードを再送信（59秒）' and re-enables at zero.
 */
export function SmsCodeButton({ mobile, purpose, onOutcome, postsWithoutScript, className = 'btn btn--ghost' }: SmsCodeButtonProps) {
  const number = mobile.trim();
  const { seconds, sentBefore, restart } = useSmsCooldown(number);
  const [sending, setSending] = useState(false);
  const t = useT();

  async function send(event: MouseEvent) {
    event.preventDefault();
    setSending(true);
    try {
      const problem = await mobileProblem(number);
      if (problem) {
        onOutcome({ ok: false, message: problem, invalidMobile: true });
        return;
      }
      const { envelope } = await api('smscode', { mobile: number, type: purpose });
      if (envelope.success) {
        restart();
        onOutcome({ ok: true, message: envelope.message });
      } else {
        const wait = waitFromMessage(envelope.message);
        if (wait) restart(wait);
        onOutcome({ ok: false, message: envelope.message || MESSAGES.smsLoginFailed, invalidMobile: false });
      }
    } catch (error) {
      if (!(error instanceof RequestCancelled)) throw error;
    } finally {
      setSending(false);
    }
  }

  const label = sending ? t('auth.sending') : seconds > 0 ? t('auth.resendIn', { seconds }) : sentBefore ? t('auth.resend') : t('auth.send');
  return (
    <button
      className={className}
      onClick={send}
      disabled={sending || seconds > 0}
      {...(postsWithoutScript ? { type: 'submit' as const, name: 'intent', value: 'sms', formNoValidate: true } : { type: 'button' as const })}
    >
      {label}
    </button>
  );
}
