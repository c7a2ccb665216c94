/**
 * The breakfast a booking keeps is inventory's Japanese wording (breakfastLabel: 朝食2名様付き /
 * 朝食なし). Another language's words are written from the count it says; a wording that is
 * not breakfastLabel's (an older row, a channel's) is told as stored.
 */
export function breakfastWords(japanese: string, words: { none: string; for(count: number): string }): string {
  if (japanese === '朝食なし') return words.none;
  const count = /^朝食(\d+)名様付き$/.exec(japanese)?.[1];
  return count === undefined ? japanese : words.for(Number(count));
}
