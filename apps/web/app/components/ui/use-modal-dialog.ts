import { useEffect, useRef } from 'react';

/**
 * A native <dialog> shown as a modal while `open` is true. The browser then traps focus, closes
 * on Escape and returns focus to the opener. Spread `dialogProps` on the <dialog>: a click on the
 * backdrop (it lands on the dialog element itself) and Escape both call onClose.
 *
 * Escape closes through the state, not by the browser: the browser's `close` event comes a task
 * later, and a key pressed on the opener meanwhile (Escape, then Enter at once) asked for the
 * dialog that was still open in the state and was then closed by the late event, so the second
 * opening was lost. The `close` event only reports a closing the state has not seen (Chrome
 * closes without `cancel` on a second Escape with no click or key between).
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const isOpen = useRef(open);
  isOpen.current = open;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return {
    ref,
    onCancel: (event: React.SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      onClose();
    },
    onClose: () => {
      if (isOpen.current && !ref.current?.open) onClose();
    },
    onClick: (event: React.MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) onClose();
    },
  };
}
