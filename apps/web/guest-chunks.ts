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
    String.raw`packages[\\/]shared[\\/]src[\\/](?:constants|navigation)\.ts$`,
    String.raw`apps[\\/]web[\\/]app[\\/]lib[\\/](?:site-state|meta|csp-nonce|early-tap-context|later)\.tsx?$`,
    String.raw`apps[\\/]web[\\/]app[\\/]components[\\/]layout[\\/](?:site-header|menu-link|language-links|demo-notice)\.(?:tsx?|module\.css)$`,
    // The search box's selector, which /home and a hotel's home test before hydrating: a file of its own otherwise.
    String.raw`apps[\\/]web[\\/]app[\\/]features[\\/]search[\\/]search-box-mark\.ts$`,
  ].join('|'),
);

/**
 * `more` (decision 0082): what most guest pages show or use but no first screen of /home needs,
 * so it is not in /home's first load (its code loads as the page hydrates, lib/later.tsx): the
 * chrome of site-later.tsx (footer, drawer, login dialog, member menu, toasts, flash notices), the
 * API client with the messages it shows, the cards and grids, the dialog shell, the search rules.
 */
const MORE = new RegExp(
  [
    String.raw`packages[\\/]shared[\\/]src[\\/](?:messages|hotel-date|hotel-menu|discount-messages|api[\\/]endpoint-paths|forms[\\/](?:search|field-problem))\.ts$`,
    String.raw`apps[\\/]web[\\/]app[\\/]site-later\.tsx$`,
    String.raw`apps[\\/]web[\\/]app[\\/]lib[\\/](?:api-client|toast-store|site-links|tel-href|dates|text|use-hydrated)\.tsx?$`,
    String.raw`apps[\\/]web[\\/]app[\\/]components[\\/]layout[\\/](?:site-footer|mobile-sidebar|flash-notice|translation-note)\.(?:tsx?|module\.css)$`,
    String.raw`apps[\\/]web[\\/]app[\\/]components[\\/]ui[\\/](?:modal|use-modal-dialog|toaster|responsive-image|card|card-grid|section-heading|more-link|page-banner|no-record)\.(?:tsx?|module\.css)$`,
    String.raw`apps[\\/]web[\\/]app[\\/]features[\\/]auth[\\/](?:login-modal|user-menu|use-logout|login-prefill)\.(?:tsx?|module\.css)$`,
    String.raw`apps[\\/]web[\\/]app[\\/]features[\\/](?:news[\\/]news-(?:grid|date|card)|sales[\\/]sale-(?:grid|card))\.(?:tsx?|module\.css)$`,
  ].join('|'),
);

/**
 * `search`: the search box with its state, and `carousel`: the carousel shell with its autoplay
 * (decision 0082). On /home both hydrate from a file of their own that loads as the page hydrates
 * (lib/later.tsx; a tap on the search box meanwhile opens a shell of its dialog, lib/early-tap.ts,
 * whose browser half comes in `search`: only the search box imports it); the other pages
 * import them as before, one file each.
 */
const SEARCH = new RegExp(String.raw`apps[\\/]web[\\/]app[\\/]features[\\/]search[\\/](?:search-box|search-state)\.(?:tsx?|module\.css)$`);
const CAROUSEL = new RegExp(String.raw`apps[\\/]web[\\/]app[\\/](?:components[\\/]ui[\\/](?:carousel|use-carousel-autoplay)|features[\\/]home[\\/]home-hero)\.(?:tsx?|module\.css)$`);

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
  { name: 'more', test: MORE, priority: 9 },
  { name: 'search', test: SEARCH, priority: 8 },
  { name: 'carousel', test: CAROUSEL, priority: 8 },
  { name: 'forms', test: FORMS, priority: 5 },
  { name: 'money', test: MONEY, priority: 5 },
  { name: 'login', test: LOGIN, priority: 5 },
  { name: 'booking', test: BOOKING, priority: 5 },
];
