/**
 * The one formatter for every amount a guest sees (rates, summaries, orders, payment): 1,280元,
 * decision 0016. It lives in packages/shared so the server's wording (cancellation terms) agrees.
 */
export { formatCny } from '@hotel/shared/money';
