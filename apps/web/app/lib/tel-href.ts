/** A tel: link target from a displayed number such as 0571-8799-0001. */
export function telHref(tel: string): string {
  return `tel:${tel.replace(/[^\d+]/g, '')}`;
}
