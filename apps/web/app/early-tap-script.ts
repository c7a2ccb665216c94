import modalStyles from './components/ui/modal.module.css';
import { EARLY_TAP_GLOBAL } from './lib/early-tap.ts';

// The early-tap script (lib/early-tap.ts, decision 0082). Imported by entry.server.tsx only: the
// browser's files never carry it.

/** The shell's class names (components/ui/modal.module.css). */
const SHELL = {
  dialog: modalStyles.dialog,
  panel: modalStyles.panel,
  header: modalStyles.header,
  title: modalStyles.title,
  close: modalStyles.close,
  body: modalStyles.body,
};

/** A dialog's size class by its `data-early-tap` name: the discount dialog is the small size, the others the default. */
const SIZES: Record<string, string | undefined> = { discount: modalStyles.sm };

/**
 * Plain ES5: it runs before any module, on every browser the site serves. Words are set with
 * textContent only, so nothing in them is read as markup.
 */
export const EARLY_TAP_SCRIPT = `(function(){var s=globalThis.${EARLY_TAP_GLOBAL}={live:false,dialog:null,shell:null,cancel:null},k=${JSON.stringify(SHELL)},z=${JSON.stringify(SIZES)};
function el(t,c,p){var e=document.createElement(t);if(c)e.className=c;if(p)p.appendChild(e);return e}
function open(b,name){var f=b.closest('form');if(!f||typeof HTMLDialogElement!=='function')return;
var d=el('dialog',k.dialog+(z.hasOwnProperty(name)?' '+z[name]:''));d.setAttribute('aria-labelledby','early-dialog-title');
var p=el('div',k.panel,d),h=el('header',k.header,p),t=el('h2',k.title,h);t.id='early-dialog-title';t.textContent=b.getAttribute('data-early-title');
var m=el('form','',h);m.method='dialog';var x=el('button',k.close,m);x.setAttribute('aria-label',f.getAttribute('data-early-close'));
x.innerHTML='<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"><path d="M5 5l14 14M19 5L5 19" stroke="currentColor" stroke-width="1.5" fill="none"/></svg>';
var r=el('p','',el('div',k.body,p));r.setAttribute('role','status');r.textContent=f.getAttribute('data-early-wait');
d.addEventListener('click',function(e){if(e.target===d)d.close()});
d.addEventListener('close',function(){if(s.shell!==d)return;s.shell=null;s.dialog=null;d.remove();if(s.cancel)s.cancel()});
document.body.appendChild(d);s.shell=d;d.showModal()}
document.addEventListener('click',function(e){if(s.live||s.shell)return;var b=e.target&&e.target.closest&&e.target.closest('[data-early-tap]');if(!b)return;
s.dialog=b.getAttribute('data-early-tap');try{open(b,s.dialog)}catch(x){}},true)})();`;
