/**
 * The search box's form carries `data-search-box`, so a page can tell from the server's HTML alone
 * that it shows one: its code is fetched before hydration only then (lib/later.tsx `eagerWhen`).
 */
export const SEARCH_BOX_SELECTOR = 'form[data-search-box]';
