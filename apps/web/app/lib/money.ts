const grouped = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 2 });

/**
 * CNY amounts as the site shows them: 1,280元 (decision 0016). Not the yen sign: Japanese guests read it as
 * yen. The one formatter for every amount a guest sees (rates, summaries, orders, payment).
 */
export function formatCny(amount: number): string {
  return `${grouped.format(amount)}元`;
}
