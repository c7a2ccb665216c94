import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The keyboard walks' helpers (decision 0080): only page.keyboard moves the focus, and after every
 * key the focused element is checked as a sighted keyboard user sees it (WCAG 2.4.7, 2.4.11).
 */

/**
 * What is wrong with the focus now, or null: nothing focused, no focus indicator (an outline or a
 * box shadow on the element, or on the label that draws a visually hidden control), mostly outside
 * the viewport, or covered at the centre of what shows by something else (a sticky header, a sticky dialog footer).
 * `document.body` is allowed while a modal dialog is open: the native dialog lets Tab reach the
 * browser's own controls once per lap (no trap), and the next Tab comes back into the dialog.
 */
export function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    // A scroll or a slider (a carousel moves by transform, not by scrolling) brings a focused
    // control into view over a few frames: judge where it comes to rest.
    const scrolled = () => {
      const box = document.activeElement?.getBoundingClientRect();
      const at = [window.scrollY, window.scrollX, box?.left, box?.top];
      for (let e = document.activeElement?.parentElement; e; e = e.parentElement) at.push(e.scrollTop, e.scrollLeft);
      return at.join();
    };
    // At rest: unchanged over three looks 50 ms apart (a smooth scroll a busy machine starts late
    // has not yet moved at the second look).
    for (let last = '', still = 0, i = 0; i < 60 && still < 3; i++) {
      const now = scrolled();
      still = now === last ? still + 1 : 0;
      last = now;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const el = document.activeElement as HTMLElement | null;
    const describe = (e: Element) => `${e.tagName.toLowerCase()} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 40)}"`;
    if (!el || el === document.body) return document.querySelector('dialog[open]') ? null : 'nothing has the focus';
    const own = el.getBoundingClientRect();
    // A visually hidden radio or checkbox is drawn by its label.
    const drawn = own.width <= 2 || own.height <= 2 ? (el.closest('label') ?? el.parentElement ?? el) : el;
    const shows = (e: Element) => {
      const s = getComputedStyle(e);
      return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
    };
    // A date input's calendar button (in the browser's shadow tree) draws the browser's own ring.
    const nativeDatePart = el instanceof HTMLInputElement && el.type === 'date';
    if (!shows(el) && !shows(drawn) && !nativeDatePart) return `${describe(el)} shows no focus indicator`;
    // In view: at least half of it (or of the viewport, for a region taller or wider than the screen).
    const r = drawn.getBoundingClientRect();
    const top = Math.max(r.top, 0);
    const bottom = Math.min(r.bottom, window.innerHeight);
    const left = Math.max(r.left, 0);
    const right = Math.min(r.right, window.innerWidth);
    const enough = (seen: number, size: number, screen: number) => seen >= Math.min(size, screen) / 2 - 1;
    if (!enough(bottom - top, r.height, window.innerHeight) || !enough(right - left, r.width, window.innerWidth))
      return `${describe(el)} is mostly outside the viewport (top ${Math.round(r.top)}, left ${Math.round(r.left)})`;
    // Not covered: the centre of its visible part is the element itself, not a sticky bar over it.
    const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    if (hit && hit !== drawn && !drawn.contains(hit) && !hit.contains(drawn) && hit !== el) return `${describe(el)} is covered by ${describe(hit)}`;
    return null;
  });
}

export async function expectFocusShown(page: Page): Promise<void> {
  expect(await focusProblem(page)).toBeNull();
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false);

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, checking the focus after each
 * press; fails after `max` presses (a trap, or a control the keyboard cannot reach).
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    // The browser scrolls a newly focused control into view by the next frame or two; on a busy
    // machine that came after the first look (CI, 2026-11-29). A control that stays hidden or
    // covered still fails, with the last problem seen.
    await expect.poll(() => focusProblem(page), { message: `after ${i + 1} × ${back ? 'Shift+Tab' : 'Tab'}`, timeout: 2_000 }).toBeNull();
    if (await isFocused(target)) return;
  }
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach ${target.toString()}`);
}

/** Waits until `target` has the focus (a dialog that opened, a field an error sent it to) and checks it shows. */
export async function expectFocusOn(target: Locator): Promise<void> {
  await expect.poll(() => isFocused(target)).toBe(true);
  await expectFocusShown(target.page());
}

/** Replaces the focused field's text by typing, as a keyboard user does (select all, then type). */
export async function typeText(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
}
