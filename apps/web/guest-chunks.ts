/**
 * How the browser build groups modules into files (docs/decisions/0031).
 *
 * Left to itself the bundler made a file of every module two routes share: /home loaded 36
 * files. The site is served over HTTP/1.1 (six connections a host), so on a phone each round of
 * six costs a round trip before the page can paint, and Lighthouse's mobile simulation counts every
 * preloaded script as blocking. Two groups put what almost every guest page loads into two files:
 *
 * - `framework`: React, React DOM and React Router (the same on every page, cached once);
 * - `site`: the guest site's chrome (header, footer, login modal, toasts, the API client and
 *   messages they use) and the pieces most guest pages show (search box, cards, carousel shell,
 *   images, dates).
 *
 * Three smaller groups (decision 0055): `forms` is the form hook with the shared check it runs
 * (every guest page with a form loads both); zod and the forms' schemas are not in it: they load
 * when a form is first used, never with a page. The field markup (form-field) stays apart, as the
 * login dialog uses it without the hook. `money` is the amount formatter with the module that
 * re-exports it, which the bundler had made an empty file of its own. `login` is the login
 * dialog's own check with the member API's plain values, one file as before the member page
 * imported those values itself (split, the lazy login form's list of files grew every page).
 * `booking` is the booking steps' notice, page styles and two small hooks: the change's pay page
 * (decision 0059) shares them, and left to itself the bundler made three files of what had been one.
 *
 * Route modules stay their own files, and so does everything loaded on demand (search dialogs,
 * login form, Embla, the forms' schemas): a group captures a module with its static imports, and
 * none of these modules imports them statically. The back office (routes/admin, components/admin,
 * features/admin-*, lib/admin-*) is never in a group, so no staff code reaches a guest page.
 */
const FRAMEWORK = /[\\/]app[\\/]entry\.client\.tsx$|[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|@react-router[\\/][^\\/]+|cookie|set-cookie-parser)[\\/]/;

const SITE = new RegExp(
  [
    String.raw`packages[\\/]shared[\\/]src[\\/](?:constants|navigation|messages|hotel-date|hotel-menu|api[\\/]endpoint-paths|forms[\\/](?:search|field-problem))\.ts$`,
    String.raw`apps[\\/]web[\\/]app[\\/]lib[\\/](?:site-state|toast-store|site-links|tel-href|api-client|meta|dates|text|csp-nonce|use-hydrated)\.tsx?$`,
    String.raw`apps[\\/]web[\\/]app[\\/]components[\\/]layout[\\/][^\\/]+$`,
    String.raw`apps[\\/]web[\\/]app[\\/]components[\\/]ui[\\/](?:modal|use-modal-dialog|toaster|card|card-grid|section-heading|more-link|responsive-image|carousel|page-banner|no-record)\.(?:tsx?|module\.css)$`,
    String.raw`apps[\\/]web[\\/]app[\\/]features[\\/]auth[\\/](?:login-modal|user-menu|use-logout|login-prefill)\.(?:tsx?|module\.css)$`,
    String.raw`apps[\\/]web[\\/]app[\\/]features[\\/]search[\\/](?:search-box|search-state)\.(?:tsx?|module\.css)$`,
    String.raw`apps[\\/]web[\\/]app[\\/]features[\\/](?:news[\\/]news-(?:grid|date)|sales[\\/]sale-(?:grid|card)|home[\\/]home-hero)\.(?:tsx?|module\.css)$`,
  ].join('|'),
);

const FORMS = new RegExp(
  [
    String.raw`apps[\\/]web[\\/]app[\\/]components[\\/]ui[\\/]use-schema-form\.ts$`,
    String.raw`packages[\\/]shared[\\/]src[\\/]forms[\\/]parse-form\.ts$`,
  ].join('|'),
);

const LOGIN = new RegExp(String.raw`packages[\\/]shared[\\/]src[\\/](?:forms[\\/]login|member-contract)\.ts$`);

const BOOKING = new RegExp(String.raw`apps[\\/]web[\\/]app[\\/]features[\\/]booking[\\/](?:booking-notice|booking-page|use-client-value|use-step-starts-at-top)\.(?:tsx?|module\.css)$`);

const MONEY = new RegExp(String.raw`(?:packages[\\/]shared[\\/]src|apps[\\/]web[\\/]app[\\/]lib)[\\/]money\.ts$`);

export const guestChunkGroups = [
  { name: 'framework', test: FRAMEWORK, priority: 20 },
  { name: 'site', test: SITE, priority: 10 },
  { name: 'forms', test: FORMS, priority: 5 },
  { name: 'money', test: MONEY, priority: 5 },
  { name: 'login', test: LOGIN, priority: 5 },
  { name: 'booking', test: BOOKING, priority: 5 },
];
