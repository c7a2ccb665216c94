const yen = new Intl.NumberFormat('ja-JP');

/** CNY amounts as the site shows them: ¥1,280. */
export function formatYen(amount: number): string {
  return `¥${yen.format(amount)}`;
}
