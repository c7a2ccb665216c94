/**
 * A tap on a search box's dialog button before the page's scripts have hydrated it (issue 31,
 * decision 0082). The server's HTML is on screen well before hydration on a slow phone (the
 * scripts load after the first paint), and React listens only from hydrateRoot on: a tap in
 * between would be lost, and the guest would have to tap again. The inline script below (root.tsx,
 * with the page's nonce; a kept page allows it by its hash) answers such a tap at once: it opens a
 * native <dialog> drawn like the real one (title, close button, a loading line) and remembers which
 * dialog was asked for. The search box, once hydrated, opens the real dialog in its place
 * (`takeEarlyTap`, `closeEarlyShell`) and from then on handles taps itself. Closing the shell first
 * (its button, Escape, the backdrop) cancels the request.
 *
 * The buttons carry `data-early-tap="<dialog>"`; their form carries `data-early-dialog`, the shell's
 * class names and words (`earlyDialogData`). The script runs before any module and touches nothing
 * until someone taps, so it costs the page nothing otherwise.
 */
export const EARLY_TAP_GLOBAL = '__earlyTap';

/** What a search form tells the script, as JSON in its `data-early-dialog` attribute. */
export interface EarlyDialogData {
  /** Class names of the modal (components/ui/modal.module.css): dialog, panel, header, title, close, body, and one per size. */
  cls: Record<'dialog' | 'panel' | 'header' | 'title' | 'close' | 'body', string> & Record<string, string>;
  /** The close button's name and the loading line. */
  close: string;
  wait: string;
  /** Per dialog: its title and size. */
  dialogs: Record<string, { title: string; size: string }>;
}

// Plain ES5 in one string: it runs before any module, on every browser the site serves. Words are
// set with textContent only, so nothing in them is read as markup.
export const EARLY_TAP_SCRIPT = `(function(){var s=globalThis.${EARLY_TAP_GLOBAL}={live:false,dialog:null,shell:null,cancel:null};
function el(t,c,p){var e=document.createElement(t);if(c)e.className=c;if(p)p.appendChild(e);return e}
function open(b,name){var f=b.closest('[data-early-dialog]');if(!f||typeof HTMLDialogElement!=='function')return;
var o=JSON.parse(f.getAttribute('data-early-dialog')),k=o.cls,w=o.dialogs[name];if(!w)return;
var d=el('dialog',k.dialog+' '+(k[w.size]||''));d.setAttribute('aria-labelledby','early-dialog-title');
var p=el('div',k.panel,d),h=el('header',k.header,p),t=el('h2',k.title,h);t.id='early-dialog-title';t.textContent=w.title;
var m=el('form','',h);m.method='dialog';var x=el('button',k.close,m);x.setAttribute('aria-label',o.close);
x.innerHTML='<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"><path d="M5 5l14 14M19 5L5 19" stroke="currentColor" stroke-width="1.5" fill="none"/></svg>';
var r=el('p','',el('div',k.body,p));r.setAttribute('role','status');r.textContent=o.wait;
d.addEventListener('click',function(e){if(e.target===d)d.close()});
d.addEventListener('close',function(){if(s.shell!==d)return;s.shell=null;s.dialog=null;d.remove();if(s.cancel)s.cancel()});
document.body.appendChild(d);s.shell=d;d.showModal()}
document.addEventListener('click',function(e){if(s.live||s.shell)return;var b=e.target&&e.target.closest&&e.target.closest('[data-early-tap]');if(!b)return;
s.dialog=b.getAttribute('data-early-tap');try{open(b,s.dialog)}catch(x){}},true)})();`;

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
