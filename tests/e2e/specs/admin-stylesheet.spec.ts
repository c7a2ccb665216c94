import { expect, test } from '@playwright/test';

// Any attribute order: React Router puts the page's CSP nonce on its <link> tags too (decision 0030).
const stylesheetsOf = (html: string) =>
  [...html.matchAll(/<link\b[^>]*>/g)].filter((m) => m[0].includes('rel="stylesheet"')).map((m) => /\bhref="([^"]+)"/.exec(m[0])![1]!);

/**
 * The back office's styles stay out of the guest site's one stylesheet (decision 0026): /home
 * links one stylesheet with no staff class in it; the staff pages link it and their own.
 */
test('guest pages never load the back office’s styles', async ({ request }) => {
  const guest = stylesheetsOf(await (await request.get('/home')).text());
  expect(guest).toHaveLength(1);
  const staff = stylesheetsOf(await (await request.get('/admin/login')).text());
  const adminSheet = staff.find((href) => !guest.includes(href));
  expect(adminSheet).toMatch(/^\/assets\/admin-[0-9a-f]{10}\.css$/);

  const adminCss = await (await request.get(adminSheet!)).text();
  const adminClasses = [...adminCss.matchAll(/\.([a-zA-Z][\w-]*_[0-9a-f]{6})\b/g)].map((m) => m[1]!);
  expect(adminClasses.length).toBeGreaterThan(50);
  const guestCss = await (await request.get(guest[0]!)).text();
  expect(adminClasses.filter((c) => guestCss.includes(c))).toEqual([]);
  // The login page's own look comes from it: its card class is defined there.
  const loginHtml = await (await request.get('/admin/login')).text();
  const used = [...loginHtml.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1]!.split(' ')).filter((c) => /_[0-9a-f]{6}$/.test(c));
  expect(used.length).toBeGreaterThan(0);
  for (const c of used) expect(adminCss, c).toContain(`.${c}`);
});
