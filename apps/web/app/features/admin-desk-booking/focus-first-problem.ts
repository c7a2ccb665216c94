/**
 * After a refused post (or a step whose fields the loader refused), the first field with a message,
 * in the page's order, takes the focus and comes to the middle: a text field by its aria-invalid, a
 * group of radio buttons (which carries no aria-invalid) by the message it is described by.
 */
export function focusFirstProblem(): void {
  const candidates = document.querySelectorAll<HTMLElement>('[aria-invalid="true"], [role="radiogroup"], [role="group"]');
  for (const element of candidates) {
    const invalid =
      element.getAttribute('aria-invalid') === 'true' ||
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .some((id) => id.endsWith('-error') && document.getElementById(id) !== null);
    if (!invalid) continue;
    const target = element.matches('input, select, textarea') ? element : element.querySelector<HTMLElement>('input, select, textarea');
    target?.focus({ preventScroll: true });
    (target ?? element).scrollIntoView({ block: 'center' });
    return;
  }
}
