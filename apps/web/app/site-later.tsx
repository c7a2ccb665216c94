// The guest site's chrome that no first paint or first tap needs (lib/later.tsx, decision 0082):
// the footer, the login dialog, the member menu, toasts and the notices
// a redirect leaves in the address. One module, so one file loads for all of them (the drawer,
// imported by the header, lands in the same file: the build's `more` group).
export { SiteFooter } from './components/layout/site-footer.tsx';
export { FlashNotice } from './components/layout/flash-notice.tsx';
export { LoginModal } from './features/auth/login-modal.tsx';
export { UserMenu } from './features/auth/user-menu.tsx';
export { Toaster } from './components/ui/toaster.tsx';
