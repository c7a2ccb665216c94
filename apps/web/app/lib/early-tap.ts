/**
 * A tap on a search box's dialog button before the page's scripts have hydrated it (issue 31,
 * decision 0082). The server's HTML is on screen well before hydration on a slow phone (the
 * scripts load after the first paint), and React listens only from hydrateRoot on: a tap in
 * between would be lost, and the guest would have to tap again. The inline script
 * (app/early-tap-script.ts, in root.tsx's head with the page's nonce; a kept page allows it by its
 * hash) answers such a tap at once: it opens a native <dialog> drawn like the real one (title, close
 * button, a loading line) and remembers which dialog was asked for. The search box, once hydrated,
 * opens the real dialog in its place (`takeEarlyTap`, `closeEarlyShell`) and from then on handles
 * taps itself. Closing the shell first (its button, Escape, the backdrop) cancels the request.
 *
 * The buttons carry `data-early-tap="<dialog>"` and the dialog's title (`data-early-title`); their
 * form carries the close button's name and the loading line (`data-early-close`, `data-early-wait`),
 * in the page's language. The modal's class names are the same on every page, so they are written
 * into the script. It runs before any module and touches nothing until someone taps, so it costs
 * the page nothing otherwise.
 */
export const EARLY_TAP_GLOBAL = '__earlyTap';

interface EarlyTapState {
  live: boolean;
  dialog: string | null;
  shell: HTMLDialogElement | null;
  cancel: (() => void) | null;
}

const state = () => (globalThis as { [EARLY_TAP_GLOBAL]?: EarlyTapState })[EARLY_TAP_GLOBAL];

/**
 * The dialog tapped before hydration (or null), once: later calls, and every call once the page is
 * live, return null. `onCancel` runs if the guest closes the shell before the real dialog replaces it.
 * Called by the search box after it hydrates.
 */
export function takeEarlyTap(onCancel: () => void): string | null {
  const s = state();
  if (!s || s.live) return null;
  s.live = true;
  const dialog = s.dialog;
  s.dialog = null;
  s.cancel = onCancel;
  return dialog;
}

/** Takes the shell away (the real dialog is open, or the box has none of that name). */
export function closeEarlyShell(): void {
  const s = state();
  const shell = s?.shell;
  if (!s || !shell) return;
  // First, so the shell's close event does not read as the guest cancelling.
  s.shell = null;
  s.cancel = null;
  shell.close();
  shell.remove();
}
