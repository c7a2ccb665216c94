import { useState } from 'react';
import { MESSAGES } from '@hotel/shared/messages';
import type { Order } from '@hotel/shared/schemas/order';
import { Modal } from '../../components/ui/modal.tsx';
import { api, RequestCancelled } from '../../lib/api-client.ts';
import { showToast } from '../../lib/toast-store.ts';
import styles from './order-cancel-dialog.module.css';

interface OrderCancelDialogProps {
  order: Order | null;
  onClose: () => void;
  /** Called after the server cancelled the order (the list reloads). */
  onCancelled: () => void;
}

/** Spec §8: confirm (ヒント), then cancleOrder; success or failure as a toast with the server's message. */
export function OrderCancelDialog({ order, onClose, onCancelled }: OrderCancelDialogProps) {
  const [busy, setBusy] = useState(false);

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
      <p className={styles.text}>{MESSAGES.cancelConfirm}</p>
      {order ? (
        <p className={styles.order}>
          {order.hotelName}・{order.orderNo}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          戻る
        </button>
        <button type="button" className="btn" onClick={confirm} disabled={busy}>
          キャンセルする
        </button>
      </div>
    </Modal>
  );
}
