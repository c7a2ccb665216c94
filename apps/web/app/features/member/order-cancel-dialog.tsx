import { useState } from 'react';
import { MESSAGES } from '@hotel/shared/messages';
import type { Order } from '@hotel/shared/schemas/order';
import { Modal } from '../../components/ui/modal.tsx';
import { api, RequestCancelled } from '../../lib/api-client.ts';
import { showToast } from '../../lib/toast-store.ts';
import { CancelTermsNote } from './cancel-terms-note.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './order-cancel-dialog.module.css';

interface OrderCancelDialogProps {
  order: Order | null;
  onClose: () => void;
  /** Called after the server cancelled the order (the list reloads). */
  onCancelled: () => void;
}

/**
 * Spec §8: confirm (ヒント), then cancleOrder; success or failure as a toast with the server's
 * message. The order's terms (decision 0040) are shown first; when the server says it cannot be
 * cancelled now, the dialog says why and offers no cancel button.
 */
export function OrderCancelDialog({ order, onClose, onCancelled }: OrderCancelDialogProps) {
  const [busy, setBusy] = useState(false);
  const t = useT();

  async function confirm() {
    if (!order || busy) return;
    setBusy(true);
    try {
      const { envelope } = await api('cancleOrder', { orderId: order.id }, { quietStatuses: [400, 401, 404, 409, 410, 429] });
      if (envelope.success) {
        showToast(envelope.message || MESSAGES.cancelSucceeded, 'success');
        onClose();
        onCancelled();
      } else {
        showToast(envelope.message || MESSAGES.cancelFailed, 'error');
        onClose();
      }
    } catch (error) {
      if (!(error instanceof RequestCancelled)) showToast(MESSAGES.cancelFailed, 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={order !== null} onClose={onClose} title={MESSAGES.cancelTitle} size="sm">
      {order?.cancellableNow === false ? null : <p className={styles.text}>{MESSAGES.cancelConfirm}</p>}
      {order ? (
        <>
          <p className={styles.order}>
            {t('member.cancelOrderLine', { hotel: order.hotelName, orderNo: order.orderNo })}
          </p>
          <CancelTermsNote terms={order} className={styles.terms} />
        </>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {order?.cancellableNow === false ? t('member.close') : t('member.back')}
        </button>
        {order?.cancellableNow === false ? null : (
          <button type="button" className="btn" onClick={confirm} disabled={busy}>
            {t('member.doCancel')}
          </button>
        )}
      </div>
    </Modal>
  );
}
