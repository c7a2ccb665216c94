const grouped = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 2 });

/**
 * CNY amounts as guests read them: 1,280元 (decision 0016). Not the yen sign: Japanese guests read
 * it as yen. Here so that wording the server builds (the member's cancellation terms) and the
 * site's pages (apps/web/app/lib/money.ts) write amounts the same way.
 */
export function formatCny(amount: number): string {
  return `${grouped.format(amount)}元`;
}
