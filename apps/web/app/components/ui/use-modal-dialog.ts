import { useEffect, useRef } from 'react';

/**
 * A native <dialog> shown as a modal while `open` is true. The browser then traps focus, closes
 * on Escape and returns focus to the opener. Spread `dialogProps` on the <dialog>: a click on the
 * backdrop (it lands on the dialog element itself) and Escape both call onClose.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return {
    ref,
    onClose,
    onClick: (event: React.MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) onClose();
    },
  };
}
