/** 12345 → "12,345" without locale data, so the server and every browser agree. */
export function formatPoints(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** "FT20180815" → "FT 2018 0815": the prefix, then the digits in fours, the way a card is embossed. */
export function formatCardNo(cardNo: string): string {
  const match = /^([A-Za-z]*)(\d+)$/.exec(cardNo);
  if (!match) return cardNo;
  const digits = match[2]!.replace(/(\d{4})(?=\d)/g, '$1 ');
  return match[1] ? `${match[1]} ${digits}` : digits;
}

/** "1990-05-12" → "1990年5月12日"; null or '' → 未登録. */
export function formatBirthDay(value: string | null): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? `${match[1]}年${Number(match[2])}月${Number(match[3])}日` : '未登録';
}
