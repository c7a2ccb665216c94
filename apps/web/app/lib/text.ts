/** Cuts text to `max` characters (spec: descriptions and news excerpts at 110), adding an ellipsis. */
export function cutText(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

/** Strips HTML tags for excerpts and meta descriptions. */
export function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
}
